import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { CookieJar } from '../../test/sign-in';
import { signedInStaff } from '../../test/staff';
import { call } from '../order/testing';
import { geoDistricts, geoSubdistricts } from '../address/tables';
import { auditLog } from '../staff/tables';
import { hiCoverageAreas, hiPackages } from './tables';

/** Wiang Tai, Pai, Mae Hong Son: covered by the province's VDSL row hi-p58-vdsl. Chakkrawat, Bangkok: its own fibre row, every port used. */
const PAI = { subdistrict_id: 4960, postcode: '58130' };
const CHAKKRAWAT = { subdistrict_id: 56, postcode: '10100' };

describe.each(databaseKinds)('console home-internet coverage and packages on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let merchandiser: Awaited<ReturnType<typeof signedInStaff>>;
  let support: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { SWEEP_EVERY_MS: 3_600_000 });
    merchandiser = await signedInStaff(ctx.app, ['merchandiser']);
    support = await signedInStaff(ctx.app, ['support']);
  }, 240_000);
  afterAll(() => ctx.close());
  const area = async (id: string) => (await ctx.database.db.select().from(hiCoverageAreas).where(eq(hiCoverageAreas.id, id)))[0];
  const pkg = async (id: string) => (await ctx.database.db.select().from(hiPackages).where(eq(hiPackages.id, id)))[0];
  const qualify = async (place: { subdistrict_id: number; postcode: string }) =>
    (await call(ctx.app, new CookieJar(), 'POST', '/home-internet/service-qualifications', { ...place, house_no: '9', building_type: 'house' })).json().data;
  const auditOf = (objectType: string, objectId: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, objectId)));

  it('lists coverage areas by keyset with their place names, filtered', async () => {
    const first = (await merchandiser.call('GET', '/staff/home-internet/coverage?limit=5')).json().data;
    expect(first.items).toHaveLength(5);
    expect(first.next_cursor).toBe(first.items[4].id);
    const next = (await merchandiser.call('GET', `/staff/home-internet/coverage?limit=5&cursor=${first.next_cursor}`)).json().data;
    expect(next.items[0].id > first.items[4].id).toBe(true);
    const one = (await merchandiser.call('GET', '/staff/home-internet/coverage/hi-s101301-ftth')).json().data;
    expect(one).toMatchObject({
      level: 'subdistrict',
      technology: 'ftth',
      capacity: 100,
      used: 100,
      place: { subdistrict: { en: expect.any(String) }, province: { en: 'Bangkok' } },
    });
    const inactive = (await merchandiser.call('GET', '/staff/home-internet/coverage?active=false&limit=200')).json().data.items;
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((a: { active: boolean }) => !a.active)).toBe(true);
    const fwa = (await merchandiser.call('GET', `/staff/home-internet/coverage?technology=vdsl&province_id=${one.province_id}`)).json().data.items;
    expect(fwa.every((a: { technology: string; province_id: number }) => a.technology === 'vdsl' && a.province_id === one.province_id)).toBe(true);
    const byName = (await merchandiser.call('GET', `/staff/home-internet/coverage?q=${encodeURIComponent(one.place.subdistrict.th)}`)).json().data.items;
    expect(byName.map((a: { id: string }) => a.id)).toContain('hi-s101301-ftth');
    expect((await merchandiser.call('GET', '/staff/home-internet/coverage?q=%25%25nowhere')).json().data.items).toEqual([]);
    expect((await merchandiser.call('GET', '/staff/home-internet/coverage/nope')).json().error.code).toBe('coverage_area_not_found');
    expect((await merchandiser.call('GET', '/staff/home-internet/coverage?technology=5g')).statusCode).toBe(400);
  });

  it('an area switched off or given ports answers the next coverage check; audited with before and after', async () => {
    expect((await qualify(PAI)).qualification_result).toBe('qualified');
    const off = await merchandiser.call('PATCH', '/staff/home-internet/coverage/hi-p58-vdsl', { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ id: 'hi-p58-vdsl', active: false, level: 'province' });
    expect(await qualify(PAI)).toMatchObject({ qualification_result: 'unqualified', reasons: [{ code: 'no_coverage' }] });
    await merchandiser.call('PATCH', '/staff/home-internet/coverage/hi-p58-vdsl', { active: true });
    expect((await qualify(PAI)).qualification_result).toBe('qualified');
    const [entry] = await auditOf('hi_coverage_area', 'hi-p58-vdsl');
    expect(entry).toMatchObject({ action: 'hi_coverage.update', actor: expect.stringContaining(merchandiser.email), before: { active: true }, after: { active: false } });

    expect((await qualify(CHAKKRAWAT)).reasons).toEqual([{ code: 'no_capacity' }]);
    const below = await merchandiser.call('PATCH', '/staff/home-internet/coverage/hi-s101301-ftth', { capacity: 99, max_down_mbps: 2000 });
    expect(below.statusCode).toBe(422);
    expect(below.json().error.code).toBe('capacity_below_used');
    expect(await area('hi-s101301-ftth')).toMatchObject({ capacity: 100, maxDownMbps: 1000 });
    expect((await merchandiser.call('PATCH', '/staff/home-internet/coverage/hi-s101301-ftth', { capacity: 150 })).statusCode).toBe(200);
    expect((await qualify(CHAKKRAWAT)).qualification_result).toBe('qualified');
    for (const body of [{ capacity: -1 }, { max_down_mbps: 0 }, { used: 0 }, { unserved_buildings: [''] }, { active: 'yes' }]) {
      expect((await merchandiser.call('PATCH', '/staff/home-internet/coverage/hi-s101301-ftth', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await merchandiser.call('PATCH', '/staff/home-internet/coverage/nope', { active: true })).statusCode).toBe(404);
  });

  it('lists packages of every state and edits one in place: the storefront shows it at once; audited', async () => {
    const list = (await merchandiser.call('GET', '/staff/home-internet/packages?limit=2')).json().data;
    expect(list.items).toHaveLength(2);
    const rest = (await merchandiser.call('GET', `/staff/home-internet/packages?limit=200&cursor=${list.next_cursor}`)).json().data;
    expect(rest.items[0].id > list.items[1].id).toBe(true);
    const vdsl = (await merchandiser.call('GET', '/staff/home-internet/packages?technology=vdsl')).json().data.items;
    expect(vdsl.map((p: { id: string }) => p.id)).toContain('vdsl-50');

    const before = await pkg('vdsl-50');
    const res = await merchandiser.call('PATCH', '/staff/home-internet/packages/vdsl-50', { monthly_price: 39_900, name: { th: 'เน็ตบ้าน 50', en: 'Home 50' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: 'vdsl-50', monthly_price: 39_900, active: true });
    const shop = (await ctx.app.inject({ method: 'GET', url: '/api/home-internet/packages' })).json().data;
    expect(shop.find((p: { id: string }) => p.id === 'vdsl-50')).toMatchObject({ monthly_price: 39_900, name: { en: 'Home 50' } });
    const [entry] = await auditOf('hi_package', 'vdsl-50');
    expect(entry).toMatchObject({ action: 'hi_packages.update', before: { monthly_price: before.monthlyPrice }, after: { monthly_price: 39_900 } });

    expect((await merchandiser.call('PATCH', '/staff/home-internet/packages/vdsl-50', { active: false })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/home-internet/packages' })).json().data.map((p: { id: string }) => p.id)).not.toContain('vdsl-50');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/home-internet/packages/vdsl-50' })).statusCode).toBe(404);
    expect((await merchandiser.call('GET', '/staff/home-internet/packages?active=false')).json().data.items.map((p: { id: string }) => p.id)).toEqual(['vdsl-50']);
    await merchandiser.call('PATCH', '/staff/home-internet/packages/vdsl-50', { active: true });
  });

  it('refuses bad package changes with a clear error and changes nothing', async () => {
    const before = await pkg('ftth-300');
    const faster = await merchandiser.call('PATCH', '/staff/home-internet/packages/ftth-300', { up_mbps: before.downMbps + 1 });
    expect(faster.statusCode).toBe(422);
    expect(faster.json().error.code).toBe('tol_package_invalid');
    const unlabelled = await merchandiser.call('PATCH', '/staff/home-internet/packages/ftth-300', { upfront_payment: 50_000, upfront_label: null });
    expect(unlabelled.json().error.code).toBe('tol_package_invalid');
    for (const body of [{}, { monthly_price: -1 }, { contract_months: 61 }, { name: { th: 'x' } }, { technology: 'fwa' }, { extras: Array(11).fill({ th: 'a', en: 'a' }) }]) {
      expect((await merchandiser.call('PATCH', '/staff/home-internet/packages/ftth-300', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await pkg('ftth-300')).toEqual(before);
    expect((await merchandiser.call('PATCH', '/staff/home-internet/packages/nope', { sort: 1 })).json().error.code).toBe('tol_package_not_found');
  });

  it('a role without catalog.manage gets 403 and nothing changes', async () => {
    const beforeArea = await area('hi-p58-vdsl');
    const beforePkg = await pkg('ftth-500');
    for (const [method, url, body] of [
      ['GET', '/staff/home-internet/coverage', undefined],
      ['GET', '/staff/home-internet/coverage/hi-p58-vdsl', undefined],
      ['PATCH', '/staff/home-internet/coverage/hi-p58-vdsl', { active: false }],
      ['GET', '/staff/home-internet/packages', undefined],
      ['GET', '/staff/home-internet/packages/ftth-500', undefined],
      ['PATCH', '/staff/home-internet/packages/ftth-500', { monthly_price: 1 }],
    ] as const) {
      const res = await support.call(method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('permission_denied');
    }
    expect(await area('hi-p58-vdsl')).toEqual(beforeArea);
    expect(await pkg('ftth-500')).toEqual(beforePkg);
  });

  describe('creating', () => {
    /** Wiang Haeng 502001 (Chiang Mai): a hole, its only row is switched off. */
    const hole = async () => {
      const [s] = await ctx.database.db.select().from(geoSubdistricts).where(eq(geoSubdistricts.code, 502001));
      return s;
    };
    const fibre = {
      name: { th: 'ไฟเบอร์ 700/700 Mbps', en: 'Fiber 700/700 Mbps' },
      technology: 'ftth',
      down_mbps: 700,
      up_mbps: 700,
      monthly_price: 79_900,
      contract_months: 24,
      router: { th: 'Wi-Fi 7', en: 'Wi-Fi 7' },
    };

    it('a coverage area answers 201 as GET /:id shows it, and the next coverage check of its place qualifies; audited with after', async () => {
      const s = await hole();
      const place = { subdistrict_id: s.id, postcode: s.postcode };
      expect(await qualify(place)).toMatchObject({ qualification_result: 'unqualified', reasons: [{ code: 'no_coverage' }] });
      const res = await merchandiser.call('POST', '/staff/home-internet/coverage', {
        province_id: s.provinceId,
        district_id: s.districtId,
        subdistrict_id: s.id,
        technology: 'ftth',
        max_down_mbps: 1000,
        max_up_mbps: 500,
        capacity: 40,
        unserved_buildings: ['  Doi View Condo '],
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json().data;
      expect(created).toMatchObject({
        id: 'hi-s502001-ftth',
        level: 'subdistrict',
        technology: 'ftth',
        capacity: 40,
        used: 0,
        active: true,
        unserved_buildings: ['doi view condo'],
        place: { province: { en: expect.any(String) }, district: { th: expect.any(String) }, subdistrict: { th: expect.any(String) } },
      });
      expect((await merchandiser.call('GET', '/staff/home-internet/coverage/hi-s502001-ftth')).json().data).toEqual(created);
      const answer = await qualify(place);
      expect(answer).toMatchObject({ qualification_result: 'qualified', area_id: 'hi-s502001-ftth', services: [{ technology: 'ftth', max_down_mbps: 1000, max_up_mbps: 500 }] });
      const [entry] = await auditOf('hi_coverage_area', 'hi-s502001-ftth');
      expect(entry).toMatchObject({ action: 'hi_coverage.create', actor: expect.stringContaining(merchandiser.email), before: null, after: created });

      // A district-wide row, switched off: its code names the district; nothing changes for the subdistrict row above.
      const [district] = await ctx.database.db.select().from(geoDistricts).where(eq(geoDistricts.id, s.districtId));
      const wide = await merchandiser.call('POST', '/staff/home-internet/coverage', {
        province_id: s.provinceId,
        district_id: s.districtId,
        technology: 'fwa',
        max_down_mbps: 300,
        max_up_mbps: 50,
        capacity: 10,
        active: false,
      });
      expect(wide.statusCode, wide.body).toBe(201);
      expect(wide.json().data).toMatchObject({ id: `hi-d${district.code}-fwa`, level: 'district', active: false, subdistrict_id: null });
    });

    it('refuses a place that already has that technology (409), a place not in the address data or outside its parent, upload above download (422), bad input (400); nothing is written', async () => {
      const s = await hole();
      const count = async () => (await ctx.database.db.select().from(hiCoverageAreas)).length;
      const before = await count();
      const base = { province_id: s.provinceId, district_id: s.districtId, subdistrict_id: s.id, technology: 'vdsl', max_down_mbps: 100, max_up_mbps: 50, capacity: 10 };
      // The seeded row of this place and technology is named hi-s502001-none: the place decides, not the code.
      const again = await merchandiser.call('POST', '/staff/home-internet/coverage', base);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('coverage_area_exists');
      expect((await merchandiser.call('POST', '/staff/home-internet/coverage', { ...base, technology: 'ftth' })).json().error.code).toBe('coverage_area_exists');
      const [other] = await ctx.database.db.select().from(geoSubdistricts).where(eq(geoSubdistricts.code, 101303));
      for (const body of [
        { ...base, province_id: 9_999 },
        { ...base, district_id: 99_999 },
        { ...base, subdistrict_id: 999_999 },
        { ...base, subdistrict_id: other.id },
        { ...base, province_id: other.provinceId },
        { ...base, province_id: other.provinceId, district_id: other.districtId },
      ]) {
        const res = await merchandiser.call('POST', '/staff/home-internet/coverage', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().error.code).toBe('coverage_place_invalid');
      }
      const faster = await merchandiser.call('POST', '/staff/home-internet/coverage', { ...base, technology: 'fwa', max_up_mbps: 101 });
      expect(faster.statusCode).toBe(422);
      expect(faster.json().error.code).toBe('coverage_area_invalid');
      for (const body of [
        {},
        { ...base, district_id: null },
        { ...base, province_id: 2 ** 31 },
        { ...base, province_id: 0 },
        { ...base, technology: '5g' },
        { ...base, capacity: -1 },
        { ...base, max_down_mbps: 1e300 },
        { ...base, used: 3 },
        { ...base, id: 'hi-mine' },
        { ...base, unserved_buildings: ['a\u0000b'] },
      ]) {
        const res = await merchandiser.call('POST', '/staff/home-internet/coverage', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await count()).toBe(before);
      // The same rule holds for a change: top upload at most top download.
      const slower = await merchandiser.call('PATCH', '/staff/home-internet/coverage/hi-s502001-ftth', { max_down_mbps: 100 });
      expect(slower.statusCode).toBe(422);
      expect(slower.json().error.code).toBe('coverage_area_invalid');
      expect(await area('hi-s502001-ftth')).toMatchObject({ maxDownMbps: 1000 });
    });

    it('a package answers 201 as GET /:id shows it, at the end of the shelf; GET /home-internet/packages offers it on the next request; audited with after', async () => {
      const res = await merchandiser.call('POST', '/staff/home-internet/packages', { id: 'ftth-700', ...fibre, extras: [{ th: 'ดูบอล', en: 'Football' }] });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json().data;
      expect(created).toMatchObject({
        id: 'ftth-700',
        monthly_price: 79_900,
        installation_fee: 0,
        upfront_payment: 0,
        upfront_label: null,
        active: true,
        image_override: '',
        image: '/api/home-internet/packages/ftth-700/image.svg',
      });
      expect((await merchandiser.call('GET', '/staff/home-internet/packages/ftth-700')).json().data).toEqual(created);
      const all = (await merchandiser.call('GET', '/staff/home-internet/packages?limit=200')).json().data.items as { id: string; sort: number }[];
      expect(Math.max(...all.filter((p) => p.id !== 'ftth-700').map((p) => p.sort))).toBe(created.sort - 1);
      const shelf = (await ctx.app.inject({ method: 'GET', url: '/api/home-internet/packages' })).json().data as { id: string }[];
      expect(shelf.at(-1)).toMatchObject({ id: 'ftth-700', monthly_price: 79_900, name: { en: 'Fiber 700/700 Mbps' }, extras: [{ en: 'Football' }] });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/home-internet/packages/ftth-700' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/home-internet/packages/ftth-700/image.svg' })).statusCode).toBe(200);
      const [entry] = await auditOf('hi_package', 'ftth-700');
      expect(entry).toMatchObject({ action: 'hi_packages.create', actor: expect.stringContaining(merchandiser.email), before: null, after: created });

      const upfront = await merchandiser.call('POST', '/staff/home-internet/packages', {
        id: 'fwa-200-first',
        ...fibre,
        technology: 'fwa',
        down_mbps: 200,
        up_mbps: 50,
        upfront_payment: 59_900,
        upfront_label: { th: 'ค่าบริการเดือนแรก', en: 'First month' },
        sort: 3,
        active: false,
      });
      expect(upfront.statusCode, upfront.body).toBe(201);
      expect(upfront.json().data).toMatchObject({ sort: 3, active: false, upfront_label: { en: 'First month' } });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/home-internet/packages' })).json().data.map((p: { id: string }) => p.id)).not.toContain('fwa-200-first');
    });

    it('refuses a taken code (409), upload above download or an unlabelled upfront payment (422), bad input (400); nothing is written', async () => {
      const count = async () => (await ctx.database.db.select().from(hiPackages)).length;
      const before = await count();
      const price = (await pkg('ftth-300')).monthlyPrice;
      const taken = await merchandiser.call('POST', '/staff/home-internet/packages', { id: 'ftth-300', ...fibre, monthly_price: 1 });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('hi_package_exists');
      expect((await pkg('ftth-300')).monthlyPrice).toBe(price);
      for (const body of [
        { id: 'ftth-x', ...fibre, up_mbps: 701 },
        { id: 'ftth-x', ...fibre, upfront_payment: 100 },
      ]) {
        const res = await merchandiser.call('POST', '/staff/home-internet/packages', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().error.code).toBe('tol_package_invalid');
      }
      for (const body of [
        {},
        fibre,
        { id: 'FTTH-X', ...fibre },
        { id: 'x'.repeat(41), ...fibre },
        { id: 'ftth-x', ...fibre, technology: '5g' },
        { id: 'ftth-x', ...fibre, monthly_price: 2 ** 31 },
        { id: 'ftth-x', ...fibre, contract_months: 61 },
        { id: 'ftth-x', ...fibre, name: { th: 'x\u0000', en: 'x' } },
        { id: 'ftth-x', ...fibre, router: undefined },
        { id: 'ftth-x', ...fibre, image: '/x.png' },
        { id: 'ftth-x', ...fibre, extras: Array(11).fill({ th: 'a', en: 'a' }) },
      ]) {
        const res = await merchandiser.call('POST', '/staff/home-internet/packages', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await count()).toBe(before);
    });

    it('a role without catalog.manage gets 403 and nothing is written', async () => {
      const s = await hole();
      for (const [url, body] of [
        ['/staff/home-internet/packages', { id: 'ftth-support', ...fibre }],
        [
          '/staff/home-internet/coverage',
          { province_id: s.provinceId, district_id: s.districtId, subdistrict_id: s.id, technology: 'fwa', max_down_mbps: 100, max_up_mbps: 50, capacity: 1 },
        ],
      ] as const) {
        const res = await support.call('POST', url, body);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.code).toBe('permission_denied');
      }
      expect(await pkg('ftth-support')).toBeUndefined();
      expect(await area('hi-s502001-fwa')).toBeUndefined();
    });
  });
});
