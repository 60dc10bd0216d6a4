import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AdminProduct } from '@store/domain/contracts/admin-catalog';

type Lang = 'th' | 'en';
type Localized = { th?: string; en?: string };
type SeoDraft = { title?: Localized; description?: Localized; body?: Localized[] };

/**
 * The storefront's own wording around a product's SEO text, by page language (the web app's
 * catalog.json `storeName` and `detail.about`): the page title is "<title> | <store>", and the
 * paragraphs follow the "About <name>" heading.
 */
const STOREFRONT = {
  th: { store: 'ตะวัน โมบาย สโตร์', about: (name: string) => `เกี่ยวกับ ${name}` },
  en: { store: 'Tawan Mobile Store', about: (name: string) => `About ${name}` },
} as const;

/** The meta description the storefront sends (at most 300 characters) and the first 160 a search result shows. */
const SNIPPET = 160;

/** What the storefront does with the title: text after " | " is left out, then the store's name is added. */
const pageTitle = (title: string, lang: Lang) => `${title.trim().replace(/ \| .*$/, '')} | ${STOREFRONT[lang].store}`;

function LanguagePreview({ seo, product, lang }: { seo: SeoDraft; product: AdminProduct; lang: Lang }) {
  const description = (seo.description?.[lang] ?? '').trim();
  return (
    <Stack spacing={1} lang={lang}>
      <Box data-testid={`product-seo-result-${lang}`}>
        <Typography variant="caption" sx={{ color: 'success.dark' }}>
          {product.href}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ color: '#1a0dab', fontWeight: 500, lineHeight: 1.3 }}>
          {pageTitle(seo.title?.[lang] ?? '', lang)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {description.length > SNIPPET ? `${description.slice(0, SNIPPET).trimEnd()}…` : description}
        </Typography>
      </Box>
      <Box data-testid={`product-seo-about-${lang}`}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {STOREFRONT[lang].about(product.name[lang])}
        </Typography>
        {(seo.body ?? []).map((paragraph, i) => (
          <Typography key={i} variant="body2" sx={{ mt: 0.5 }}>
            {paragraph?.[lang]}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * The product's SEO text as it stands in the form, in Thai and English side by side, before it is
 * saved: the search result (the page's address, title and description) and the "About" section of
 * the product page.
 */
export function ProductSeoPreview() {
  const product = useRecordContext<AdminProduct>();
  const translate = useTranslate();
  const seo = (useWatch({ name: 'seo' }) ?? {}) as SeoDraft;
  if (!product?.name) return null;
  return (
    <Box sx={{ width: '100%', maxWidth: 1200, mt: 2 }} data-testid="product-seo-preview">
      <Typography variant="h6" component="h2">
        {translate('products.seo_preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('products.seo_preview_help')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
        {(['th', 'en'] as const).map((lang) => (
          <Card key={lang} variant="outlined" sx={{ flex: 1 }}>
            <CardContent>
              <Typography variant="overline">{translate(`content.lang_${lang}`)}</Typography>
              <LanguagePreview seo={seo} product={product} lang={lang} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
