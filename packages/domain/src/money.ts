/**
 * Money is integer satang everywhere; these functions are the only place it becomes text
 * (spec 5: thousands separators and 2 decimals).
 */
export type Satang = number;

export function assertSatang(value: number): Satang {
  if (!Number.isSafeInteger(value)) throw new RangeError(`satang must be a safe integer, got ${value}`);
  return value;
}

/** 69900 -> "699.00"; 123456789 -> "1,234,567.89"; negative amounts keep their sign. */
export function formatPrice(satang: Satang): string {
  assertSatang(satang);
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(satang);
  const baht = Math.floor(abs / 100);
  const rest = abs % 100;
  const grouped = String(baht).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${String(rest).padStart(2, '0')}`;
}

/** "699.00" or "1,234.5" or 699 -> satang; throws on anything that is not a price (commas only as thousands separators). */
export function parsePrice(value: string | number): Satang {
  const text = String(value).trim();
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) throw new RangeError(`not a price: ${value}`);
  const [whole, frac = ''] = text.replace('-', '').replace(/,/g, '').split('.');
  const satang = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return assertSatang(text.startsWith('-') && satang !== 0 ? -satang : satang);
}
