import { PassThrough } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS } from '@store/domain/otp';
import { nextBillCycle } from '@store/domain/clm';
import { createTestApp, databaseKinds } from '../../test/databases';
import { CookieJar, ORIGIN, signUp } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { geoSubdistricts } from '../address/tables';
import { otpRequests, smsOutbox } from '../sim/tables';
import { subscriberVas } from '../subscribers/tables';
import { clmChanges } from './tables';
import { refusals } from './eligibility';

/** The seeded test lines and accounts (subscribers/seed.ts, seed-clm.ts; README "Subscriber system (sandbox)"). */
const LINES = {
  upgrade: '0861000020',
  underContract: '0861000021',
  vas: '0861000022',
  api: '0861000023',
  concurrent: '0861000024',
  owner: '0861000025',
  prepaid: '0861000010',
  suspended: '0861000006',
  busy: '0861000009',
};
const TOL = { ok: '9600000002', suspended: '9600000003', busy: '9600000009', contact: '0861000031' };

describe('eligibility rules', () => {
  const profile = { type: 'postpaid' as const, nasCode: 'PP499-5G', family: '5g', monthlyFee: 49_900, monthsActive: 8, underContract: true };
  const rule = { nasCode: 'PP699-5G', monthlyFee: 69_900, allowedTypes: ['postpaid' as const], allowedFromFamilies: ['5g'], minMonths: 0, allowedUnderContract: true };
  it('gives every reason a package is refused', () => {
    expect(refusals(profile, rule)).toEqual([]);
    expect(refusals(profile, { ...rule, nasCode: 'PP499-5G' })).toEqual(['current_package']);
    expect(refusals(profile, { ...rule, monthlyFee: 39_900 })).toEqual(['under_contract']);
    expect(refusals({ ...profile, underContract: false }, { ...rule, monthlyFee: 39_900 })).toEqual([]);
    expect(refusals(profile, { ...rule, allowedUnderContract: false })).toEqual(['under_contract']);
    expect(refusals(profile, { ...rule, minMonths: 12 })).toEqual(['too_new']);
    expect(refusals({ ...profile, type: 'prepaid', family: 'prepaid' }, rule)).toEqual(['type_not_allowed', 'family_not_allowed']);
  });
  it('finds the next bill cycle in Bangkok time', () => {
    // 2030-01-14 20:00 Bangkok: the cycle of the 15th starts the next 00:00 Bangkok.
    expect(nextBillCycle(new Date('2030-01-14T13:00:00Z'), 15).toISOString()).toBe('2030-01-14T17:00:00.000Z');
    expect(nextBillCycle(new Date('2030-01-15T13:00:00Z'), 15).toISOString()).toBe('2030-02-14T17:00:00.000Z');
    expect(nextBillCycle(new Date('2030-01-31T13:00:00Z'), 31).toISOString()).toBe('2030-02-27T17:00:00.000Z');
  });
});

describe.each(databaseKinds)('existing subscribers (CLM) on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const logs: string[] = [];
  const db = () => ctx.database.db;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream });
  });
  afterAll(() => ctx.close());

  async function api(jar: CookieJar, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) {
    const res = await ctx.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: jar.address,
      headers: { cookie: jar.header(), ...(method === 'GET' ? {} : { origin: ORIGIN }), ...headers },
      ...(payload ? { payload } : {}),
    });
    jar.store(res);
    return res;
  }
  async function lastCode(msisdn: string): Promise<string> {
    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.to, msisdn)).orderBy(desc(smsOutbox.createdAt)).limit(1);
    return /\b(\d{6})\b/.exec(sms.body)![1];
  }
  const forgetOtps = (msisdn: string) => db().delete(otpRequests).where(eq(otpRequests.mobile, msisdn));
  let keys = 0;
  const newKey = () => `clm-key-${Date.now()}-${++keys}`;

  /** A signed-in user who verified `msisdn` by OTP: the jar and the verification id. */
  async function verified(msisdn: string, path = '/clm/uppack/verify', jar?: CookieJar) {
    const user = jar ? { jar } : await signUp(ctx.app);
    await forgetOtps(msisdn);
    const sent = await api(user.jar, 'POST', path, path.includes('tol') ? { account_id: msisdn, lang: 'en' } : { mobile_number: msisdn, lang: 'en' });
    expect(sent.statusCode, sent.body).toBe(201);
    const v = sent.json().data;
    const to = path.includes('tol') ? TOL.contact : msisdn;
    const ok = await api(user.jar, 'POST', `/clm/verifications/${v.id}/otp`, { request_id: v.request_id, code: await lastCode(to) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.state).toBe('verified');
    return { jar: user.jar, id: v.id as string };
  }

  it('needs a signed-in user', async () => {
    const res = await api(new CookieJar(), 'POST', '/clm/uppack/verify', { mobile_number: LINES.upgrade });
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'session_required']);
  });

  it('verifies a number by OTP (masked), then shows its package, benefits, on-top benefits and the packages it may move to', async () => {
    const { jar } = await signUp(ctx.app);
    await forgetOtps(LINES.upgrade);
    const sent = await api(jar, 'POST', '/clm/uppack/verify', { mobile_number: '086-100-0020', lang: 'th' });
    expect(sent.statusCode, sent.body).toBe(201);
    const v = sent.json().data;
    expect(v).toMatchObject({ service: 'uppack', target: '086-XXX-0020', otp_to: '086-XXX-0020', state: 'otp_sent' });
    expect(sent.body).not.toContain('0861000020');
    expect(jar.get('store_clm')).toBeTruthy();
    // Nothing before the OTP.
    const early = await api(jar, 'GET', `/clm/verifications/${v.id}/current-package`);
    expect([early.statusCode, early.json().error.code]).toEqual([403, 'verification_required']);
    const ok = await api(jar, 'POST', `/clm/verifications/${v.id}/otp`, { request_id: v.request_id, code: await lastCode(LINES.upgrade) });
    expect(ok.json().data.state).toBe('verified');

    const current = (await api(jar, 'GET', `/clm/verifications/${v.id}/current-package`)).json().data;
    expect(current).toMatchObject({
      number: '086-XXX-0020',
      holder_thai_id: '*********6665',
      type: 'postpaid',
      package: { nas_code: 'PP499-5G', family: '5g', monthly_fee: 49_900 },
      bill_cycle_day: 1,
      pending_change: null,
      preview: false,
    });
    expect(current.package.benefits.length).toBeGreaterThan(0);
    // Its contract ended six months ago.
    expect(new Date(current.contract_ends_at).getTime()).toBeLessThan(Date.now());
    const onTop = (await api(jar, 'GET', `/clm/verifications/${v.id}/benefit-on-top`)).json().data;
    expect(onTop.map((o: { code: string }) => o.code).sort()).toEqual(['ONTOP-10GB', 'ONTOP-YOUTUBE']);

    const list = (await api(jar, 'GET', `/clm/verifications/${v.id}/packages`)).json().data as {
      nas_code: string;
      eligible: boolean;
      reasons: string[];
      price_difference: number;
    }[];
    const by = Object.fromEntries(list.map((p) => [p.nas_code, p]));
    expect(by['PP699-5G']).toMatchObject({ eligible: true, price_difference: 20_000 });
    expect(by['PP399-5G']).toMatchObject({ eligible: true, price_difference: -10_000 });
    expect(by['PP499-5G']).toMatchObject({ eligible: false, reasons: ['current_package'] });
    expect(by['PP599-4G']).toMatchObject({ eligible: false, reasons: ['family_not_allowed'] });
    expect(by['PRE300-30D']).toMatchObject({ eligible: false, reasons: ['type_not_allowed', 'family_not_allowed'] });
  });

  it('a line under contract may not take a cheaper package, a new line not the family package', async () => {
    const { jar, id } = await verified(LINES.underContract);
    const list = (await api(jar, 'GET', `/clm/verifications/${id}/packages`)).json().data as { nas_code: string; eligible: boolean; reasons: string[] }[];
    const by = Object.fromEntries(list.map((p) => [p.nas_code, p]));
    expect(by['PP399-5G'].reasons).toEqual(['under_contract']);
    expect(by['PP1499-5G-FAM'].reasons).toEqual(['too_new']);
    expect(by['PP699-5G'].eligible).toBe(true);
    const refused = await api(
      jar,
      'POST',
      `/clm/verifications/${id}/confirm-new-package`,
      { nas_code: 'PP399-5G', effective: 'now', accept_terms: true },
      { 'idempotency-key': newKey() },
    );
    expect([refused.statusCode, refused.json().error.code, refused.json().error.details.reasons]).toEqual([422, 'package_not_eligible', ['under_contract']]);

    // A change placed, then its order cancelled: the scheduled change is cancelled in the subscriber system too.
    const placed = await api(
      jar,
      'POST',
      `/clm/verifications/${id}/confirm-new-package`,
      { nas_code: 'PP699-5G', effective: 'next_bill_cycle', accept_terms: true },
      { 'idempotency-key': newKey() },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const [row] = await db().select().from(clmChanges).where(eq(clmChanges.orderNumber, placed.json().data.order_number));
    await db().transaction((tx) => ctx.app.orders.moveServiceOrder(tx as never, row.orderId, 'cancelled'));
    expect((await api(jar, 'GET', `/clm/changes/${placed.json().data.secure_key}`)).json().data).toMatchObject({ state: 'cancelled', order_state: 'cancelled' });
    expect(await ctx.app.subscribers.scheduledChange(LINES.underContract)).toBeNull();
    const again = await api(
      jar,
      'POST',
      `/clm/verifications/${id}/confirm-new-package`,
      { nas_code: 'PP999-5G-UNL', effective: 'now', accept_terms: true },
      { 'idempotency-key': newKey() },
    );
    expect(again.statusCode, again.body).toBe(201);
  });

  it('confirms a package at the next bill cycle: a service order of price 0, the change scheduled, applied by the sweeper; the same key answers the same change', async () => {
    const { jar, id } = await verified(LINES.api);
    const key = newKey();
    const body = { nas_code: 'PP699-5G', effective: 'next_bill_cycle', accept_terms: true };
    const res = await api(jar, 'POST', `/clm/verifications/${id}/confirm-new-package`, body, { 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(201);
    const change = res.json().data;
    expect(change).toMatchObject({
      kind: 'package',
      target: '086-XXX-0023',
      state: 'scheduled',
      effective: 'next_bill_cycle',
      price_difference: 20_000,
      order_state: 'in_progress',
    });
    expect(change.to.en).toBe('5G Max Speed 699');
    expect(new Date(change.effective_at).getTime()).toBe(nextBillCycle(new Date(), 1).getTime());
    const again = await api(jar, 'POST', `/clm/verifications/${id}/confirm-new-package`, body, { 'idempotency-key': key });
    expect([again.statusCode, again.json().data.order_number]).toEqual([200, change.order_number]);
    // Another key, the same package: the same change; another package: 409 change_pending.
    const same = await api(jar, 'POST', `/clm/verifications/${id}/confirm-new-package`, body, { 'idempotency-key': newKey() });
    expect([same.statusCode, same.json().data.order_number]).toEqual([200, change.order_number]);
    const other = await api(jar, 'POST', `/clm/verifications/${id}/confirm-new-package`, { ...body, nas_code: 'PP999-5G-UNL' }, { 'idempotency-key': newKey() });
    expect([other.statusCode, other.json().error.code]).toEqual([409, 'change_pending']);
    const noKey = await api(jar, 'POST', `/clm/verifications/${id}/confirm-new-package`, body);
    expect([noKey.statusCode, noKey.json().error.code]).toEqual([400, 'idempotency_key_required']);

    // The order is in the user's tracking with its line.
    const order = (await api(jar, 'GET', `/orders/${change.secure_key}`)).json().data;
    expect(order).toMatchObject({ state: 'in_progress', total: 0 });
    expect(order.lines[0]).toMatchObject({ product_type: 'package_change', price: 0, sim_meta: { number: '086-XXX-0023', to_nas_code: 'PP699-5G' } });
    expect((await api(jar, 'GET', `/clm/verifications/${id}/current-package`)).json().data.pending_change.to_nas_code).toBe('PP699-5G');

    // The subscriber system applies it at the bill cycle: the order completes, the line is on the new package.
    await ctx.app.subscribers.sweep(new Date(Date.now() + 40 * 86_400_000));
    const done = (await api(new CookieJar(), 'GET', `/clm/changes/${change.secure_key}`)).json().data;
    expect(done).toMatchObject({ state: 'applied', order_state: 'completed' });
    const after = (await api(jar, 'GET', `/clm/verifications/${id}/current-package`)).json().data;
    expect(after.package.nas_code).toBe('PP699-5G');
  });

  it('two confirms at once with different keys make one change', async () => {
    const { jar, id } = await verified(LINES.concurrent);
    const send = (nas: string) =>
      api(jar, 'POST', `/clm/verifications/${id}/confirm-new-package`, { nas_code: nas, effective: 'now', accept_terms: true }, { 'idempotency-key': newKey() });
    const results = await Promise.all([send('PP699-5G'), send('PP999-5G-UNL'), send('PP699-5G')]);
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect([200, 409]).toContain(r.statusCode);
    const rows = await db().select().from(clmChanges).where(eq(clmChanges.target, LINES.concurrent));
    expect(rows).toHaveLength(1);
    // Effective now: the sweeper applies it at once.
    await ctx.app.subscribers.sweep(new Date(Date.now() + 1000));
    expect((await api(jar, 'GET', `/clm/changes/${placed[0].json().data.secure_key}`)).json().data.state).toBe('applied');
  });

  it('binds the verification to its user and browser', async () => {
    const { jar, id } = await verified(LINES.upgrade);
    const other = await signUp(ctx.app);
    const res = await api(other.jar, 'GET', `/clm/verifications/${id}/current-package`);
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'verification_not_found']);
    // Same user, another browser (no store_clm cookie).
    const noCookie = new CookieJar();
    noCookie.set('store_session', jar.get('store_session')!);
    const res2 = await ctx.app.inject({ method: 'GET', url: `/api/clm/verifications/${id}/current-package`, headers: { cookie: noCookie.header() } });
    expect(res2.statusCode).toBe(404);
  });

  it('limits OTP attempts', async () => {
    const { jar } = await signUp(ctx.app);
    await forgetOtps(LINES.upgrade);
    const v = (await api(jar, 'POST', '/clm/uppack/verify', { mobile_number: LINES.upgrade })).json().data;
    const right = await lastCode(LINES.upgrade);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await api(jar, 'POST', `/clm/verifications/${v.id}/otp`, { request_id: v.request_id, code: wrong });
    expect([first.statusCode, first.json().error.code, first.json().error.details.attempts_left]).toEqual([400, 'otp_incorrect', OTP_MAX_ATTEMPTS - 1]);
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) await api(jar, 'POST', `/clm/verifications/${v.id}/otp`, { request_id: v.request_id, code: wrong });
    const locked = await api(jar, 'POST', `/clm/verifications/${v.id}/otp`, { request_id: v.request_id, code: right });
    expect([locked.statusCode, locked.json().error.code]).toEqual([429, 'otp_attempts_exceeded']);
    const resend = await api(jar, 'POST', '/clm/uppack/verify', { mobile_number: LINES.upgrade });
    expect([resend.statusCode, resend.json().error.code]).toEqual([429, 'otp_resend_too_soon']);
  });

  it('a busy subscriber system is 503 with retry_after_s; unknown and suspended numbers are refused', async () => {
    const { jar } = await signUp(ctx.app);
    const busy = await api(jar, 'POST', '/clm/uppack/verify', { mobile_number: LINES.busy });
    expect([busy.statusCode, busy.json().error.code, busy.json().error.details.retry_after_s]).toEqual([503, 'subscriber_system_busy', 30]);
    const unknown = await api(jar, 'POST', '/clm/uppack/verify', { mobile_number: '0869999999' });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'subscriber_not_found']);
    const suspended = await api(jar, 'POST', '/clm/uppack/verify', { mobile_number: LINES.suspended });
    expect([suspended.statusCode, suspended.json().error.code]).toEqual([409, 'subscriber_suspended']);
    const bad = await api(jar, 'POST', '/clm/uppack/verify', { mobile_number: '12345' });
    expect(bad.statusCode).toBe(400);
    const tolBusy = await api(jar, 'POST', '/clm/vas/tol/verify', { account_id: TOL.busy });
    expect([tolBusy.statusCode, tolBusy.json().error.code]).toEqual([503, 'subscriber_system_busy']);
  });

  it('the owner of a number skips the OTP; anyone else is 403 not_your_number', async () => {
    const { jar } = await verified(LINES.owner);
    const mine = await api(jar, 'POST', '/clm/uppack/verify-mobile-only', { mobile_number: LINES.owner });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().data).toMatchObject({ state: 'verified', otp_to: null, target: '086-XXX-0025' });
    const pkg = await api(jar, 'GET', `/clm/verifications/${mine.json().data.id}/current-package`);
    expect(pkg.statusCode).toBe(200);
    const stranger = await signUp(ctx.app);
    const res = await api(stranger.jar, 'POST', '/clm/uppack/verify-mobile-only', { mobile_number: LINES.owner });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'not_your_number']);
  });

  it('adds and removes a mobile add-on (service orders completed at once); a repeat key answers the same', async () => {
    const { jar, id } = await verified(LINES.vas, '/clm/vas/tmvh/verify');
    const list = (await api(jar, 'GET', `/clm/verifications/${id}/vas`)).json().data;
    expect(list).toMatchObject({ service: 'tmvh', target: '086-XXX-0022', preview: false });
    const tune = list.items.find((i: { code: string }) => i.code === 'VAS-CALLER-TUNE');
    expect(tune.subscribed).toBe(true);
    const key = newKey();
    const add = await api(jar, 'POST', `/clm/verifications/${id}/vas`, { vas_code: 'VAS-TRUEID-PLUS', action: 'add' }, { 'idempotency-key': key });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json().data).toMatchObject({ kind: 'vas', vas_action: 'add', state: 'applied', order_state: 'completed', price_difference: 9_900 });
    const again = await api(jar, 'POST', `/clm/verifications/${id}/vas`, { vas_code: 'VAS-TRUEID-PLUS', action: 'add' }, { 'idempotency-key': key });
    expect([again.statusCode, again.json().data.order_number]).toEqual([200, add.json().data.order_number]);
    const twice = await api(jar, 'POST', `/clm/verifications/${id}/vas`, { vas_code: 'VAS-TRUEID-PLUS', action: 'add' }, { 'idempotency-key': newKey() });
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'vas_already_subscribed']);
    expect((await api(jar, 'GET', `/clm/verifications/${id}/vas`)).json().data.items.find((i: { code: string }) => i.code === 'VAS-TRUEID-PLUS').subscribed).toBe(true);
    const remove = await api(jar, 'POST', `/clm/verifications/${id}/vas`, { vas_code: 'VAS-TRUEID-PLUS', action: 'remove' }, { 'idempotency-key': newKey() });
    expect(remove.statusCode, remove.body).toBe(201);
    const removeAgain = await api(jar, 'POST', `/clm/verifications/${id}/vas`, { vas_code: 'VAS-TRUEID-PLUS', action: 'remove' }, { 'idempotency-key': newKey() });
    expect([removeAgain.statusCode, removeAgain.json().error.code]).toEqual([409, 'vas_not_subscribed']);
    const wrong = await api(jar, 'POST', `/clm/verifications/${id}/vas`, { vas_code: 'TOL-MESH', action: 'add' }, { 'idempotency-key': newKey() });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([404, 'vas_not_found']);
    // A mobile-add-on verification cannot read the upgrade's package list.
    expect((await api(jar, 'GET', `/clm/verifications/${id}/packages`)).statusCode).toBe(404);
  });

  it('adds a home-internet add-on after an OTP to the account’s contact mobile', async () => {
    const { jar, id } = await verified(TOL.ok, '/clm/vas/tol/verify');
    const list = (await api(jar, 'GET', `/clm/verifications/${id}/vas`)).json().data;
    expect(list).toMatchObject({ service: 'tol', target: '96XXXX0002' });
    expect(list.items.every((i: { code: string }) => i.code.startsWith('TOL-'))).toBe(true);
    const add = await api(jar, 'POST', `/clm/verifications/${id}/vas`, { vas_code: 'TOL-FIXED-IP', action: 'add' }, { 'idempotency-key': newKey() });
    expect(add.statusCode, add.body).toBe(201);
    const rows = await db().select().from(subscriberVas).where(eq(subscriberVas.serviceId, TOL.ok));
    expect(rows.map((r) => r.code)).toContain('TOL-FIXED-IP');
    const suspended = await api(jar, 'POST', '/clm/vas/tol/verify', { account_id: TOL.suspended });
    expect([suspended.statusCode, suspended.json().error.code]).toEqual([409, 'subscriber_suspended']);
    const unknown = await api(jar, 'POST', '/clm/vas/tol/verify', { account_id: '9612345678' });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'tol_account_not_found']);
  });

  it('the preview shows made-up data only, never a line’s', async () => {
    const jar = new CookieJar();
    const current = (await api(jar, 'GET', '/clm/preview/current-package')).json().data;
    expect(current).toMatchObject({ preview: true, number: '08X-XXX-XXXX', holder_thai_id: '*********XXXX', package: { nas_code: 'PP499-5G' } });
    const packages = (await api(jar, 'GET', '/clm/preview/packages')).json().data;
    expect(packages.length).toBeGreaterThan(3);
    const onTop = (await api(jar, 'GET', '/clm/preview/benefit-on-top')).json().data;
    expect(onTop.map((o: { code: string }) => o.code)).toEqual(['SAMPLE-YOUTUBE', 'SAMPLE-WIFI']);
    const vas = (await api(jar, 'GET', '/clm/preview/vas/tol')).json().data;
    expect(vas).toMatchObject({ preview: true, target: '96XXXXXXXX' });
    const all = JSON.stringify([current, packages, onTop, vas]);
    for (const msisdn of Object.values(LINES)) expect(all).not.toContain(msisdn);
    expect(all).not.toMatch(/086\d{7}|96000000\d\d/);
    expect((await api(jar, 'GET', '/clm/preview/vas/other')).statusCode).toBe(400);
  });

  it('never logs a number or a code', () => {
    const text = logs.join('');
    expect(leakedInLog(text, [/0861000\d\d\d/])).toEqual([]);
  });

  it('seeds billing addresses the address data knows', async () => {
    const [place] = await db().select().from(geoSubdistricts).where(eq(geoSubdistricts.id, 37));
    expect(place.postcode).toBe('10330');
  });
});
