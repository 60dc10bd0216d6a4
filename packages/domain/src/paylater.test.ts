import { describe, expect, it } from 'vitest';
import { devicePlatform, instalments, isPhone, PAYLATER_TERMS, payLaterPlans, payLaterStatusSchema } from './paylater';

describe('instalments', () => {
  it.each([
    [300_000, 3, [100_000, 100_000, 100_000]],
    [100_001, 3, [33_335, 33_333, 33_333]],
    [100_002, 3, [33_334, 33_334, 33_334]],
    [2_999_999, 10, [300_008, 299_999, 299_999, 299_999, 299_999, 299_999, 299_999, 299_999, 299_999, 299_999]],
    [5, 6, [5, 0, 0, 0, 0, 0]],
    [0, 3, [0, 0, 0]],
  ])('%i satang over %i months -> %j', (total, months, parts) => expect(instalments(total, months)).toEqual(parts));

  it('always adds up to the total, in whole satang, never differing by more than the months', () => {
    for (let total = 100_000; total < 100_000 + 5_000; total += 7) {
      for (const months of PAYLATER_TERMS) {
        const parts = instalments(total, months);
        expect(parts).toHaveLength(months);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
        expect(parts.every(Number.isInteger)).toBe(true);
        expect(parts[0] - parts[months - 1]).toBeLessThan(months);
        expect(new Set(parts.slice(1)).size).toBe(1);
      }
    }
  });

  it('refuses amounts that are not whole satang and plans that are not whole months', () => {
    expect(() => instalments(100.5, 3)).toThrow(RangeError);
    expect(() => instalments(-1, 3)).toThrow(RangeError);
    expect(() => instalments(100, 0)).toThrow(RangeError);
    expect(() => instalments(100, 2.5)).toThrow(RangeError);
  });
});

describe('plans', () => {
  it('offers 3, 6 and 10 months at 0%, each summing to the amount', () => {
    const plans = payLaterPlans(1_234_567);
    expect(plans.map((p) => p.months)).toEqual([3, 6, 10]);
    for (const p of plans) {
      expect(p.interest_rate).toBe(0);
      expect(p.instalments.reduce((s, x) => s + x, 0)).toBe(1_234_567);
      expect(p.monthly).toBe(p.instalments.at(-1));
    }
    expect(plans[2].instalments[0]).toBe(123_463);
    expect(plans[2].monthly).toBe(123_456);
  });

  it('fits the pay_later_status schema', () => {
    const status = {
      eligible: true,
      reason: null,
      platform: 'android',
      amount: 300_000,
      min_amount: 100_000,
      credit_limit: 3_000_000,
      available_credit: 3_000_000,
      plans: payLaterPlans(300_000),
    };
    expect(payLaterStatusSchema.parse(status)).toEqual(status);
    expect(() => payLaterStatusSchema.parse({ ...status, reason: 'because' })).toThrow();
  });
});

describe('devices (spec 9: phones only)', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36', 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1', 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1', 'web'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', 'web'],
    ['', 'web'],
    [undefined, 'web'],
  ] as const)('%s -> %s', (ua, platform) => {
    expect(devicePlatform(ua)).toBe(platform);
    expect(isPhone(ua)).toBe(platform !== 'web');
  });
});
