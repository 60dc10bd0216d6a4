import type { TFunction } from 'i18next';
import { formatPrice } from '@store/domain/money';
import type { Coupon } from '@store/domain/coupon';

/** A face value: whole baht without decimals ("1,000"), else as a price ("99.50"). */
const faceValue = (satang: number) => (satang % 100 === 0 ? formatPrice(satang).slice(0, -3) : formatPrice(satang));

/** "10%" / "฿1,000": the coupon's headline on its stub. */
export function discountHeadline(t: TFunction<'coupon'>, coupon: Pick<Coupon, 'discount'>): string {
  const d = coupon.discount;
  return d.kind === 'percent' ? t('discount.percent', { percent: d.percent }) : t('discount.fixed', { amount: faceValue(d.amount) });
}

/** A date and time in Thailand's time zone, in the shopper's language (Buddhist era in Thai). */
export function formatDateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(iso));
}

/** The conditions of a coupon as short sentences (minimum spend, cap, scope, limits). */
export function conditionLines(t: TFunction<'coupon'>, coupon: Coupon, lang: 'th' | 'en'): string[] {
  const lines: string[] = [];
  lines.push(coupon.min_spend > 0 ? t('rules.minSpend', { amount: formatPrice(coupon.min_spend) }) : t('rules.noMinSpend'));
  if (coupon.discount.kind === 'percent' && coupon.discount.max_discount != null) lines.push(t('rules.maxDiscount', { amount: formatPrice(coupon.discount.max_discount) }));
  const scope = [
    ...coupon.scope.products.map((p) => p.name[lang]),
    ...coupon.scope.categories.map((c) => c.name[lang]),
    ...coupon.scope.product_types.map((type) => t(`productTypes.${type}`, { defaultValue: type })),
  ];
  lines.push(scope.length > 0 ? t('rules.scope', { items: scope.join(', ') }) : t('rules.everything'));
  if (coupon.per_user_limit != null) lines.push(t('rules.perUser', { count: coupon.per_user_limit }));
  return lines;
}
