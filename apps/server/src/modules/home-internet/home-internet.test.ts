import { PassThrough } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar, ORIGIN, signUp } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { call, newKey } from '../order/testing';
import { TEST_CARDS, tokenise } from '../payment/testing';
import { otpRequests, smsOutbox } from '../sim/tables';
import { hiCoverageAreas, hiTransactions } from './tables';

/** The sandbox's addresses (README "Home internet (sandbox)"), by subdistrict id and postcode. */
const PLACES = {
  /** Phra Borom Maha Ratchawang, Phra Nakhon, Bangkok: fibre 2000/1000. */
  bangkok: { subdistrict_id: 1, postcode: '10200' },
  /** Talat Noi, Samphanthawong, Bangkok: fibre full, VDSL free -> alternate. */
  talatNoi: { subdistrict_id: 58, postcode: '10100' },
  /** Chakkrawat, Samphanthawong, Bangkok: fibre full alone -> no_capacity. */
  chakkrawat: { subdistrict_id: 56, postcode: '10100' },
  /** Khlong Toei Nuea, Watthana, Bangkok: fibre, one condo not served. */
  khlongToeiNuea: { subdistrict_id: 145, postcode: '10110' },
  /** Mueang Haeng, Wiang Haeng, Chiang Mai: no network. */
  mueangHaeng: { subdistrict_id: 4335, postcode: '50350' },
  /** Saen Hai, Wiang Haeng, Chiang Mai (a big city's province): fibre 2000 province-wide. */
  saenHai: { subdistrict_id: 4337, postcode: '50350' },
  /** Chong Kham, Mueang Mae Hong Son: the capital district's fibre 1000/500. */
  chongKham: { subdistrict_id: 4947, postcode: '58000' },
  /** Wiang Tai, Pai, Mae Hong Son: the province's VDSL 100/50. */
  pai: { subdistrict_id: 4960, postcode: '58130' },
};
const ID_OK = '1101700123456';
const ID_BLACKLISTED = '1101700230708';
const CONSENTS = { terms: true, marketing: false, data_sharing: false };

describe.each(databaseKinds)('home internet on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const logs: string[] = [];
  const db = () => ctx.database.db;
  const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream, SWEEP_EVERY_MS: 3_600_000 });
  });
  afterAll(() => ctx.close());

  const api = (jar: CookieJar, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = {}) =>
    call(ctx.app, jar, method, url, payload, headers);
  const put = (jar: CookieJar, url: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api${url}`, payload, remoteAddress: jar.address, headers: { cookie: jar.header(), origin: ORIGIN } });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const setConfig = (key: string, payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/config/${key}`, headers: operator, payload });
  const lastOtp = async (msisdn: string) => {
    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.to, msisdn)).orderBy(desc(smsOutbox.createdAt)).limit(1);
    return /\b(\d{6})\b/.exec(sms.body)![1];
  };
  let mobiles = 0;
  const newMobile = () => `08130${String(Date.now() % 100000).padStart(5, '0')}`.slice(0, 8) + String(++mobiles).padStart(2, '0');

  const qualify = (jar: CookieJar, place: { subdistrict_id: number; postcode: string }, over: object = {}) =>
    api(jar, 'POST', '/home-internet/service-qualifications', { ...place, house_no: '99/1', building_type: 'house', ...over });

  /** The calendar's first slot with a free team at least two days ahead (past the 24-hour cut-off). */
  async function slotOf(jar: CookieJar, txId: string, skip = 0) {
    const cal = (await api(jar, 'GET', `/home-internet/transactions/${txId}/slots`)).json().data;
    const later = cal.available_time_slots.filter((s: { start: string; free: number }) => s.free > 0 && Date.parse(s.start) > Date.now() + 48 * 3_600_000);
    return later[skip] as { id: string; free: number; start: string };
  }
  const freeOf = async (jar: CookieJar, txId: string, slotId: string) =>
    (await api(jar, 'GET', `/home-internet/transactions/${txId}/slots`)).json().data.available_time_slots.find((s: { id: string }) => s.id === slotId)?.free;

  /** A signed-in shopper through every step but the eKYC: qualified, package, appointment, blacklist, contact OTP. */
  async function ready(packageId: string) {
    const { jar, userId } = await signUp(ctx.app);
    const q = await qualify(jar, PLACES.bangkok);
    expect(q.statusCode, q.body).toBe(201);
    const txId: string = q.json().data.transaction.id;
    expect((await put(jar, `/home-internet/transactions/${txId}/package`, { package_id: packageId })).statusCode).toBe(200);
    const slot = await slotOf(jar, txId);
    const held = await api(jar, 'POST', `/home-internet/transactions/${txId}/appointment`, { slot_id: slot.id });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data.appointment.state).toBe('initialized');
    const cal = await api(jar, 'POST', `/home-internet/transactions/${txId}/blacklist-check`, { thai_id: ID_OK });
    expect(cal.statusCode, cal.body).toBe(200);
    const mobile = newMobile();
    await db().delete(otpRequests).where(eq(otpRequests.mobile, mobile));
    const sent = await api(jar, 'POST', `/home-internet/transactions/${txId}/contact`, { name: 'สมชาย ใจดี', mobile, lang: 'th' });
    expect(sent.statusCode, sent.body).toBe(201);
    const verified = await api(jar, 'POST', `/home-internet/transactions/${txId}/contact/verify`, { request_id: sent.json().data.request_id, code: await lastOtp(mobile) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.contact.otp_verified).toBe(true);
    return { jar, userId, txId, slot, mobile };
  }
  const placeOrder = (jar: CookieJar, txId: string, key = newKey()) =>
    api(jar, 'POST', '/home-internet/orders', { transaction_id: txId, consents: CONSENTS }, { 'idempotency-key': key });

  async function staffJar(): Promise<CookieJar> {
    const email = `hi-admin-${Date.now()}-${++mobiles}@tawan.example`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: operator,
      payload: { email, display_name: 'A', password: 'staff password 12', roles: ['admin'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const staff = new CookieJar();
    expect((await api(staff, 'POST', '/staff/session', { email, password: 'staff password 12' })).statusCode).toBe(200);
    return staff;
  }

  const photo = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('test photo')]);
  async function approvedEkyc(jar: CookieJar, txId: string): Promise<string> {
    const made = await api(jar, 'POST', `/home-internet/transactions/${txId}/ekyc`, { lang: 'en' });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    for (const k of ['document', 'selfie']) {
      const up = await ctx.app.inject({
        method: 'PUT',
        url: `/api/ekyc/applications/${id}/images/${k}`,
        payload: photo(),
        remoteAddress: jar.address,
        headers: { cookie: jar.header(), origin: ORIGIN, 'content-type': 'image/jpeg' },
      });
      expect(up.statusCode, up.body).toBe(200);
    }
    expect((await api(jar, 'POST', `/ekyc/applications/${id}/submit`)).statusCode).toBe(200);
    for (let i = 0; i < 150; i += 1) {
      if ((await api(jar, 'GET', `/ekyc/applications/${id}`)).json().data.status === 'approved') return id;
      await sleep(20);
    }
    throw new Error('eKYC not approved');
  }

  it('documents its routes in the OpenAPI document', async () => {
    const paths = Object.keys((await ctx.app.inject('/api/docs/json')).json().paths);
    for (const p of [
      '/api/home-internet/service-qualifications',
      '/api/home-internet/packages',
      '/api/home-internet/transactions/{id}/blacklist-check',
      '/api/home-internet/orders',
      '/api/home-internet/orders/{secure_key}/appointment',
      '/api/home-internet/leads',
      '/api/staff/home-internet/leads',
    ])
      expect(paths).toContain(p);
  });

  it('answers coverage as TMF645: qualified, alternate, unqualified with its reason; coverage is seeded for every province', async () => {
    const jar = new CookieJar();
    const q = (await qualify(jar, PLACES.bangkok)).json().data;
    expect(q).toMatchObject({ qualification_result: 'qualified', services: [{ technology: 'ftth', max_down_mbps: 2000, max_up_mbps: 1000 }], alternate: [], reasons: [] });
    expect(q.address).toMatchObject({ province: { en: 'Bangkok' }, postcode: '10200' });
    expect(q.transaction.expires_at).not.toBeNull();
    expect(jar.header()).toContain('store_hi=');
    const alt = (await qualify(jar, PLACES.talatNoi)).json().data;
    expect(alt).toMatchObject({ qualification_result: 'alternate', services: [], alternate: [{ technology: 'vdsl', max_down_mbps: 100 }], reasons: [{ code: 'no_capacity' }] });
    expect((await qualify(jar, PLACES.chakkrawat)).json().data).toMatchObject({ qualification_result: 'unqualified', area_id: null, reasons: [{ code: 'no_capacity' }] });
    expect((await qualify(jar, PLACES.mueangHaeng)).json().data).toMatchObject({ qualification_result: 'unqualified', reasons: [{ code: 'no_coverage' }] });
    expect((await qualify(jar, PLACES.saenHai)).json().data).toMatchObject({ qualification_result: 'qualified', services: [{ technology: 'ftth', max_down_mbps: 2000 }] });
    expect((await qualify(jar, PLACES.chongKham)).json().data).toMatchObject({ qualification_result: 'qualified', services: [{ technology: 'ftth', max_down_mbps: 1000 }] });
    expect((await qualify(jar, PLACES.pai)).json().data).toMatchObject({ qualification_result: 'qualified', services: [{ technology: 'vdsl', max_down_mbps: 100 }] });
    const condo = await qualify(jar, PLACES.khlongToeiNuea, { building_type: 'condo', building_name: 'Sandbox Exclusive Residence', floor: '12' });
    expect(condo.json().data).toMatchObject({ qualification_result: 'unqualified', reasons: [{ code: 'building_not_served' }] });
    expect((await qualify(jar, PLACES.khlongToeiNuea, { building_type: 'condo', building_name: 'Other Tower' })).json().data.qualification_result).toBe('qualified');
    expect((await qualify(jar, PLACES.khlongToeiNuea, { building_type: 'condo' })).statusCode).toBe(400);
    expect((await qualify(jar, { subdistrict_id: 1, postcode: '50350' })).json().error.code).toBe('address_place_mismatch');
    // Every province has coverage rows.
    const provinces = new Set((await db().select({ p: hiCoverageAreas.provinceId }).from(hiCoverageAreas)).map((r) => r.p));
    expect(provinces.size).toBe(77);

    // Packages: all, and those the address allows, the best recommended.
    const all = (await api(jar, 'GET', '/home-internet/packages')).json().data;
    expect(all.map((p: { id: string }) => p.id)).toContain('vdsl-50');
    const vdslOnly = (await api(jar, 'GET', `/home-internet/packages?transaction_id=${alt.transaction.id}`)).json().data;
    expect(vdslOnly.map((p: { id: string }) => p.id).sort()).toEqual(['vdsl-100', 'vdsl-50']);
    const fibre = (await api(jar, 'GET', `/home-internet/packages?transaction_id=${q.transaction.id}`)).json().data;
    expect(fibre.find((p: { recommended: boolean }) => p.recommended).id).toBe('ftth-1000');
    expect((await api(new CookieJar(), 'GET', `/home-internet/packages?transaction_id=${q.transaction.id}`)).statusCode).toBe(404);
    expect((await api(jar, 'GET', '/home-internet/packages/ftth-2000')).json().data).toMatchObject({ upfront_payment: 129_900, upfront_label: { en: 'First month' } });
    const svg = await ctx.app.inject('/api/home-internet/packages/ftth-2000/image.svg?lang=en');
    expect([svg.statusCode, svg.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect((await put(jar, `/home-internet/transactions/${alt.transaction.id}/package`, { package_id: 'ftth-1000' })).json().error.code).toBe('tol_package_not_available');
    const chosen = await put(jar, `/home-internet/transactions/${alt.transaction.id}/package`, { package_id: 'vdsl-100' });
    expect(chosen.json().data.package.id).toBe('vdsl-100');
    // From the appointment on, sign-in is needed.
    expect((await api(jar, 'POST', `/home-internet/transactions/${alt.transaction.id}/appointment`, { slot_id: 'x' })).json().error.code).toBe('session_required');
  });

  it('a transaction past its time answers 410 tol_transaction_expired on every call; the sweeper lets its slot go', async () => {
    const { jar, txId, slot } = await ready('ftth-500');
    const freeBefore = await freeOf(jar, txId, slot.id);
    expect((await api(jar, 'POST', `/dev/home-internet/transactions/${txId}/expire`)).statusCode).toBe(200);
    const calls = [
      () => api(jar, 'GET', `/home-internet/transactions/${txId}`),
      () => api(jar, 'GET', `/home-internet/transactions/${txId}/slots`),
      () => api(jar, 'GET', `/home-internet/transactions/${txId}/ekyc-bypass`),
      () => api(jar, 'GET', `/home-internet/packages?transaction_id=${txId}`),
      () => put(jar, `/home-internet/transactions/${txId}/package`, { package_id: 'ftth-300' }),
      () => api(jar, 'POST', `/home-internet/transactions/${txId}/appointment`, { slot_id: slot.id }),
      () => api(jar, 'POST', `/home-internet/transactions/${txId}/blacklist-check`, { thai_id: ID_OK }),
      () => api(jar, 'POST', `/home-internet/transactions/${txId}/contact`, { name: 'A', mobile: '0812345678', lang: 'th' }),
      () => api(jar, 'POST', `/home-internet/transactions/${txId}/contact/verify`, { request_id: crypto.randomUUID(), code: '123456' }),
      () => api(jar, 'POST', `/home-internet/transactions/${txId}/ekyc`, { lang: 'th' }),
      () => placeOrder(jar, txId),
    ];
    for (const c of calls) {
      const res = await c();
      expect([res.statusCode, res.json().error?.code], res.body).toEqual([410, 'tol_transaction_expired']);
    }
    await ctx.app.homeInternet.sweep(new Date());
    const [row] = await db().select().from(hiTransactions).where(eq(hiTransactions.id, txId));
    expect([row.state, row.thaiIdEnc, row.contactMobileEnc]).toEqual(['expired', null, null]);
    const other = (await qualify(jar, PLACES.bangkok)).json().data.transaction.id;
    expect(await freeOf(jar, other, slot.id)).toBe(freeBefore + 1);
  });

  it('the TTL comes from config tol_bypass_ekyc; off, the transaction does not expire', async () => {
    expect((await setConfig('tol_bypass_ekyc', { is_transaction_expire: false, transaction_ttl: 1800 })).statusCode).toBe(200);
    const q = (await qualify(new CookieJar(), PLACES.bangkok)).json().data;
    expect(q.transaction.expires_at).toBeNull();
    expect((await setConfig('tol_bypass_ekyc', { is_transaction_expire: true, transaction_ttl: 60 })).statusCode).toBe(200);
    const q2 = (await qualify(new CookieJar(), PLACES.bangkok)).json().data;
    expect(Date.parse(q2.transaction.expires_at) - Date.now()).toBeLessThanOrEqual(60_000);
    expect((await setConfig('tol_bypass_ekyc', { is_transaction_expire: true, transaction_ttl: 1800 })).statusCode).toBe(200);
  });

  it('the full order: blacklist, OTP, eKYC approved, appointment confirmed; completed when installed', async () => {
    const blocked = await signUp(ctx.app);
    const bq = (await qualify(blocked.jar, PLACES.bangkok)).json().data;
    const refused = await api(blocked.jar, 'POST', `/home-internet/transactions/${bq.transaction.id}/blacklist-check`, { thai_id: ID_BLACKLISTED });
    expect([refused.statusCode, refused.json().error.code]).toEqual([422, 'tol_blacklisted']);
    expect((await api(blocked.jar, 'POST', `/home-internet/transactions/${bq.transaction.id}/blacklist-check`, { thai_id: '1234567890123' })).json().error.code).toBe(
      'thai_id_invalid',
    );

    const { jar, txId, slot } = await ready('ftth-1000');
    const other = await signUp(ctx.app);
    expect((await api(other.jar, 'GET', `/home-internet/transactions/${txId}`)).statusCode).toBe(404);
    const early = await placeOrder(jar, txId);
    expect([early.statusCode, early.json().error.code]).toEqual([422, 'ekyc_required']);
    const bypass = (await api(jar, 'GET', `/home-internet/transactions/${txId}/ekyc-bypass`)).json().data;
    expect(bypass).toEqual({ bypass: false });
    await approvedEkyc(jar, txId);
    const view = (await api(jar, 'GET', `/home-internet/transactions/${txId}`)).json().data;
    expect(view).toMatchObject({ thai_id: '*********3456', blacklist_checked: true, ekyc: { status: 'approved' }, ekyc_required: true, pay_now: 0 });
    expect(view.contact.mobile).not.toMatch(/\d{10}/);
    const key = newKey();
    const placed = await placeOrder(jar, txId, key);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ state: 'in_progress', pay: false, total: 0 });
    const again = await placeOrder(jar, txId, key);
    expect([again.statusCode, again.json().data.order_number]).toEqual([200, placed.json().data.order_number]);
    expect((await placeOrder(jar, txId)).json().error.code).toBe('tol_already_ordered');
    const secureKey = placed.json().data.secure_key;
    const tracking = (await api(new CookieJar(), 'GET', `/home-internet/orders/${secureKey}`)).json().data;
    expect(tracking).toMatchObject({
      state: 'in_progress',
      lines: [{ product_type: 'home_internet', sim_meta: { package_id: 'ftth-1000', thai_id: '*********3456' } }],
      installation: { package: { id: 'ftth-1000' }, appointment: { state: 'confirmed', start: slot.start, can_reschedule: true } },
    });
    expect(tracking.steps.find((s: { key: string }) => s.key === 'scheduled')).toMatchObject({ done: true, effective_at: slot.start });
    const [row] = await db().select().from(hiTransactions).where(eq(hiTransactions.id, txId));
    expect([row.state, row.thaiIdEnc, row.contactMobileEnc]).toEqual(['ordered', null, null]);
    await ctx.app.appointments.complete(tracking.installation.appointment.id);
    expect((await api(jar, 'GET', `/home-internet/orders/${secureKey}`)).json().data.state).toBe('completed');
  });

  it('staff bypass the eKYC for a transaction; an upfront package waits for its payment, paid by card -> in_progress', async () => {
    const { jar, txId } = await ready('ftth-2000');
    const staff = await staffJar();
    expect((await api(jar, 'POST', `/staff/home-internet/transactions/${txId}/bypass-ekyc`)).statusCode).toBe(401);
    const granted = await api(staff, 'POST', `/staff/home-internet/transactions/${txId}/bypass-ekyc`);
    expect(granted.json().data).toEqual({ bypass: true });
    expect((await api(jar, 'GET', `/home-internet/transactions/${txId}/ekyc-bypass`)).json().data).toEqual({ bypass: true });
    expect((await api(jar, 'POST', `/home-internet/transactions/${txId}/ekyc`, { lang: 'th' })).json().error.code).toBe('ekyc_bypassed');
    const placed = await placeOrder(jar, txId);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ state: 'awaiting_payment', pay: true, total: 129_900 });
    const secureKey = placed.json().data.secure_key;
    const paid = await api(
      jar,
      'POST',
      `/orders/${secureKey}/payments`,
      { payment: { method: 'card', token: await tokenise(ctx.app, TEST_CARDS.success) } },
      { 'idempotency-key': newKey() },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const tracking = (await api(jar, 'GET', `/home-internet/orders/${secureKey}`)).json().data;
    expect(tracking).toMatchObject({ state: 'in_progress', total: 129_900, installation: { appointment: { state: 'confirmed' } } });
    expect(tracking.paid_at).not.toBeNull();
    expect(tracking.steps.find((s: { key: string }) => s.key === 'scheduled').done).toBe(true);
  });

  it('an unpaid upfront order expires and gives its slot and port back', async () => {
    expect((await setConfig('ekyc_mobile', { toggle: false })).statusCode).toBe(200);
    try {
      const { jar, txId, slot } = await ready('ftth-500-flex');
      const placed = (await placeOrder(jar, txId)).json().data;
      expect(placed).toMatchObject({ state: 'awaiting_payment', total: 165_000 });
      const probe = (await qualify(jar, PLACES.bangkok)).json().data.transaction.id;
      const freeWhileBooked = await freeOf(jar, probe, slot.id);
      const [area] = await db().select().from(hiCoverageAreas).where(eq(hiCoverageAreas.id, 'hi-p10-ftth'));
      expect(await ctx.app.orders.sweep(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
      const tracking = (await api(jar, 'GET', `/home-internet/orders/${placed.secure_key}`)).json().data;
      expect([tracking.state, tracking.installation.appointment.state]).toEqual(['expired', 'cancelled']);
      expect(await freeOf(jar, probe, slot.id)).toBe(freeWhileBooked + 1);
      const [after] = await db().select().from(hiCoverageAreas).where(eq(hiCoverageAreas.id, 'hi-p10-ftth'));
      expect(after.used).toBe(area.used - 1);
    } finally {
      await setConfig('ekyc_mobile', { toggle: true });
    }
  });

  it('moves the appointment from tracking (owner only), the teams follow', async () => {
    expect((await setConfig('ekyc_mobile', { toggle: false })).statusCode).toBe(200);
    try {
      const { jar, txId, slot } = await ready('ftth-300');
      const placed = (await placeOrder(jar, txId)).json().data;
      const target = (await api(jar, 'GET', `/home-internet/orders/${placed.secure_key}/slots`))
        .json()
        .data.available_time_slots.find((s: { id: string; free: number; start: string }) => s.id !== slot.id && s.free > 0 && Date.parse(s.start) > Date.now() + 48 * 3_600_000);
      const probe = (await qualify(jar, PLACES.bangkok)).json().data.transaction.id;
      const [oldFree, newFree] = [await freeOf(jar, probe, slot.id), await freeOf(jar, probe, target.id)];
      const other = await signUp(ctx.app);
      expect((await api(other.jar, 'POST', `/home-internet/orders/${placed.secure_key}/appointment`, { slot_id: target.id })).statusCode).toBe(404);
      expect((await api(new CookieJar(), 'POST', `/home-internet/orders/${placed.secure_key}/appointment`, { slot_id: target.id })).statusCode).toBe(401);
      const moved = await api(jar, 'POST', `/home-internet/orders/${placed.secure_key}/appointment`, { slot_id: target.id });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.installation.appointment).toMatchObject({ state: 'confirmed', start: target.start });
      expect([await freeOf(jar, probe, slot.id), await freeOf(jar, probe, target.id)]).toEqual([oldFree + 1, newFree - 1]);
    } finally {
      await setConfig('ekyc_mobile', { toggle: true });
    }
  });

  it('stores leads (limited per number) that staff read with the full number', async () => {
    const jar = new CookieJar();
    const tx = (await qualify(jar, PLACES.mueangHaeng)).json().data.transaction.id;
    const mobile = newMobile();
    const body = { name: 'สมหญิง', mobile, preferred_time: 'evening', consent: true, transaction_id: tx };
    const made = await api(jar, 'POST', '/home-internet/leads', body);
    expect(made.statusCode, made.body).toBe(201);
    expect((await api(jar, 'POST', '/home-internet/leads', { ...body, consent: false })).statusCode).toBe(400);
    for (let i = 0; i < 2; i += 1) expect((await api(new CookieJar(), 'POST', '/home-internet/leads', body)).statusCode).toBe(201);
    expect((await api(new CookieJar(), 'POST', '/home-internet/leads', body)).json().error.code).toBe('lead_rate_limited');
    expect((await api(jar, 'GET', '/staff/home-internet/leads')).statusCode).toBe(401);
    const leads = (await api(await staffJar(), 'GET', '/staff/home-internet/leads')).json().data;
    expect(leads.find((l: { id: string }) => l.id === made.json().data.id)).toMatchObject({
      mobile,
      preferred_time: 'evening',
      qualification_result: 'unqualified',
      reasons: ['no_coverage'],
    });
  });

  it('keeps Thai IDs, mobile numbers and OTP codes out of the logs', async () => {
    const text = logs.join('');
    expect(text.length).toBeGreaterThan(0);
    expect(leakedInLog(text, [ID_OK, ID_BLACKLISTED])).toEqual([]);
    // A whole number, not digits inside a longer one (a log's responseTime such as 3.0813012345 is no phone number).
    expect(leakedInLog(text, [/08130\d{5}/])).toEqual([]);
    expect(text).not.toMatch(/"code":"\d{6}"/);
  });
});
