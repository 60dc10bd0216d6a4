import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, configDefaults, configSchemas, isConfigKey, parseConfigValue, type ConfigKey } from './config';
import { searchHref, searchRoute } from './search';

describe('config defaults', () => {
  it('has a default for every schema and no default without a schema', () => {
    expect(Object.keys(configDefaults).sort()).toEqual(Object.keys(configSchemas).sort());
    expect([...CONFIG_KEYS].sort()).toEqual(Object.keys(configSchemas).sort());
  });

  it.each(CONFIG_KEYS)('the default of %s validates against its schema unchanged', (key) => {
    const parsed = configSchemas[key].safeParse(configDefaults[key]);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toEqual(configDefaults[key]);
  });

  it('covers every config object of spec 3', () => {
    const spec: ConfigKey[] = [
      'swb',
      'zodiac',
      'offline_zodiac',
      'vhora_mahachoke',
      'coupon',
      'ekyc_mobile',
      'tol_bypass_ekyc',
      'verify',
      'sim_only',
      'vhora_god',
      'lucky9999',
      'berfuntong_zodiac',
      'berfuntong_zodiac_offline',
      'berfuntong_high_tier',
      'disable_lowtier',
      'toggle_feature',
      'text_promotion_banner',
      'check_aging',
      'new_identity_sdk',
      'search',
      'search_result_page',
      'offline_stock',
      'shop',
      'sim_postpaid_pickup_only',
    ];
    for (const key of spec) expect(CONFIG_KEYS).toContain(key);
  });

  it('keeps the field names of spec 3', () => {
    expect(Object.keys(configDefaults.swb).sort()).toEqual(['redirect_nas_codes', 'redirect_not_found_list', 'redirect_to', 'redirect_white_list', 'toggle']);
    expect(Object.keys(configDefaults.coupon).sort()).toEqual(['script_sync_time', 'sync', 'sync_limit']);
    expect(Object.keys(configDefaults.tol_bypass_ekyc).sort()).toEqual(['is_transaction_expire', 'transaction_ttl']);
    expect(Object.keys(configDefaults.search).sort()).toEqual(['name', 'path']);
    expect(configDefaults.toggle_feature).toHaveProperty('menu_middle_bar');
    expect(configDefaults.offline_stock).toHaveProperty('enable_two_steps');
    expect(configDefaults.shop).toHaveProperty('hide_menu');
  });

  it('extends check_aging with min_months (issue 15), on by default, and reads an override stored before it', () => {
    expect(configDefaults.check_aging).toEqual({ toggle: true, min_months: 3 });
    expect(parseConfigValue('check_aging', { toggle: false })).toEqual({ toggle: false, min_months: 3 });
    expect(parseConfigValue('check_aging', { toggle: true, min_months: 6 })).toEqual({ toggle: true, min_months: 6 });
    expect(configSchemas.check_aging.safeParse({ toggle: true, min_months: -1 }).success).toBe(false);
  });
});

describe('isConfigKey', () => {
  it('knows the keys', () => {
    expect(isConfigKey('coupon')).toBe(true);
    expect(isConfigKey('swb')).toBe(true);
  });

  it.each(['nope', 'Coupon', '', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])('refuses %j', (key) => {
    expect(isConfigKey(key)).toBe(false);
  });
});

describe('parseConfigValue', () => {
  it('returns a valid value', () => {
    expect(parseConfigValue('coupon', { sync: false, sync_limit: 5, script_sync_time: 2 })).toEqual({ sync: false, sync_limit: 5, script_sync_time: 2 });
  });

  it('drops fields the schema does not know', () => {
    expect(parseConfigValue('zodiac', { toggle: true, extra: 1 })).toEqual({ toggle: true });
  });

  it.each<[ConfigKey, unknown]>([
    ['zodiac', { toggle: 'yes' }],
    ['zodiac', {}],
    ['zodiac', true],
    ['zodiac', null],
    ['coupon', { sync: true, sync_limit: -1, script_sync_time: 4 }],
    ['coupon', { sync: true, sync_limit: 1.5, script_sync_time: 4 }],
    ['coupon', { sync: true, sync_limit: 3 }],
    ['tol_bypass_ekyc', { is_transaction_expire: true, transaction_ttl: -1 }],
    ['postpaid_hold', { minutes: 0 }],
    ['postpaid_hold', { minutes: 24 * 60 + 1 }],
    ['store', { ...configDefaults.store, call_centre: '12' }],
    ['store', { ...configDefaults.store, chat_url: 'not a url' }],
    ['store', { ...configDefaults.store, social: [{ name: 'myspace', url: 'https://myspace.com/x' }] }],
    ['store', { ...configDefaults.store, name: { th: 'ร้าน' } }],
    ['swb', { ...configDefaults.swb, redirect_nas_codes: 'A1' }],
    ['search', { name: 'online-store-list' }],
    ['text_promotion_banner', { toggle: true, text: 'free delivery', link: '/' }],
  ])('rejects %s = %j', (key, value) => {
    expect(() => parseConfigValue(key, value)).toThrow();
  });

  it('names the wrong field in the error', () => {
    const result = configSchemas.coupon.safeParse({ sync: true, sync_limit: -1, script_sync_time: 4 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['sync_limit']);
  });
});

describe('searchRoute and searchHref (spec 2 search config)', () => {
  const off = { search_result_page: { toggle: false }, search: { name: 'online-store-list', path: '' } };
  const on = { search_result_page: { toggle: true }, search: { name: 'online-store-list', path: '' } };

  it('uses the configured search route when the toggle is off', () => {
    expect(searchRoute(off)).toEqual({ name: 'online-store-list', path: '' });
    expect(searchRoute({ ...off, search: { name: 'custom', path: 'list/all' } })).toEqual({ name: 'custom', path: 'list/all' });
  });

  it('uses the search-result page when the toggle is on, whatever the search config says', () => {
    expect(searchRoute(on)).toEqual({ name: 'online-store-search-result', path: 'search' });
    expect(searchRoute({ ...on, search: { name: 'custom', path: 'list/all' } })).toEqual({ name: 'online-store-search-result', path: 'search' });
  });

  it('the defaults give the store list with an empty path', () => {
    expect(searchRoute(configDefaults)).toEqual({ name: 'online-store-list', path: '' });
    expect(searchHref(configDefaults, 'iphone')).toBe('/online-store?q=iphone');
  });

  it('builds the href without a double slash when the path is empty', () => {
    expect(searchHref(off, 'galaxy s24')).toBe('/online-store?q=galaxy%20s24');
  });

  it('builds the href to the search-result page with the toggle', () => {
    expect(searchHref(on, 'galaxy s24')).toBe('/online-store/search?q=galaxy%20s24');
  });

  it('encodes Thai text and reserved characters in the query', () => {
    const href = searchHref(on, 'มือถือ & ซิม?#');
    expect(href).toBe(`/online-store/search?q=${encodeURIComponent('มือถือ & ซิม?#')}`);
    expect(new URL(href, 'https://store.example').searchParams.get('q')).toBe('มือถือ & ซิม?#');
  });
});
