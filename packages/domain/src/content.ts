import { z } from 'zod';

/** Content shapes of spec 3 and 7 (menus, bars, footer, FAQ, banners), all text in Thai and English. */
export const i18nTextSchema = z.object({ th: z.string(), en: z.string() });

export interface MenuItem {
  title: { th: string; en: string };
  link: string | null;
  show: boolean;
  active: boolean;
  sub_menu: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    title: i18nTextSchema,
    link: z.string().nullable(),
    show: z.boolean(),
    active: z.boolean(),
    sub_menu: z.array(menuItemSchema),
  }),
);

export const bannerSchema = z.object({
  id: z.string(),
  title: i18nTextSchema,
  subtitle: i18nTextSchema,
  cta: i18nTextSchema,
  link: z.string(),
  theme: z.enum(['red', 'navy', 'teal', 'violet', 'amber']),
  art: z.enum(['phone', 'sim', 'router', 'lucky', 'port', 'coupon']),
});

export const faqItemSchema = z.object({
  id: z.string(),
  title: i18nTextSchema,
  description: i18nTextSchema,
  link: z.string(),
  custom_fields: z.object({ base_url: z.string(), icon: z.string() }),
});

export const footerLinkSchema = z.object({ label: i18nTextSchema, link: z.string() });
export const footerSchema = z.object({
  service: z.array(footerLinkSchema),
  support: z.array(footerLinkSchema),
  account: z.array(footerLinkSchema),
});

export const topBarSchema = z.object({
  brand_header_type: z.enum(['normal', 'content', 'purchase', 'member']),
  links: z.array(footerLinkSchema),
});

export const middleBarSchema = z.array(
  z.object({
    name: i18nTextSchema,
    position: z.number().int(),
    link: z.string(),
    product_service_headers: z.array(
      z.object({
        position: z.number().int(),
        title: i18nTextSchema,
        product_service_details: z.array(z.object({ position: z.number().int(), title: i18nTextSchema, link: z.string() })),
      }),
    ),
  }),
);

export const journeyTileSchema = z.object({
  id: z.enum(['numbers', 'postpaid', 'prepaid', 'devices', 'home-internet', 'mnp']),
  title: i18nTextSchema,
  description: i18nTextSchema,
  link: z.string(),
});

/** Content entries by code: the store's CMS keeps one validated document per code. */
export const contentSchemas = {
  'main-menu': z.array(menuItemSchema),
  'top-bar': topBarSchema,
  'middle-bar': middleBarSchema,
  footer: footerSchema,
  faq: z.array(faqItemSchema),
  'home-banners': z.array(bannerSchema),
  'home-journeys': z.array(journeyTileSchema),
} as const;

export type ContentCode = keyof typeof contentSchemas;
export type Content = { [K in ContentCode]: z.infer<(typeof contentSchemas)[K]> };
export type Banner = z.infer<typeof bannerSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type JourneyTile = z.infer<typeof journeyTileSchema>;
export const CONTENT_CODES = Object.keys(contentSchemas) as ContentCode[];

export function isContentCode(code: string): code is ContentCode {
  return Object.hasOwn(contentSchemas, code);
}

// ---------------------------------------------------------------------------------------------
// Documents edited through the same drafts, whose published copy another module keeps (decision 045).

/** A text of a page shoppers read: both languages required. */
const pageTextSchema = z.object({ th: z.string().trim().min(1).max(2000), en: z.string().trim().min(1).max(2000) });

/**
 * `seo-texts`: the SEO text of each store list (/online-store/list/:slug; spec /description-seo/{id}):
 * its title (the heading and the document title) and description (the intro and the meta description).
 * The catalogue keeps them; the document names each list once.
 */
export const seoTextsSchema = z
  .array(z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/, { message: 'slug_invalid' }), title: pageTextSchema, description: pageTextSchema }))
  .refine((items) => new Set(items.map((i) => i.slug)).size === items.length, { message: 'slug_duplicate' });

/** `editorials`: the texts of each editorial page (/editorial/:id): title, summary and body (headings and paragraphs). */
export const editorialTextsSchema = z
  .array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]{1,60}$/, { message: 'id_invalid' }),
      title: pageTextSchema,
      summary: pageTextSchema,
      body: z.array(z.object({ kind: z.enum(['h2', 'p']), text: pageTextSchema })).min(1),
    }),
  )
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, { message: 'id_duplicate' });

export const catalogTextSchemas = { 'seo-texts': seoTextsSchema, editorials: editorialTextsSchema } as const;
export type CatalogTextCode = keyof typeof catalogTextSchemas;
export type CatalogTexts = { [K in CatalogTextCode]: z.infer<(typeof catalogTextSchemas)[K]> };

/** Every document the console edits as drafts: the content documents and the catalogue's texts. */
export const draftSchemas = { ...contentSchemas, ...catalogTextSchemas } as const;
export type DraftCode = keyof typeof draftSchemas;
export const DRAFT_CODES = Object.keys(draftSchemas) as DraftCode[];
