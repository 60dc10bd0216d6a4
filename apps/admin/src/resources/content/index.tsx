import ArticleIcon from '@mui/icons-material/Article';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { BooleanField, DataTable, FunctionField, List, SaveButton, SimpleForm, Toolbar, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DateField } from '../../components/dates';
import { useWatch } from 'react-hook-form';
import { draftSchemas, type Banner, type CatalogTexts, type DraftCode, type MenuItem } from '@store/domain/content';
import { api } from '../../api';
import { MenuEntriesInput, MenuPreview } from '../../components/MenuInput';
import { jsonSchemaOf, SchemaInputs, zodErrors } from '../../components/SchemaInputs';
import type { AdminResource } from '../types';
import { EditPage } from '../../components/EditPage';

interface ContentRecord {
  id: DraftCode;
  code: DraftCode;
  published: unknown;
  draft: unknown;
  draft_updated_by: string | null;
}

/** A document's name in the staff member's language (the code when it has none). */
function CodeName({ code }: { code: string }) {
  const translate = useTranslate();
  return <>{translate(`content.codes.${code}`, { _: code })}</>;
}

function ContentList() {
  return (
    <List pagination={false} perPage={100} actions={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="code">
          <FunctionField<ContentRecord> render={(r) => <CodeName code={r.code} />} />
        </DataTable.Col>
        <DataTable.Col source="published">
          <BooleanField source="published" />
        </DataTable.Col>
        <DataTable.Col source="has_draft">
          <BooleanField source="has_draft" />
        </DataTable.Col>
        <DataTable.Col source="draft_updated_by" />
        <DataTable.Col source="draft_updated_at">
          <DateField source="draft_updated_at" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

const THEME_COLOURS: Record<Banner['theme'], string> = { red: '#d7001d', navy: '#1b2a4e', teal: '#00796b', violet: '#5e35b1', amber: '#b26a00' };

/** How a shopper would see the banners in one language (the store's colours, title, subtitle and button). */
function BannerPreview({ banners, lang }: { banners: Banner[]; lang: 'th' | 'en' }) {
  return (
    <Stack spacing={1} lang={lang}>
      {banners.map((banner, index) => (
        <Box key={`${banner.id}-${index}`} sx={{ bgcolor: THEME_COLOURS[banner.theme] ?? '#333', color: '#fff', borderRadius: 2, p: 2 }}>
          <Typography variant="h6" component="p">
            {banner.title?.[lang]}
          </Typography>
          <Typography variant="body2">{banner.subtitle?.[lang]}</Typography>
          <Box component="span" sx={{ display: 'inline-block', mt: 1, px: 1.5, py: 0.5, bgcolor: '#fff', color: '#222', borderRadius: 5, fontSize: 14 }}>
            {banner.cta?.[lang]}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** The store lists' SEO texts as a shopper reads them: each list's heading and intro (and the search result's title). */
function SeoPreview({ items, lang }: { items: CatalogTexts['seo-texts']; lang: 'th' | 'en' }) {
  return (
    <Stack spacing={1.5} lang={lang}>
      {items.map((item) => (
        <Box key={item.slug}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            /online-store/list/{item.slug}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {item.title?.[lang]}
          </Typography>
          <Typography variant="body2">{item.description?.[lang]}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** Editorial pages as a shopper reads them: title, summary, headings and paragraphs. */
function EditorialPreview({ items, lang }: { items: CatalogTexts['editorials']; lang: 'th' | 'en' }) {
  return (
    <Stack spacing={2} lang={lang}>
      {items.map((item) => (
        <Box key={item.id}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            /editorial/{item.id}
          </Typography>
          <Typography variant="h6" component="p">
            {item.title?.[lang]}
          </Typography>
          <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
            {item.summary?.[lang]}
          </Typography>
          {(item.body ?? []).map((block, i) =>
            block.kind === 'h2' ? (
              <Typography key={i} variant="subtitle1" component="p" sx={{ fontWeight: 600, mt: 1 }}>
                {block.text?.[lang]}
              </Typography>
            ) : (
              <Typography key={i} variant="body2">
                {block.text?.[lang]}
              </Typography>
            ),
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** The texts of any other document in one language: every `{ th, en }` pair it holds, in order. */
function TextPreview({ value, lang }: { value: unknown; lang: 'th' | 'en' }) {
  const texts: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.th === 'string' && typeof o.en === 'string') texts.push(o[lang] as string);
      else Object.values(o).forEach(walk);
    }
  };
  walk(value);
  return (
    <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }} lang={lang}>
      {texts.map((t, i) => (
        <li key={i}>{t}</li>
      ))}
    </Stack>
  );
}

/** The draft as it stands in the form, in Thai and in English side by side, before publishing. */
function Preview() {
  const record = useRecordContext<ContentRecord>();
  const translate = useTranslate();
  const value = useWatch({ name: 'draft' });
  if (!record) return null;
  return (
    <Box sx={{ width: '100%', mt: 2 }} data-testid="content-preview">
      <Typography variant="h6" component="h2">
        {translate('content.preview')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
        {(['th', 'en'] as const).map((lang) => (
          <Card key={lang} variant="outlined" sx={{ flex: 1 }} data-testid={`content-preview-${lang}`}>
            <CardContent>
              <Typography variant="overline">{translate(`content.lang_${lang}`)}</Typography>
              {record.code === 'home-banners' ? (
                <BannerPreview banners={(value ?? []) as Banner[]} lang={lang} />
              ) : record.code === 'main-menu' ? (
                <MenuPreview items={(value ?? []) as MenuItem[]} lang={lang} />
              ) : record.code === 'seo-texts' ? (
                <SeoPreview items={(value ?? []) as CatalogTexts['seo-texts']} lang={lang} />
              ) : record.code === 'editorials' ? (
                <EditorialPreview items={(value ?? []) as CatalogTexts['editorials']} lang={lang} />
              ) : (
                <TextPreview value={value} lang={lang} />
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

function PublishBar() {
  const record = useRecordContext<ContentRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const act = useMutation({
    mutationFn: (action: 'publish' | 'discard') => api(action === 'publish' ? 'POST' : 'DELETE', `/admin/content/${record?.code}/${action === 'publish' ? 'publish' : 'draft'}`),
    onSuccess: (_d, action) => {
      notify(action === 'publish' ? 'content.published' : 'content.discarded', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        {record.draft === null ? (
          <Alert severity="info">{translate('content.no_draft')}</Alert>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Alert severity="warning" sx={{ flex: 1 }}>
              {translate('content.draft_waiting', { name: record.draft_updated_by ?? '' })}
            </Alert>
            <Button variant="contained" onClick={() => act.mutate('publish')} disabled={act.isPending}>
              {translate('content.publish')}
            </Button>
            <Button variant="outlined" color="warning" onClick={() => act.mutate('discard')} disabled={act.isPending}>
              {translate('content.discard')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function ContentForm() {
  const record = useRecordContext<ContentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const schema = draftSchemas[record.code];
  return (
    <SimpleForm
      record={{ ...record, draft: record.draft ?? record.published }}
      toolbar={
        <Toolbar>
          <SaveButton label="content.save_draft" alwaysEnable />
        </Toolbar>
      }
      validate={(values) => zodErrors(schema, values.draft, 'draft')}
    >
      <Typography variant="h6" component="p">
        <CodeName code={record.code} />
      </Typography>
      <Typography variant="body2">{translate('content.draft_help')}</Typography>
      {record.code === 'main-menu' ? <MenuEntriesInput source="draft" /> : <SchemaInputs schema={jsonSchemaOf(schema)} source="draft" />}
      <Preview />
    </SimpleForm>
  );
}

function ContentEdit() {
  return (
    <EditPage redirect={false}>
      <PublishBar />
      <ContentForm />
    </EditPage>
  );
}

/** Content documents (content.write): edit a draft from the schema, preview it in Thai and English, publish. */
export const contentResource: AdminResource = {
  name: 'content',
  permission: 'content.write',
  icon: ArticleIcon,
  list: ContentList,
  edit: ContentEdit,
  recordRepresentation: 'code',
  data: {
    endpoint: '/admin/content',
    updateMethod: 'PUT',
    updateSuffix: '/draft',
    toUpdate: (data) => ({ data: data.draft }),
  },
};
