/** The spec's `YYYY-MM-DD HH:mm:ss` UTC strings (session expiry, coupon sync), produced and read here only. */
export function formatUtcTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Reads `YYYY-MM-DD HH:mm:ss` as UTC; null when malformed or not a real date (Date would roll 02-30 over to March). */
export function parseUtcTimestamp(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) || formatUtcTimestamp(date) !== value ? null : date;
}

/** A token is active only if its expiry exists and is after now (spec 3). */
export function isActiveUntil(expiry: string | null | undefined, now: Date): boolean {
  const date = parseUtcTimestamp(expiry);
  return date !== null && date.getTime() > now.getTime();
}
