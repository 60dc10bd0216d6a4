import { describe, expect, it } from 'vitest';
import { composeDiy, DiyError, diyChoiceSchema, diySummary, type DiyOption } from './sim-diy';

const o = (id: string, kind: DiyOption['kind'], price: number, en = id): DiyOption => ({
  id,
  kind,
  label: { th: `ไทย ${en}`, en },
  price,
  data_gb: null,
  speed_mbps: null,
  call_minutes: null,
});
const OPTIONS = [
  o('base', 'base', 9_900),
  o('data-30', 'data', 20_000, '30GB'),
  o('data-unl', 'data', 45_000, 'Unlimited'),
  o('calls-300', 'calls', 10_000, '300 min'),
  o('x-tv', 'extra', 9_900, 'TV'),
  o('x-roam', 'extra', 14_900, 'Roaming'),
];

describe('composeDiy', () => {
  it('adds the base, data, calls and extras in satang', () => {
    const pkg = composeDiy(OPTIONS, diyChoiceSchema.parse({ data: 'data-30', calls: 'calls-300', extras: ['x-tv', 'x-roam'] }));
    expect(pkg.monthly_price).toBe(9_900 + 20_000 + 10_000 + 9_900 + 14_900);
    expect(pkg.parts.map((p) => p.id)).toEqual(['base', 'data-30', 'calls-300', 'x-tv', 'x-roam']);
    expect(diySummary(pkg, 'en')).toBe('30GB · 300 min · TV · Roaming');
    expect(composeDiy(OPTIONS, diyChoiceSchema.parse({ data: 'data-unl', calls: 'calls-300' })).monthly_price).toBe(64_900);
  });

  it('refuses an unknown option, a wrong kind, an extra twice and a missing base', () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return (e as DiyError).code;
      }
      return null;
    };
    expect(code(() => composeDiy(OPTIONS, { data: 'nope', calls: 'calls-300', extras: [] }))).toBe('diy_option_unknown');
    expect(code(() => composeDiy(OPTIONS, { data: 'calls-300', calls: 'calls-300', extras: [] }))).toBe('diy_option_kind');
    expect(code(() => composeDiy(OPTIONS, { data: 'data-30', calls: 'calls-300', extras: ['data-unl'] }))).toBe('diy_option_kind');
    expect(code(() => composeDiy(OPTIONS, { data: 'data-30', calls: 'calls-300', extras: ['x-tv', 'x-tv'] }))).toBe('diy_extra_duplicate');
    expect(code(() => composeDiy(OPTIONS.slice(1), { data: 'data-30', calls: 'calls-300', extras: [] }))).toBe('diy_base_missing');
    expect(diyChoiceSchema.safeParse({ data: 'a', calls: 'b', extras: Array.from({ length: 7 }, (_, i) => `x${i}`) }).success).toBe(false);
  });

  it('keeps money exact: no fractions of a satang', () => {
    expect(() => composeDiy([...OPTIONS.slice(0, 1), { ...OPTIONS[1], price: 0.5 }, OPTIONS[3]], { data: 'data-30', calls: 'calls-300', extras: [] })).toThrow(RangeError);
  });
});
