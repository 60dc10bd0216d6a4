/**
 * Thai VAT as it sits inside a price (zod-free: the storefront imports it). Prices include VAT; the
 * VAT of a total is total × rate / (1 + rate), rounded half up to whole satang, and the amount
 * before VAT is what is left, so net + vat is always exactly the total.
 */
import { assertSatang, type Satang } from './money';

/** The standard Thai VAT rate in basis points (7%). */
export const THAI_VAT_RATE_BP = 700;

export interface VatBreakdown {
  /** The amount before VAT (satang). */
  net: Satang;
  /** The VAT included in the total (satang). */
  vat: Satang;
  /** The VAT-inclusive total (satang), as given. */
  total: Satang;
}

/** Splits a VAT-inclusive total: vat = round(total × rate / (10000 + rate)), net = total − vat. */
export function vatIncluded(total: Satang, rateBp: number = THAI_VAT_RATE_BP): VatBreakdown {
  assertSatang(total);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new RangeError(`VAT rate must be 0..10000 basis points, got ${rateBp}`);
  if (total < 0) throw new RangeError(`a VAT-inclusive total cannot be negative, got ${total}`);
  // BigInt keeps the product exact for any safe-integer total (total × rate passes 2^53 past ~1.3e12 satang).
  const num = BigInt(total) * BigInt(rateBp);
  const den = BigInt(10_000 + rateBp);
  const vat = Number((num * 2n + den) / (den * 2n)); // round half up
  return { net: total - vat, vat, total };
}

/** "7" for 700 basis points, "7.5" for 750: the rate as a receipt prints it. */
export const vatRatePercent = (rateBp: number): string => String(rateBp / 100);
