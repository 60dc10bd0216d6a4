import type { TFunction } from 'i18next';
import { agingParts } from '@store/domain/loyalty-rules';
import { apiAsset } from '@/components/product/product-card';
import { basePath } from '@/lib/boot';

/** Spec 3 aging: months as "x years y months" / "x ปี y เดือน" (the parts that are not zero). */
export function agingText(t: TFunction, months: number): string {
  const { years, months: rest } = agingParts(months);
  const parts = [years > 0 ? t('years', { count: years }) : '', rest > 0 ? t('months', { count: rest }) : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : t('lessThanMonth');
}

/** A date in the page's language (Thai: Buddhist year), Bangkok time. */
export const dateText = (lang: string, iso: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'medium', timeZone: 'Asia/Bangkok' }).format(new Date(iso));

/** A privilege's picture: its product's (a catalogue image under /api) or its own (a static file of the store). */
export const privilegeImage = (p: { image: string; product: { image: string | null } | null }) => (p.product?.image ? apiAsset(p.product.image) : `${basePath()}${p.image}`);

/** A static file of the store (the card images). */
export const storeAsset = (path: string) => `${basePath()}${path}`;
