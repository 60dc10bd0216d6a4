import { describe, expect, it } from 'vitest';
import { agingMonths, agingParts, maskCardNo, maxPointsFor, pointsValue, tierAtLeast } from './loyalty-rules';
import { isThaiNationalId } from './thai-id';

const rule = { toggle: true, satang_per_point: 25, max_share_bp: 3000 };

describe('member card rules', () => {
  it('orders tiers: black has what red has, not the other way', () => {
    expect(tierAtLeast('black', 'red')).toBe(true);
    expect(tierAtLeast('black', 'black')).toBe(true);
    expect(tierAtLeast('red', 'red')).toBe(true);
    expect(tierAtLeast('red', 'black')).toBe(false);
  });

  it('counts whole months of membership, a month once its day has come', () => {
    expect(agingMonths(new Date('2024-01-15T00:00:00Z'), new Date('2024-01-14T23:00:00Z'))).toBe(0);
    expect(agingMonths(new Date('2024-01-15T00:00:00Z'), new Date('2024-02-14T00:00:00Z'))).toBe(0);
    expect(agingMonths(new Date('2024-01-15T00:00:00Z'), new Date('2024-02-15T00:00:00Z'))).toBe(1);
    expect(agingMonths(new Date('2021-11-30T00:00:00Z'), new Date('2026-11-30T00:00:00Z'))).toBe(60);
    expect(agingMonths(new Date('2030-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'))).toBe(0);
  });

  it('shows aging as years and months', () => {
    expect(agingParts(0)).toEqual({ years: 0, months: 0 });
    expect(agingParts(11)).toEqual({ years: 0, months: 11 });
    expect(agingParts(12)).toEqual({ years: 1, months: 0 });
    expect(agingParts(62)).toEqual({ years: 5, months: 2 });
  });

  it('masks the card number to its last four digits', () => {
    expect(maskCardNo('8000000001')).toBe('xxxxxx0001');
  });

  it('the seeded test IDs are valid Thai IDs', () => {
    for (const id of ['3101700888815', '3101700888823', '3101700888831', '3101700888840', '3101700888858', '3101700888866']) expect(isThaiNationalId(id)).toBe(true);
  });
});

describe('points paying part of an order', () => {
  it('values points at the configured rate', () => {
    expect(pointsValue(400, rule)).toBe(10_000);
  });

  it('caps points at the share of the total, the balance, and leaves the minimum charge', () => {
    // 1,000 baht: 30 % = 300 baht = 1,200 points.
    expect(maxPointsFor(100_000, 20_000, rule, 2_000)).toBe(1_200);
    expect(maxPointsFor(100_000, 500, rule, 2_000)).toBe(500);
    // 25 baht with 100 % share: only 5 baht may be paid, 20 baht is charged.
    expect(maxPointsFor(2_500, 20_000, { ...rule, max_share_bp: 10_000 }, 2_000)).toBe(20);
    expect(maxPointsFor(2_000, 20_000, rule, 2_000)).toBe(0);
    expect(maxPointsFor(100_000, 20_000, { ...rule, toggle: false }, 2_000)).toBe(0);
  });
});
