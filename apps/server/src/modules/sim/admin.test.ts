import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signedInStaff } from '../../test/staff';
import { auditLog } from '../staff/tables';
import { simPackages } from './tables';

describe.each(databaseKinds)('console SIM packages on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let merchandiser: Awaited<ReturnType<typeof signedInStaff>>;
  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    merchandiser = await signedInStaff(ctx.app, ['merchandiser']);
    editor = await signedInStaff(ctx.app, ['content_editor']);
  });
  afterAll(() => ctx.close());
  const row = async (id: number) => (await ctx.database.db.select().from(simPackages).where(eq(simPackages.id, id)))[0];

  it('pages packages by cursor and filters them', async () => {
    const first = (await merchandiser.call('GET', '/admin/sim-packages?limit=2')).json().data;
    expect(first.items).toHaveLength(2);
    expect(first.next_cursor).toBe(String(first.items[1].id));
    const next = (await merchandiser.call('GET', `/admin/sim-packages?limit=2&cursor=${first.next_cursor}`)).json().data;
    expect(next.items[0].id).toBeGreaterThan(first.items[1].id);
    const prepaid = (await merchandiser.call('GET', '/admin/sim-packages?sim_type=prepaid&limit=200')).json().data.items;
    expect(prepaid.length).toBeGreaterThan(0);
    expect(prepaid.every((p: { sim_type: string }) => p.sim_type === 'prepaid')).toBe(true);
    const byCode = (await merchandiser.call('GET', `/admin/sim-packages?q=${encodeURIComponent(first.items[0].nas_code)}`)).json().data.items;
    expect(byCode.map((p: { id: number }) => p.id)).toContain(first.items[0].id);
    expect((await merchandiser.call('GET', '/admin/sim-packages/999999')).json().error.code).toBe('package_not_found');
  });

  it('a price change shows in the storefront package list at once; audited', async () => {
    const [pkg] = (await merchandiser.call('GET', '/admin/sim-packages?sim_type=postpaid&status=active&section=wemall&limit=1')).json().data.items;
    const res = await merchandiser.call('PATCH', `/admin/sim-packages/${pkg.id}`, { baseline: 45_600, advance_payment: 45_600 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: pkg.id, baseline: 45_600, advance_payment: 45_600 });
    const shop = (await ctx.app.inject({ method: 'GET', url: '/api/sim/packages?sim_type=postpaid&section=wemall' })).json().data;
    expect(shop.find((p: { id: number }) => p.id === pkg.id).baseline).toBe(45_600);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'sim_package'), eq(auditLog.objectId, String(pkg.id))));
    expect(entry).toMatchObject({ action: 'sim_packages.change', actor: expect.stringContaining(merchandiser.email) });
    expect(entry.before).toMatchObject({ baseline: pkg.baseline });

    const hidden = await merchandiser.call('PATCH', `/admin/sim-packages/${pkg.id}`, { status: 'inactive' });
    expect(hidden.statusCode).toBe(200);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/sim/packages?sim_type=postpaid&section=wemall' })).json().data;
    expect(after.map((p: { id: number }) => p.id)).not.toContain(pkg.id);
    await merchandiser.call('PATCH', `/admin/sim-packages/${pkg.id}`, { status: 'active' });
  });

  it('refuses bad changes with a clear error and changes nothing', async () => {
    const [pkg] = (await merchandiser.call('GET', '/admin/sim-packages?limit=1')).json().data.items;
    const before = await row(pkg.id);
    const tooMuch = await merchandiser.call('PATCH', `/admin/sim-packages/${pkg.id}`, { advance_payment: before.baseline * Math.max(1, before.contract) + 1 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.code).toBe('package_invalid');
    for (const body of [{}, { baseline: -1 }, { baseline: 1.5 }, { name: { th: '', en: 'x' } }, { status: 'gone' }, { colour: 'red' }]) {
      const res = await merchandiser.call('PATCH', `/admin/sim-packages/${pkg.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await row(pkg.id)).toEqual(before);
  });

  it('refuses a role without catalog.manage: 403 and nothing changes', async () => {
    const [pkg] = (await merchandiser.call('GET', '/admin/sim-packages?limit=1')).json().data.items;
    const before = await row(pkg.id);
    for (const [method, url, body] of [
      ['GET', '/admin/sim-packages', undefined],
      ['GET', `/admin/sim-packages/${pkg.id}`, undefined],
      ['PATCH', `/admin/sim-packages/${pkg.id}`, { baseline: 1 }],
    ] as const) {
      const res = await editor.call(method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('permission_denied');
    }
    expect(await row(pkg.id)).toEqual(before);
  });
});
