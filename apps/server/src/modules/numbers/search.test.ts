import { describe, expect, it } from 'vitest';
import { numberSearchQuerySchema } from '@store/domain/number-search';
import { gramsOf, hasRepeat, nextCandidate, placeDigits, searchPath, successor, templateOf } from './search';

const parse = (q: Record<string, string>) => numberSearchQuerySchema.parse(q);

describe('number search planning', () => {
  it('merges starts, ends and pattern into one template, or null when they contradict', () => {
    expect(templateOf({})).toBe('xxxxxxxxxx');
    expect(templateOf(parse({ starts: '081', ends: '99' }))).toBe('081xxxxx99');
    expect(templateOf(parse({ pattern: '08x-xxx-9999', ends: '999' }))).toBe('08xxxx9999');
    expect(templateOf(parse({ pattern: '08x-xxx-9999', starts: '09' }))).toBeNull();
    expect(templateOf(parse({ pattern: 'xxx-xxx-xxx1', ends: '2' }))).toBeNull();
  });

  it('finds the next number whose digits can match, skipping runs that cannot', () => {
    const avoid04 = placeDigits('xxxxxxxxxx', [0, 4]);
    expect(nextCandidate('0000000000', avoid04)).toBe('0611111111');
    expect(nextCandidate('0639999999', avoid04)).toBe('0639999999');
    expect(nextCandidate(successor('0639999999')!, avoid04)).toBe('0651111111');
    expect(nextCandidate('0699999999', avoid04)).toBe('0699999999');
    expect(nextCandidate('0700000000', avoid04)).toBe('0811111111');
    expect(nextCandidate('0999999999', avoid04)).toBe('0999999999');
    expect(nextCandidate('1000000000', avoid04)).toBeNull();
    // fixed places of a template, and a fixed place the avoided digits rule out
    expect(nextCandidate('0600000000', placeDigits('xxxxxx9999', []))).toBe('0600009999');
    expect(nextCandidate('0600010000', placeDigits('xxxxxx9999', []))).toBe('0600019999');
    expect(nextCandidate('0000000000', placeDigits('xxxxx4xxxx', [4]))).toBeNull();
    expect(successor('0899999999')).toBe('0900000000');
    expect(successor('9999999999')).toBeNull();
  });

  it('looks for a substring by its 4-digit pieces, as number_grams stores them', () => {
    expect(gramsOf('2468')).toEqual([2468]);
    expect(gramsOf('0812345')).toEqual([812, 8123, 1234, 2345]);
    expect(gramsOf('99999')).toEqual([9999]);
    expect(hasRepeat('9999')).toBe(true);
    expect(hasRepeat('12121')).toBe(true);
    expect(hasRepeat('1212')).toBe(false);
    expect(hasRepeat('123456')).toBe(false);
  });

  it('chooses a path by the shape of the query', () => {
    const path = (q: Record<string, string>) => searchPath(parse(q));
    expect(path({})).toBe('walk');
    expect(path({ starts: '081' })).toBe('walk');
    expect(path({ ends: '9999' })).toBe('last4');
    expect(path({ ends: '168' })).toBe('last4');
    expect(path({ ends: '88' })).toBe('walk');
    expect(path({ pattern: '08x-xxx-9999' })).toBe('last4');
    expect(path({ pattern: 'xxx-xxx-x5x5' })).toBe('walk');
    expect(path({ pattern: 'xxx-x12-34xx' })).toBe('grams');
    expect(path({ pattern: 'xxx-x99-99xx' })).toBe('walk');
    expect(path({ starts: '0812345', ends: '678' })).toBe('walk'); // the prefix leaves 1,000 numbers
    expect(path({ contains: '2468' })).toBe('grams');
    expect(path({ contains: '9999' })).toBe('walk+grams');
    expect(path({ contains: '99999' })).toBe('grams');
    expect(path({ contains: '12121' })).toBe('grams');
    expect(path({ contains: '789' })).toBe('walk');
    expect(path({ contains: '55' })).toBe('walk');
    expect(path({ sum: '45' })).toBe('planner');
    expect(path({ price_min: '900000' })).toBe('planner');
    expect(path({ class: 'lucky9999' })).toBe('planner');
    expect(path({ class: 'lucky_gold,lucky9999' })).toBe('classes');
    expect(path({ class: 'normal,lucky9999' })).toBe('walk');
    expect(path({ fav: '1,9', avoid: '0' })).toBe('walk');
    expect(path({ starts: '081', pattern: '09x-xxx-xxxx' })).toBe('none');
  });
});
