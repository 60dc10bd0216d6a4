import { describe, expect, it } from 'vitest';
import { classifyNumber, NUMBER_CLASS_PRICES } from './msisdn';
import { matchesNumberQuery, numberSearchQuerySchema, patternToLike, positionPatternSchema } from './number-search';

const parse = (q: Record<string, string>) => numberSearchQuerySchema.safeParse(q);

describe('numberSearchQuerySchema', () => {
  it('accepts an empty query with the default page size', () => {
    expect(parse({})).toMatchObject({ success: true, data: { limit: 20 } });
  });

  it('parses every filter', () => {
    const r = parse({
      contains: '99',
      starts: '081',
      ends: '9999',
      pattern: '08X-xxx-9999',
      sum: '45',
      fav: '9,1,9',
      avoid: '0,4',
      class: 'lucky_gold,lucky9999',
      price_min: '0',
      price_max: '1000000',
      cursor: '0812345678',
      limit: '50',
    });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({
      contains: '99',
      starts: '081',
      ends: '9999',
      pattern: '08xxxx9999',
      sum: 45,
      fav: [1, 9],
      avoid: [0, 4],
      class: ['lucky_gold', 'lucky9999'],
      price_min: 0,
      price_max: 1_000_000,
      cursor: '0812345678',
      limit: 50,
    });
  });

  it.each([
    [{ contains: '9a' }, 'contains'],
    [{ contains: '' }, 'contains'],
    [{ contains: '12345678901' }, 'contains'],
    [{ starts: '07' }, 'starts'],
    [{ starts: '81' }, 'starts'],
    [{ ends: '123456789' }, 'ends'],
    [{ pattern: '08x-xxx-999' }, 'pattern'],
    [{ pattern: '07x-xxx-9999' }, 'pattern'],
    [{ pattern: '08y-xxx-9999' }, 'pattern'],
    [{ sum: '91' }, 'sum'],
    [{ sum: '-1' }, 'sum'],
    [{ sum: '4.5' }, 'sum'],
    [{ fav: '1,,2' }, 'fav'],
    [{ fav: '12' }, 'fav'],
    [{ class: 'platinum' }, 'class'],
    [{ price_min: '-1' }, 'price_min'],
    [{ cursor: '081' }, 'cursor'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '61' }, 'limit'],
  ])('rejects %j', (q, path) => {
    const r = parse(q as Record<string, string>);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].path[0]).toBe(path);
  });

  it('rejects a digit both favoured and avoided', () => {
    const r = parse({ fav: '1,9', avoid: '9' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe('fav_avoid_overlap');
  });

  it('rejects a price range upside down', () => {
    const r = parse({ price_min: '500', price_max: '100' });
    expect(r.error!.issues[0].message).toBe('price_range_invalid');
  });
});

describe('positionPatternSchema and patternToLike', () => {
  it.each([
    ['08x-xxx-9999', '08xxxx9999', '08____9999'],
    ['XXX XXX 1234', 'xxxxxx1234', '______1234'],
    ['0812345678', '0812345678', '0812345678'],
    ['xxxxxxxxxx', 'xxxxxxxxxx', '__________'],
  ])('%s -> %s -> %s', (input, normal, like) => {
    const parsed = positionPatternSchema.parse(input);
    expect(parsed).toBe(normal);
    expect(patternToLike(parsed)).toBe(like);
  });
});

describe('matchesNumberQuery', () => {
  const n = '0812349999';
  const price = NUMBER_CLASS_PRICES[classifyNumber(n)];
  const m = (q: Record<string, string>) => matchesNumberQuery(numberSearchQuerySchema.parse(q), n, price);

  it.each([
    [{}, true],
    [{ contains: '2349' }, true],
    [{ contains: '2350' }, false],
    [{ starts: '081' }, true],
    [{ starts: '089' }, false],
    [{ ends: '9999' }, true],
    [{ ends: '8999' }, false],
    [{ pattern: '08x-xxx-9999' }, true],
    [{ pattern: '08x-xx5-9999' }, false],
    [{ sum: '54' }, true],
    [{ sum: '55' }, false],
    [{ fav: '1,2,9' }, true],
    [{ fav: '5' }, false],
    [{ avoid: '0,5' }, true], // the 0 of the prefix does not count
    [{ avoid: '4' }, false],
    [{ class: 'lucky9999' }, true],
    [{ class: 'normal,lucky_gold' }, false],
    [{ price_min: '999900', price_max: '999900' }, true],
    [{ price_max: '999899' }, false],
    [{ starts: '081', ends: '99', sum: '54', class: 'lucky9999' }, true],
    [{ starts: '081', ends: '99', sum: '55' }, false],
  ])('%j -> %s', (q, expected) => expect(m(q as Record<string, string>)).toBe(expected));
});
