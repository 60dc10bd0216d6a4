import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_KEYS, configDefaults } from '@store/domain/config';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { parseArgs } from '../../cli/config-commands';
import { invalidationOf } from '../../lib/invalidation';
import { configSettings } from './tables';

const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

describe.each(databaseKinds)('config API on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('GET /api/config returns every key with its default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual([...CONFIG_KEYS].sort());
    expect(data).toEqual(configDefaults);
  });

  it('GET /api/config/:key returns one default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/tol_bypass_ekyc' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { is_transaction_expire: true, transaction_ttl: 1800 } });
  });

  it('PUT without an Authorization header or a staff session is 401', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/config/zodiac', payload: { toggle: false } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('staff_sign_in_required');
  });

  it.each([`Bearer ${TEST_OPERATOR_TOKEN}x`, 'Bearer wrong', TEST_OPERATOR_TOKEN, `Basic ${TEST_OPERATOR_TOKEN}`, 'Bearer '])(
    'PUT with Authorization %j is 401',
    async (authorization) => {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/config/zodiac', headers: { authorization }, payload: { toggle: false } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('operator_token_invalid');
      const after = await ctx.app.inject({ method: 'GET', url: '/api/config/zodiac' });
      expect(after.json().data).toEqual({ toggle: true });
    },
  );

  it('PUT merges a partial object onto the current value, and GET shows it', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/config/coupon', headers: operator, payload: { sync_limit: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sync: true, sync_limit: 5, script_sync_time: 4 });

    const second = await ctx.app.inject({ method: 'PUT', url: '/api/config/coupon', headers: operator, payload: { sync: false } });
    expect(second.json().data).toEqual({ sync: false, sync_limit: 5, script_sync_time: 4 });

    const one = await ctx.app.inject({ method: 'GET', url: '/api/config/coupon' });
    expect(one.json().data).toEqual({ sync: false, sync_limit: 5, script_sync_time: 4 });
    const all = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(all.json().data.coupon).toEqual({ sync: false, sync_limit: 5, script_sync_time: 4 });
    expect(all.json().data.zodiac).toEqual(configDefaults.zodiac);
  });

  it('PUT stores only the fields the schema knows', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/config/offline_zodiac', headers: operator, payload: { toggle: true, injected: '<script>' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ toggle: true });
  });

  it('PUT rejects an invalid value with 400 config_invalid and the issues, and keeps the old value', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/config/postpaid_hold', headers: operator, payload: { minutes: 0 } });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('config_invalid');
    expect(error.details).toEqual([expect.objectContaining({ path: 'minutes' })]);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/config/postpaid_hold' });
    expect(after.json().data).toEqual(configDefaults.postpaid_hold);
  });

  it('PUT rejects a value of the wrong type', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/config/zodiac', headers: operator, payload: { toggle: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'config_invalid', details: [{ path: 'toggle' }] });
  });

  it('PUT rejects a body that is not an object', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/config/zodiac', headers: { ...operator, 'content-type': 'application/json' }, payload: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('config_invalid');
  });

  it('DELETE resets a key to its default', async () => {
    await ctx.app.inject({ method: 'PUT', url: '/api/config/sim_only', headers: operator, payload: { toggle: false } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config/sim_only' })).json().data).toEqual({ toggle: false });

    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/config/sim_only', headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(configDefaults.sim_only);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().data.sim_only).toEqual(configDefaults.sim_only);
  });

  it('DELETE needs the operator token too', async () => {
    await ctx.app.inject({ method: 'PUT', url: '/api/config/vhora_god', headers: operator, payload: { toggle: true } });
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/config/vhora_god' });
    expect(res.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config/vhora_god' })).json().data).toEqual({ toggle: true });
  });

  it('falls back to the default when a stored override no longer validates, and ignores unknown stored keys', async () => {
    await ctx.database.db.insert(configSettings).values([
      { key: 'lucky9999', value: { toggle: 'broken' } },
      { key: 'retired_key', value: { toggle: true } },
    ]);
    // A write past the service is announced by hand, as the service does (lib/invalidation.ts).
    await invalidationOf(ctx.database.db).publish('config');
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().data;
    expect(all.lucky9999).toEqual(configDefaults.lucky9999);
    expect(all).not.toHaveProperty('retired_key');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config/lucky9999' })).json().data).toEqual(configDefaults.lucky9999);
  });

  it('seller (issue 13): a key added later takes its default on a database with older overrides, and the operator API and CLI take it', async () => {
    // A database from before the key: other overrides stored, none for seller.
    await ctx.database.db
      .insert(configSettings)
      .values({ key: 'faq', value: { display: false } })
      .onConflictDoNothing();
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().data;
    expect(all.seller).toEqual(configDefaults.seller);
    expect(configDefaults.seller).toMatchObject({ tax_id: '0105561000011', vat_rate_bp: 700, legal_name: { th: 'บริษัท ตะวัน โมบาย จำกัด' } });

    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/config/seller', headers: operator, payload: { tax_id: '0105561000012' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'config_invalid', details: [{ path: 'tax_id', message: 'tax_id_checksum' }] });
    const rate = await ctx.app.inject({ method: 'PUT', url: '/api/config/seller', headers: operator, payload: { vat_rate_bp: 7.5 } });
    expect(rate.json().error).toMatchObject({ code: 'config_invalid', details: [{ path: 'vat_rate_bp' }] });

    const ok = await ctx.app.inject({ method: 'PUT', url: '/api/config/seller', headers: operator, payload: { tax_id: '0105550123451' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ ...configDefaults.seller, tax_id: '0105550123451' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config/seller' })).json().data.tax_id).toBe('0105550123451');
    await ctx.app.inject({ method: 'DELETE', url: '/api/config/seller', headers: operator });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config/seller' })).json().data).toEqual(configDefaults.seller);

    await ctx.app.inject({ method: 'DELETE', url: '/api/config/faq', headers: operator });
    expect(parseArgs(['set', 'seller', '{"vat_rate_bp": 700}'])).toEqual({ name: 'set', key: 'seller', value: { vat_rate_bp: 700 } });
  });

  it.each([
    ['GET', '/api/config/nope'],
    ['PUT', '/api/config/nope'],
    ['DELETE', '/api/config/nope'],
    ['GET', '/api/config/toString'],
  ] as const)('%s %s (unknown key) is 400 validation_failed', async (method, url) => {
    const res = await ctx.app.inject({ method, url, headers: operator, ...(method === 'PUT' ? { payload: { toggle: true } } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details[0].path).toBe('params.key');
  });
});

describe.each(databaseKinds)('config API without OPERATOR_TOKEN on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { OPERATOR_TOKEN: undefined });
  });
  afterAll(() => ctx.close());

  it('refuses PUT and DELETE with 403 operator_api_disabled, even with a token', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/config/zodiac', headers: operator, ...(method === 'PUT' ? { payload: { toggle: false } } : {}) });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('operator_api_disabled');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config/zodiac' })).json().data).toEqual({ toggle: true });
  });

  it('still serves GET', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(configDefaults);
  });
});
