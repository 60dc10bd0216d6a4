import { describe, expect, it } from 'vitest';
import { lineFortune } from './order';

describe('order lines', () => {
  it("reads a fortune number's grade and group from its sim_meta in the page's language", () => {
    const meta = {
      number: '0812345678',
      berfuntong: { grade: 'A+', group_title: { th: 'เบอร์การเงิน', en: 'Wealth numbers' }, subgroup_title: { th: 'มหาเศรษฐี', en: 'Great wealth' } },
    };
    expect(lineFortune(meta, 'th')).toEqual({ grade: 'A+', group: 'เบอร์การเงิน', subgroup: 'มหาเศรษฐี' });
    expect(lineFortune(meta, 'en')).toEqual({ grade: 'A+', group: 'Wealth numbers', subgroup: 'Great wealth' });
    expect(lineFortune({ number: '0812345678', berfuntong: null }, 'th')).toBeNull();
    expect(lineFortune(null, 'en')).toBeNull();
  });
});
