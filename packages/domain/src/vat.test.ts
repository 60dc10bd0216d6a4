import { describe, expect, it } from 'vitest';
import { THAI_VAT_RATE_BP, vatIncluded, vatRatePercent } from './vat';

describe('vatIncluded', () => {
  it('splits a 7% VAT-inclusive total into net and VAT', () => {
    expect(vatIncluded(10_700)).toEqual({ net: 10_000, vat: 700, total: 10_700 });
    expect(vatIncluded(69_900)).toEqual({ net: 65_327, vat: 4_573, total: 69_900 }); // 4572.897… -> 4573
    expect(vatIncluded(3_990_000)).toEqual({ net: 3_728_972, vat: 261_028, total: 3_990_000 });
  });

  it('handles zero and one satang', () => {
    expect(vatIncluded(0)).toEqual({ net: 0, vat: 0, total: 0 });
    expect(vatIncluded(1)).toEqual({ net: 1, vat: 0, total: 1 }); // 0.065… rounds to 0
    expect(vatIncluded(8)).toEqual({ net: 7, vat: 1, total: 8 }); // 0.523… rounds to 1
    expect(vatIncluded(7)).toEqual({ net: 7, vat: 0, total: 7 }); // 0.457… rounds to 0
  });

  it('rounds half up exactly (rate 10000 bp: half of an odd total)', () => {
    expect(vatIncluded(3, 10_000)).toEqual({ net: 1, vat: 2, total: 3 });
    expect(vatIncluded(5, 0)).toEqual({ net: 5, vat: 0, total: 5 });
  });

  it('stays exact for large totals where floating point would not', () => {
    const total = Number.MAX_SAFE_INTEGER; // 9007199254740991 satang
    const { net, vat } = vatIncluded(total);
    expect(vat).toBe(Number((BigInt(total) * 700n * 2n + 10_700n) / (10_700n * 2n)));
    expect(net + vat).toBe(total);
    expect(vatIncluded(1_000_000_000_00)).toEqual({ net: 93_457_943_925, vat: 6_542_056_075, total: 1_000_000_000_00 });
  });

  it('net + vat equals the total for every total in a range', () => {
    for (let total = 0; total < 20_000; total += 7) {
      const { net, vat } = vatIncluded(total, THAI_VAT_RATE_BP);
      expect(net + vat).toBe(total);
      expect(Math.abs(vat - (total * 700) / 10_700)).toBeLessThanOrEqual(0.5);
    }
  });

  it('refuses what is not an amount or a rate', () => {
    expect(() => vatIncluded(1.5)).toThrow(RangeError);
    expect(() => vatIncluded(-100)).toThrow(RangeError);
    expect(() => vatIncluded(100, -1)).toThrow(RangeError);
    expect(() => vatIncluded(100, 7.5)).toThrow(RangeError);
  });

  it('prints the rate', () => {
    expect(vatRatePercent(700)).toBe('7');
    expect(vatRatePercent(750)).toBe('7.5');
  });
});
