import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configDefaults } from '@store/domain/config';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signedInStaff } from '../../test/staff';

describe.each(databaseKinds)('console configuration (versions, revert) on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await signedInStaff(ctx.app, ['admin']);
    editor = await signedInStaff(ctx.app, ['content_editor']);
  });
  afterAll(() => ctx.close());

  it('lists every config object with version 0 before any change', async () => {
    const res = await admin.call('GET', '/admin/config');
    expect(res.statusCode).toBe(200);
    const coupon = res.json().data.find((c: { key: string }) => c.key === 'coupon');
    expect(coupon).toMatchObject({ id: 'coupon', overridden: false, version: 0, updated_by: null });
  });

  it('a set is validated, versioned with who changed it, audited, and a revert is a new version', async () => {
    const bad = await admin.call('PUT', '/admin/config/coupon', { value: { sync: 'yes', sync_limit: -1, script_sync_time: 4 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('config_invalid');
    expect((await admin.call('GET', '/admin/config/coupon/versions')).json().data).toEqual([]);

    const first = await admin.call('PUT', '/admin/config/coupon', { value: { sync: false, sync_limit: 7, script_sync_time: 4 } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ key: 'coupon', value: { sync: false, sync_limit: 7, script_sync_time: 4 }, default: configDefaults.coupon, version: 1 });
    const second = await admin.call('PUT', '/admin/config/coupon', { value: { sync: true, sync_limit: 9, script_sync_time: 2 } });
    expect(second.json().data.version).toBe(2);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config/coupon' })).json().data).toEqual({ sync: true, sync_limit: 9, script_sync_time: 2 });

    const versions = (await admin.call('GET', '/admin/config/coupon/versions')).json().data;
    expect(versions.map((v: { version: number; action: string }) => [v.version, v.action])).toEqual([
      [2, 'set'],
      [1, 'set'],
    ]);
    expect(versions[0].changed_by).toBe(admin.email);

    const reverted = await admin.call('POST', '/admin/config/coupon/versions/1/revert');
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json().data).toMatchObject({ value: { sync: false, sync_limit: 7, script_sync_time: 4 }, version: 3 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config/coupon' })).json().data).toEqual({ sync: false, sync_limit: 7, script_sync_time: 4 });
    const after = (await admin.call('GET', '/admin/config/coupon/versions')).json().data;
    expect(after[0]).toMatchObject({ version: 3, action: 'revert', reverted_from: 1 });

    const toDefault = await admin.call('POST', '/admin/config/coupon/versions/0/revert');
    expect(toDefault.json().data).toMatchObject({ value: configDefaults.coupon, version: 4 });
    expect((await admin.call('GET', '/admin/config')).json().data.find((c: { key: string }) => c.key === 'coupon')).toMatchObject({ overridden: false, version: 4 });

    const missing = await admin.call('POST', '/admin/config/coupon/versions/99/revert');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('config_version_not_found');

    const audit = (await admin.call('GET', '/staff/audit?object_type=config&object_id=coupon')).json().data.entries;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['config.revert', 'config.revert', 'config.set', 'config.set']);
  });

  it('the old operator PUT and DELETE are versioned too', async () => {
    expect((await admin.call('PUT', '/config/zodiac', { toggle: false })).statusCode).toBe(200);
    expect((await admin.call('DELETE', '/config/zodiac')).statusCode).toBe(200);
    const versions = (await admin.call('GET', '/admin/config/zodiac/versions')).json().data;
    expect(versions.map((v: { action: string; value: unknown }) => [v.action, v.value])).toEqual([
      ['reset', null],
      ['set', { toggle: false }],
    ]);
  });

  it('refuses a role without config.write (403, nothing changes) and a caller not signed in (401)', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/config', undefined],
      ['GET', '/admin/config/coupon', undefined],
      ['GET', '/admin/config/coupon/versions', undefined],
      ['PUT', '/admin/config/coupon', { value: { sync: false, sync_limit: 1, script_sync_time: 1 } }],
      ['POST', '/admin/config/coupon/versions/1/revert', undefined],
    ] as const) {
      const res = await editor.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('permission_denied');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/config' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config/coupon' })).json().data).toEqual(configDefaults.coupon);
    expect((await admin.call('GET', '/admin/config/coupon/versions')).json().data).toHaveLength(4);
  });
});
