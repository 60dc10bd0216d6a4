import { describe, expect, it } from 'vitest';
import { nextBangkokMidnight, pre2postReasons, type EligibilityFacts } from './pre2post';
import { monthsBetween } from './subscribers';

const eligible: EligibilityFacts = { type: 'prepaid', status: 'active', blacklisted: false, months: 24, balance: 12_300, holderMatches: true, conversionPending: false };
const rules = { checkAging: { toggle: true, min_months: 3 } };

describe('pre2postReasons', () => {
  it('qualifies an active prepaid line of the holder, old enough, owing nothing', () => {
    expect(pre2postReasons(eligible, rules)).toEqual([]);
    expect(pre2postReasons({ ...eligible, balance: 0, months: 3 }, rules)).toEqual([]);
  });

  it.each([
    [{ holderMatches: false }, { code: 'id_mismatch' }],
    [{ type: 'postpaid' as const }, { code: 'not_prepaid' }],
    [{ status: 'suspended' as const }, { code: 'suspended' }],
    [{ blacklisted: true }, { code: 'blacklisted' }],
    [{ months: 1 }, { code: 'too_new', details: { months: 1, min_months: 3 } }],
    [{ balance: -3_500 }, { code: 'balance_owed', details: { amount: 3_500 } }],
    [{ conversionPending: true }, { code: 'conversion_pending' }],
  ])('%j -> %j', (change, reason) => {
    expect(pre2postReasons({ ...eligible, ...change }, rules)).toEqual([reason]);
  });

  it('gives every reason at once, in a fixed order', () => {
    const all = pre2postReasons({ type: 'postpaid', status: 'suspended', blacklisted: true, months: 0, balance: -1, holderMatches: false, conversionPending: true }, rules).map(
      (r) => r.code,
    );
    expect(all).toEqual(['id_mismatch', 'not_prepaid', 'suspended', 'blacklisted', 'too_new', 'balance_owed', 'conversion_pending']);
  });

  it('does not check the age with check_aging off, and uses min_months', () => {
    expect(pre2postReasons({ ...eligible, months: 0 }, { checkAging: { toggle: false, min_months: 3 } })).toEqual([]);
    expect(pre2postReasons({ ...eligible, months: 5 }, { checkAging: { toggle: true, min_months: 6 } }).map((r) => r.code)).toEqual(['too_new']);
  });
});

describe('nextBangkokMidnight', () => {
  it.each([
    ['2026-11-26T03:40:00.000Z', '2026-11-26T17:00:00.000Z'], // 10:40 in Bangkok -> midnight ahead
    ['2026-11-26T16:59:59.999Z', '2026-11-26T17:00:00.000Z'],
    ['2026-11-26T17:00:00.000Z', '2026-11-27T17:00:00.000Z'], // exactly midnight -> the next one
    ['2026-12-31T18:00:00.000Z', '2027-01-01T17:00:00.000Z'],
  ])('%s -> %s', (now, next) => {
    expect(nextBangkokMidnight(new Date(now)).toISOString()).toBe(next);
  });
});

describe('monthsBetween', () => {
  it.each([
    ['2025-01-31T00:00:00Z', '2025-02-28T00:00:00Z', 0],
    ['2025-01-31T00:00:00Z', '2025-03-01T00:00:00Z', 1],
    ['2024-11-26T10:00:00Z', '2026-11-26T10:00:00Z', 24],
    ['2024-11-26T10:00:01Z', '2026-11-26T10:00:00Z', 23],
    ['2026-11-26T10:00:00Z', '2026-01-01T00:00:00Z', 0],
  ])('%s to %s is %i', (from, to, months) => {
    expect(monthsBetween(new Date(from), new Date(to))).toBe(months);
  });
});
