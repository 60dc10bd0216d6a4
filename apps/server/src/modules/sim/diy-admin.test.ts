import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { ORIGIN } from '../../test/sign-in';
import { signedInStaff } from '../../test/staff';
import { auditLog } from '../staff/tables';
import { simDiyOptions } from './tables';

describe.each(databaseKinds)('console SIM DIY options on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let merchandiser: Awaited<ReturnType<typeof signedInStaff>>;
  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    merchandiser = await signedInStaff(ctx.app, ['merchandiser']);
    editor = await signedInStaff(ctx.app, ['content_editor']);
  }, 240_000);
  afterAll(() => ctx.close());
  const row = async (id: string) => (await ctx.database.db.select().from(simDiyOptions).where(eq(simDiyOptions.id, id)))[0];
  const shop = async () => (await ctx.app.inject({ method: 'GET', url: '/api/sim/diy' })).json().data as { options: { id: string; price: number }[] };

  it('pages options by cursor and filters them by kind and state', async () => {
    const first = (await merchandiser.call('GET', '/admin/sim-diy-options?limit=3')).json().data;
    expect(first.items).toHaveLength(3);
    expect(first.next_cursor).toBe(first.items[2].id);
    const next = (await merchandiser.call('GET', `/admin/sim-diy-options?limit=3&cursor=${first.next_cursor}`)).json().data;
    expect(next.items[0].id > first.items[2].id).toBe(true);
    const data = (await merchandiser.call('GET', '/admin/sim-diy-options?kind=data&limit=200')).json().data;
    expect(data.items.length).toBeGreaterThan(1);
    expect(data.items.every((o: { kind: string }) => o.kind === 'data')).toBe(true);
    expect(data.next_cursor).toBeNull();
    expect((await merchandiser.call('GET', '/admin/sim-diy-options/data-30gb')).json().data).toMatchObject({ id: 'data-30gb', kind: 'data', active: true });
    expect((await merchandiser.call('GET', '/admin/sim-diy-options/nope')).json().error.code).toBe('diy_option_not_found');
    expect((await merchandiser.call('GET', '/admin/sim-diy-options?kind=voice')).statusCode).toBe(400);
  });

  it('a price change prices the next DIY page and quote; switching off takes it off the page; audited', async () => {
    const before = await row('data-30gb');
    const res = await merchandiser.call('PATCH', '/admin/sim-diy-options/data-30gb', { price: 23_400, label: { th: 'เน็ต 30GB พิเศษ', en: '30GB data plus' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: 'data-30gb', price: 23_400, label: { en: '30GB data plus' } });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/sim/diy' });
    expect(page.headers['cache-control']).toBe('public, no-cache');
    expect(page.json().data.options.find((o: { id: string }) => o.id === 'data-30gb').price).toBe(23_400);
    const quote = await ctx.app.inject({ method: 'POST', url: '/api/sim/diy/quote', payload: { data: 'data-30gb', calls: 'calls-100' }, headers: { origin: ORIGIN } });
    expect(quote.statusCode, quote.body).toBe(200);
    const base = (await row('base')).price;
    const calls = (await row('calls-100')).price;
    expect(quote.json().data.monthly_price).toBe(base + 23_400 + calls);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'sim_diy_option'), eq(auditLog.objectId, 'data-30gb')));
    expect(entry).toMatchObject({ action: 'sim_diy_options.change', actor: expect.stringContaining(merchandiser.email) });
    expect(entry.before).toMatchObject({ price: before.price });
    expect(entry.after).toMatchObject({ price: 23_400 });

    expect((await merchandiser.call('PATCH', '/admin/sim-diy-options/extra-tv', { active: false })).statusCode).toBe(200);
    expect((await shop()).options.map((o) => o.id)).not.toContain('extra-tv');
    expect((await merchandiser.call('GET', '/admin/sim-diy-options?active=false')).json().data.items.map((o: { id: string }) => o.id)).toContain('extra-tv');
    expect((await merchandiser.call('PATCH', '/admin/sim-diy-options/extra-tv', { active: true })).statusCode).toBe(200);
    expect((await shop()).options.map((o) => o.id)).toContain('extra-tv');
  });

  it('refuses bad changes with a clear error and changes nothing', async () => {
    const before = await row('data-10gb');
    const noSize = await merchandiser.call('PATCH', '/admin/sim-diy-options/data-10gb', { data_gb: null, speed_mbps: null });
    expect(noSize.statusCode).toBe(422);
    expect(noSize.json().error.code).toBe('diy_option_invalid');
    expect(await row('data-10gb')).toEqual(before);
    const base = await merchandiser.call('PATCH', '/admin/sim-diy-options/base', { active: false });
    expect(base.statusCode).toBe(422);
    expect(base.json().error.code).toBe('diy_option_last_of_kind');
    expect((await row('base')).active).toBe(true);
    for (const body of [{}, { price: -1 }, { price: 1.5 }, { label: { th: '', en: 'x' } }, { kind: 'extra' }, { sort: 2 ** 31 }, { data_gb: 'lots' }]) {
      const res = await merchandiser.call('PATCH', '/admin/sim-diy-options/data-10gb', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await row('data-10gb')).toEqual(before);
    expect((await merchandiser.call('PATCH', '/admin/sim-diy-options/nope', { price: 1 })).statusCode).toBe(404);
  });

  it('a role without catalog.manage gets 403 and nothing changes', async () => {
    const before = await row('calls-300');
    expect((await editor.call('GET', '/admin/sim-diy-options')).statusCode).toBe(403);
    expect((await editor.call('GET', '/admin/sim-diy-options/calls-300')).statusCode).toBe(403);
    const res = await editor.call('PATCH', '/admin/sim-diy-options/calls-300', { price: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('permission_denied');
    expect(await row('calls-300')).toEqual(before);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/sim-diy-options' })).statusCode).toBe(401);
  });

  describe('creating an option', () => {
    const data = { id: 'data-150gb', kind: 'data', label: { th: 'เน็ต 150GB', en: '150GB data' }, price: 49_000, data_gb: 150 };

    it('answers 201 with the option as GET /:id shows it; the DIY page and quote offer it on the next request; audited with after', async () => {
      const res = await merchandiser.call('POST', '/admin/sim-diy-options', data);
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json().data;
      expect(created).toEqual({ ...data, speed_mbps: null, call_minutes: null, active: true, sort: created.sort });
      expect((await merchandiser.call('GET', '/admin/sim-diy-options/data-150gb')).json().data).toEqual(created);
      // Without a shelf order it goes to the end of the shelf.
      const all = (await merchandiser.call('GET', '/admin/sim-diy-options?limit=200')).json().data.items as { id: string; sort: number }[];
      expect(Math.max(...all.filter((o) => o.id !== 'data-150gb').map((o) => o.sort))).toBe(created.sort - 1);

      const page = (await shop()).options;
      expect(page.find((o) => o.id === 'data-150gb')).toMatchObject({ price: 49_000 });
      expect(page.at(-1)?.id).toBe('data-150gb');
      const quote = await ctx.app.inject({ method: 'POST', url: '/api/sim/diy/quote', payload: { data: 'data-150gb', calls: 'calls-100' }, headers: { origin: ORIGIN } });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json().data.monthly_price).toBe((await row('base')).price + 49_000 + (await row('calls-100')).price);

      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'sim_diy_option'), eq(auditLog.objectId, 'data-150gb')));
      expect(entry).toMatchObject({ action: 'sim_diy_options.create', actor: expect.stringContaining(merchandiser.email), before: null, after: created });
    });

    it('creates an unlimited calls option, an extra switched off and a base fee switched off with their shelf order', async () => {
      const calls = await merchandiser.call('POST', '/admin/sim-diy-options', {
        id: 'calls-unl-5g',
        kind: 'calls',
        label: { th: 'โทรไม่อั้น 5G', en: 'Unlimited 5G calls' },
        price: 30_000,
        sort: 7,
      });
      expect(calls.statusCode, calls.body).toBe(201);
      expect(calls.json().data).toMatchObject({ call_minutes: null, sort: 7, active: true });
      const extra = await merchandiser.call('POST', '/admin/sim-diy-options', {
        id: 'extra-music',
        kind: 'extra',
        label: { th: 'ฟังเพลง', en: 'Music' },
        price: 3_900,
        active: false,
      });
      expect(extra.statusCode, extra.body).toBe(201);
      expect((await shop()).options.map((o) => o.id)).not.toContain('extra-music');
      const base = await merchandiser.call('POST', '/admin/sim-diy-options', {
        id: 'base-2027',
        kind: 'base',
        label: { th: 'ค่าบริการ 2570', en: 'Base fee 2027' },
        price: 12_900,
        active: false,
      });
      expect(base.statusCode, base.body).toBe(201);
      expect((await row('base-2027')).active).toBe(false);
    });

    it('refuses a taken code (409), what the kind cannot have or a second active base fee (422) and bad input (400); nothing is written', async () => {
      const count = async () => (await ctx.database.db.select().from(simDiyOptions)).length;
      const before = await count();
      const taken = await merchandiser.call('POST', '/admin/sim-diy-options', { ...data, id: 'data-30gb', price: 1 });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('diy_option_exists');
      expect((await row('data-30gb')).price).not.toBe(1);
      for (const body of [
        { ...data, id: 'data-none', data_gb: null },
        { ...data, id: 'calls-gb', kind: 'calls', call_minutes: 100 },
        { ...data, id: 'extra-min', kind: 'extra', data_gb: null, call_minutes: 60 },
        { id: 'base-two', kind: 'base', label: { th: 'ฐาน', en: 'Base' }, price: 100 },
      ]) {
        const res = await merchandiser.call('POST', '/admin/sim-diy-options', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().error.code).toBe('diy_option_invalid');
      }
      for (const body of [
        {},
        { ...data, id: undefined },
        { ...data, id: 'Data-X' },
        { ...data, id: 'a b' },
        { ...data, id: 'x'.repeat(41) },
        { ...data, id: 'nul\u0000' },
        { ...data, id: 'data-new', kind: 'voice' },
        { ...data, id: 'data-new', price: -1 },
        { ...data, id: 'data-new', price: 2 ** 31 },
        { ...data, id: 'data-new', data_gb: 1e300 },
        { ...data, id: 'data-new', sort: 2 ** 53 },
        { ...data, id: 'data-new', label: { th: 'a\u0000b', en: 'x' } },
        { ...data, id: 'data-new', label: { th: '', en: 'x' } },
        { ...data, id: 'data-new', used: 1 },
      ]) {
        const res = await merchandiser.call('POST', '/admin/sim-diy-options', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await count()).toBe(before);
    });

    it('a role without catalog.manage gets 403 and nothing is written', async () => {
      const res = await editor.call('POST', '/admin/sim-diy-options', { ...data, id: 'data-editor' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('permission_denied');
      expect(await row('data-editor')).toBeUndefined();
      expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/sim-diy-options', payload: { ...data, id: 'data-anon' }, headers: { origin: ORIGIN } })).statusCode).toBe(
        401,
      );
      expect(await row('data-anon')).toBeUndefined();
    });
  });
});
