import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAddress } from '@store/domain/address-rules';
import { createTestApp, databaseKinds } from '../../test/databases';
import { ORIGIN, signUp } from '../../test/sign-in';
import { seedGeography } from './geography-seed';
import { geoDistricts, geoProvinces, geoSubdistricts, userAddresses } from './tables';

describe.each(databaseKinds)('Thai addresses on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let alice: { userId: string; cookie: string };
  let bob: { userId: string; cookie: string };
  let khlongToei: number; // a subdistrict of postcode 10110
  let chiangMai: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const a = await signUp(ctx.app, { name: 'Alice', login: 'alice@example.com' });
    const b = await signUp(ctx.app, { name: 'Bob', login: 'bob@example.com' });
    alice = { userId: a.userId, cookie: a.jar.header() };
    bob = { userId: b.userId, cookie: b.jar.header() };
    const [kt] = await ctx.database.db.select().from(geoSubdistricts).where(eq(geoSubdistricts.nameEn, 'Khlong Toei'));
    const [cm] = await ctx.database.db
      .select()
      .from(geoSubdistricts)
      .where(and(eq(geoSubdistricts.nameEn, 'Si Phum'), eq(geoSubdistricts.postcode, '50200')));
    khlongToei = kt.id;
    chiangMai = cm.id;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, cookie: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${path}`, headers: { cookie, origin: ORIGIN }, payload });
  const input = (over: object = {}) => ({ recipient_name: 'Alice Smith', phone: '0812345678', address_line: '99/1 Sukhumvit Rd', subdistrict_id: khlongToei, ...over });
  const rowsOf = (userId: string) => ctx.database.db.select().from(userAddresses).where(eq(userAddresses.userId, userId)).orderBy(userAddresses.id);

  describe('the dataset', () => {
    it('holds 77 provinces, 928 districts and 7,436 subdistricts, and loads only once', async () => {
      const db = ctx.database.db;
      const n = async (table: typeof geoProvinces | typeof geoDistricts | typeof geoSubdistricts) => (await db.select({ n: count() }).from(table))[0].n;
      expect([await n(geoProvinces), await n(geoDistricts), await n(geoSubdistricts)]).toEqual([77, 928, 7436]);
      expect(await seedGeography(db)).toBe(0);
    });

    it('typing a postcode returns every subdistrict/district/province of it, in both languages', async () => {
      const res = await ctx.app.inject({ url: '/api/address/suggestion/postcode?q=10110&lang=en' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as {
        postcode: string;
        label: string;
        province: { th: string; en: string };
        district: { en: string };
        subdistrict: { en: string; th: string };
      }[];
      expect(data.length).toBeGreaterThanOrEqual(6);
      expect(data.every((s) => s.postcode === '10110' && s.province.en === 'Bangkok' && s.province.th === 'กรุงเทพมหานคร')).toBe(true);
      expect(data.map((s) => s.subdistrict.en)).toContain('Khlong Toei');
      expect(data.find((s) => s.subdistrict.en === 'Khlong Toei')!.subdistrict.th).toBe('คลองเตย');
      expect(data[0].label).toMatch(/^10110 .*Bangkok$/);
      const th = (await ctx.app.inject({ url: '/api/address/suggestion/postcode?q=10110&lang=th' })).json().data;
      expect(th[0].label).toMatch(/กรุงเทพมหานคร$/);
      // A prefix narrows down; something that is not a postcode finds nothing.
      expect((await ctx.app.inject({ url: '/api/address/suggestion/postcode?q=501' })).json().data.every((s: { postcode: string }) => s.postcode.startsWith('501'))).toBe(true);
      expect((await ctx.app.inject({ url: '/api/address/suggestion/postcode?q=abc' })).json().data).toEqual([]);
    });

    it('suggests provinces, districts of a province and subdistricts of a district, by name in Thai or English', async () => {
      const provinces = (await ctx.app.inject({ url: '/api/address/suggestion/province' })).json().data;
      expect(provinces).toHaveLength(77);
      const cm = (await ctx.app.inject({ url: '/api/address/suggestion/province?q=chiang%20m&lang=en' })).json().data;
      expect(cm.map((p: { label: string }) => p.label)).toEqual(['Chiang Mai']);
      const cmTh = (await ctx.app.inject({ url: `/api/address/suggestion/province?q=${encodeURIComponent('เชียงใ')}` })).json().data;
      expect(cmTh.map((p: { label: string }) => p.label)).toEqual(['เชียงใหม่']);
      const districts = (await ctx.app.inject({ url: `/api/address/suggestion/district?province_id=${cm[0].id}` })).json().data;
      expect(districts.length).toBe(25);
      const mueang = districts.find((d: { district: { en: string } }) => d.district.en === 'Mueang Chiang Mai');
      const subs = (await ctx.app.inject({ url: `/api/address/suggestion/subdistrict?district_id=${mueang.id}&lang=en` })).json().data;
      expect(subs.map((s: { subdistrict: { en: string } }) => s.subdistrict.en)).toContain('Si Phum');
      expect(subs.every((s: { postcode: string }) => /^\d{5}$/.test(s.postcode))).toBe(true);
    });

    it('rejects an unknown suggestion type', async () => {
      expect((await ctx.app.inject({ url: '/api/address/suggestion/country' })).statusCode).toBe(400);
    });
  });

  describe("a user's addresses", () => {
    it('the first address becomes the default; exactly one default; names in Thai and English', async () => {
      const first = await call('POST', `/user/${alice.userId}/address`, alice.cookie, input());
      expect(first.statusCode).toBe(201);
      const a = first.json().data;
      expect(a).toMatchObject({
        user_id: alice.userId,
        address_default: 1,
        postcode: '10110',
        th: { province: 'กรุงเทพมหานคร', city: 'คลองเตย', district: 'คลองเตย' },
        en: { province: 'Bangkok', city: 'Khlong Toei', district: 'Khlong Toei' },
      });
      expect(a.id).toBe(a.address_id);
      expect(formatAddress(a, 'th')).toBe('99/1 Sukhumvit Rd แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110');
      expect(formatAddress(a, 'en')).toBe('99/1 Sukhumvit Rd, Khlong Toei, Khlong Toei, Bangkok 10110');

      const second = (await call('POST', `/user/${alice.userId}/address`, alice.cookie, input({ subdistrict_id: chiangMai, address_line: '5 Moon Muang Rd' }))).json().data;
      expect(second.address_default).toBe(0);
      expect(second.en.province).toBe('Chiang Mai');

      const list = (await call('PUT', `/user/${alice.userId}/default/address`, alice.cookie, { address_id: second.id })).json().data;
      expect(list.map((x: { id: number; address_default: number }) => [x.id, x.address_default])).toEqual([
        [second.id, 1],
        [a.id, 0],
      ]);
      expect((await rowsOf(alice.userId)).filter((r) => r.isDefault)).toHaveLength(1);

      // Deleting the default promotes another one.
      expect((await call('DELETE', `/user/${alice.userId}/address/${second.id}`, alice.cookie)).json().data).toEqual({ address_id: second.id, deleted: true });
      const after = (await call('GET', `/user/${alice.userId}/address`, alice.cookie)).json().data;
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ id: a.id, address_default: 1 });
    });

    it('edits an address and can make it the default in the same call', async () => {
      const created = (await call('POST', `/user/${alice.userId}/address`, alice.cookie, input({ address_line: 'Old line' }))).json().data;
      const res = await call(
        'PUT',
        `/user/${alice.userId}/address/${created.id}`,
        alice.cookie,
        input({ address_line: 'New line', subdistrict_id: chiangMai, address_default: 1 }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ address_line: 'New line', address_default: 1, en: { district: 'Si Phum' } });
      expect((await rowsOf(alice.userId)).filter((r) => r.isDefault).map((r) => r.id)).toEqual([created.id]);
    });

    it.each([
      [{ phone: '0212345678' }, 'phone_invalid'],
      [{ recipient_name: ' ' }, 'recipient_name_required'],
      [{ address_line: '' }, 'address_line_required'],
      [{ subdistrict_id: 999999 }, 'subdistrict_unknown'],
    ])('refuses %j (%s)', async (over, code) => {
      const before = await rowsOf(alice.userId);
      const res = await call('POST', `/user/${alice.userId}/address`, alice.cookie, input(over));
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(code);
      expect(await rowsOf(alice.userId)).toEqual(before);
    });

    it("another user gets 403 for every call naming the first user's id, and nothing changes", async () => {
      const target = (await call('POST', `/user/${alice.userId}/address`, alice.cookie, input({ address_line: 'Private' }))).json().data;
      const shipping = (await call('POST', `/shipping_address/user/${alice.userId}`, alice.cookie, input({ address_line: 'Ship here' }))).json().data;
      const before = await rowsOf(alice.userId);
      const attempts: [string, string, object?][] = [
        ['GET', `/user/${alice.userId}/address`],
        ['POST', `/user/${alice.userId}/address`, input({ address_line: 'Injected' })],
        ['PUT', `/user/${alice.userId}/address/${target.id}`, input({ address_line: 'Changed' })],
        ['DELETE', `/user/${alice.userId}/address/${target.id}`],
        ['PUT', `/user/${alice.userId}/default/address`, { address_id: target.id }],
        ['GET', `/shipping_address/user/${alice.userId}`],
        ['POST', `/shipping_address/user/${alice.userId}`, input()],
        ['PUT', `/shipping_address/user/${alice.userId}/address/${shipping.id}`, input({ address_line: 'Changed' })],
        ['DELETE', `/shipping_address/user/${alice.userId}/address/${shipping.id}`],
      ];
      for (const [method, path, payload] of attempts) {
        const res = await call(method as 'GET', path, bob.cookie, payload);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.body).not.toContain('Private');
      }
      // Naming their own id with the other user's address id finds nothing either.
      expect((await call('PUT', `/user/${bob.userId}/address/${target.id}`, bob.cookie, input({ address_line: 'Changed' }))).statusCode).toBe(404);
      expect((await call('DELETE', `/user/${bob.userId}/address/${target.id}`, bob.cookie)).statusCode).toBe(404);
      expect((await call('PUT', `/user/${bob.userId}/default/address`, bob.cookie, { address_id: target.id })).statusCode).toBe(404);
      expect(await rowsOf(alice.userId)).toEqual(before);
      expect(await rowsOf(bob.userId)).toEqual([]);
    });

    it('needs a session (401) and refuses other origins (403)', async () => {
      const before = await rowsOf(alice.userId);
      expect((await call('GET', `/user/${alice.userId}/address`, '')).statusCode).toBe(401);
      expect((await call('POST', `/user/${alice.userId}/address`, '', input())).statusCode).toBe(401);
      const cross = await ctx.app.inject({
        method: 'POST',
        url: `/api/user/${alice.userId}/address`,
        headers: { cookie: alice.cookie, origin: 'https://evil.example' },
        payload: input(),
      });
      expect(cross.statusCode).toBe(403);
      expect(await rowsOf(alice.userId)).toEqual(before);
    });

    it('keeps shipping addresses as their own list with their own default', async () => {
      const list = (await call('GET', `/shipping_address/user/${bob.userId}`, bob.cookie)).json().data;
      expect(list).toEqual([]);
      const one = (await call('POST', `/shipping_address/user/${bob.userId}`, bob.cookie, input({ recipient_name: 'Bob' }))).json().data;
      const two = (await call('POST', `/shipping_address/user/${bob.userId}`, bob.cookie, input({ recipient_name: 'Bob 2', address_default: 1 }))).json().data;
      expect(one.address_default).toBe(1);
      expect(two.address_default).toBe(1);
      const now = (await call('GET', `/shipping_address/user/${bob.userId}`, bob.cookie)).json().data;
      expect(now.map((x: { id: number; address_default: number }) => [x.id, x.address_default])).toEqual([
        [two.id, 1],
        [one.id, 0],
      ]);
      expect((await call('GET', `/user/${bob.userId}/address`, bob.cookie)).json().data).toEqual([]);
      const edited = await call('PUT', `/shipping_address/user/${bob.userId}/address/${one.id}`, bob.cookie, input({ recipient_name: 'Bob edited' }));
      expect(edited.json().data.recipient_name).toBe('Bob edited');
      expect((await call('DELETE', `/shipping_address/user/${bob.userId}/address/${two.id}`, bob.cookie)).statusCode).toBe(200);
      expect((await call('GET', `/shipping_address/user/${bob.userId}`, bob.cookie)).json().data[0]).toMatchObject({ id: one.id, address_default: 1 });
    });

    it('limits a user to 20 addresses', async () => {
      const existing = (await rowsOf(alice.userId)).filter((r) => r.kind === 'address').length;
      for (let i = existing; i < 20; i++) expect((await call('POST', `/user/${alice.userId}/address`, alice.cookie, input())).statusCode).toBe(201);
      const over = await call('POST', `/user/${alice.userId}/address`, alice.cookie, input());
      expect(over.statusCode).toBe(409);
      expect(over.json().error.code).toBe('address_limit');
    });
  });
});
