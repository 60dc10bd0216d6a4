import type { Lang } from '@store/domain/lang';

/** A time as the seller and the customer read it: Bangkok wall time in their language. */
export function bangkokTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
