import { PassThrough } from 'node:stream';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_MAX_PER_WINDOW } from '@store/domain/otp';
import { nextBangkokMidnight } from '@store/domain/pre2post';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar, ORIGIN, signUp } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { geoSubdistricts } from '../address/tables';
import { ekycApplications } from '../ekyc/tables';
import { otpRequests, smsOutbox } from '../sim/tables';
import { subscribers } from '../subscribers/tables';
import { pre2postQualifications } from './tables';

/** The seeded test lines (subscribers/seed.ts; README "Subscriber system (sandbox)"). */
const LINES = {
  eligibleA: { msisdn: '0861000010', id: '1101700033333' },
  eligibleB: { msisdn: '0861000011', id: '1101700044441' },
  eligibleC: { msisdn: '0861000001', id: '1101700123456' },
  eligibleD: { msisdn: '0861000002', id: '1101700234568' },
  tooNew: { msisdn: '0861000003', id: '1101700345670' },
  postpaid: { msisdn: '0861000004', id: '1101700789012' },
  blacklisted: { msisdn: '0861000005', id: '1101700890121' },
  suspended: { msisdn: '0861000006', id: '1101700901238' },
  owes: { msisdn: '0861000007', id: '1101700011119' },
  /** The eKYC sandbox rejects this holder's ID (face_mismatch). */
  rejects: { msisdn: '0861000008', id: '1101700456781' },
  busy: { msisdn: '0861000009', id: '1101700022226' },
  limits: { msisdn: '0861000012', id: '1101700055558' },
} as const;
/** A valid ID that holds none of the lines. */
const OTHER_ID = '1103700000003';

describe.each(databaseKinds)('prepaid to postpaid on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let billing: { name: string; phone: string; line1: string; subdistrict_id: number; postcode: string };
  const logs: string[] = [];
  const codesSeen: string[] = [];
  const db = () => ctx.database.db;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    // The real eKYC module (decision 027): its sandbox decides 40 ms after a submit, its sweeper runs every 100 ms.
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream, EKYC_SANDBOX_DECISION_MS: 40, SWEEP_EVERY_MS: 100 });
    const [place] = await db().select().from(geoSubdistricts).limit(1);
    billing = { name: 'สมชาย ใจดี', phone: '0891234567', line1: '99/1 ถนนสุขุมวิท', subdistrict_id: place.id, postcode: place.postcode };
  });
  afterAll(() => ctx.close());

  const api = (jar: CookieJar, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: jar.address,
      headers: { cookie: jar.header(), ...(method === 'GET' ? {} : { origin: ORIGIN }), ...headers },
      ...(payload ? { payload } : {}),
    });
  const setConfig = (key: string, value: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/config/${key}`, headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` }, payload: value });
  /** The last code sent to a number, read from the outbox table (not through a URL, which the log would show). */
  async function lastCode(msisdn: string): Promise<string> {
    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.to, msisdn)).orderBy(desc(smsOutbox.createdAt)).limit(1);
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    codesSeen.push(code);
    return code;
  }
  /** Lets a number have a new code at once (the one-a-minute rule is tested on its own). */
  const forgetOtps = (msisdn: string) => db().delete(otpRequests).where(eq(otpRequests.mobile, msisdn));

  async function shopper() {
    const { jar, userId } = await signUp(ctx.app);
    return { jar, userId };
  }
  async function check(jar: CookieJar, line: { msisdn: string; id: string }, lang: 'th' | 'en' = 'en') {
    return api(jar, 'POST', '/pre2post/check', { mobile_number: line.msisdn, thai_id: line.id, lang });
  }
  /** Check, OTP, qualification: the qualification's answer. */
  async function qualify(jar: CookieJar, line: { msisdn: string; id: string }) {
    await forgetOtps(line.msisdn);
    const sent = await check(jar, line);
    expect(sent.statusCode, sent.body).toBe(201);
    const code = await lastCode(line.msisdn);
    return api(jar, 'POST', '/pre2post/qualifications', { request_id: sent.json().data.request_id, mobile_number: line.msisdn, thai_id: line.id, code });
  }
  let keys = 0;
  const newKey = () => `p2p-key-${Date.now()}-${++keys}`;
  const orderBody = (qualificationId: string, over: object = {}) => ({
    qualification_id: qualificationId,
    nas_code: 'PP399-5G',
    billing_address: billing,
    email: 'somchai@example.com',
    consents: { terms: true, marketing: false, data_sharing: true },
    ...over,
  });
  const placeOrder = (jar: CookieJar, body: object, key: string | null = newKey()) => api(jar, 'POST', '/pre2post/orders', body, key ? { 'idempotency-key': key } : {});
  const orderView = async (secureKey: string) => (await api(new CookieJar(), 'GET', `/pre2post/orders/${secureKey}`)).json().data;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Waits for an order to reach a state (the eKYC sandbox decides in the background). */
  async function orderIn(secureKey: string, state: string) {
    for (let i = 0; i < 150; i += 1) {
      const view = await orderView(secureKey);
      if (view.state === state) return view;
      await sleep(20);
    }
    throw new Error(`order did not become ${state}: ${(await orderView(secureKey)).state}`);
  }

  /** The eKYC module's API as the page calls it: an application for a Thai ID, its two photos, the submit. */
  let ekycCreates = 0;
  const photo = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('test photo')]);
  async function ekycApplication(jar: CookieJar, thaiId: string): Promise<string> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ekyc/applications',
      payload: { thai_id: thaiId, purpose: 'pre_to_post', lang: 'en' },
      remoteAddress: `10.251.${Math.floor(++ekycCreates / 250)}.${(ekycCreates % 250) + 1}`,
      headers: { cookie: jar.header(), origin: ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  }
  async function submitEkyc(jar: CookieJar, id: string) {
    for (const kind of ['document', 'selfie']) {
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/api/ekyc/applications/${id}/images/${kind}`,
        payload: photo(),
        remoteAddress: jar.address,
        headers: { cookie: jar.header(), origin: ORIGIN, 'content-type': 'image/jpeg' },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    expect((await api(jar, 'POST', `/ekyc/applications/${id}/submit`)).statusCode).toBe(200);
  }
  async function decidedEkyc(jar: CookieJar, thaiId: string, status: 'approved' | 'rejected'): Promise<string> {
    const id = await ekycApplication(jar, thaiId);
    await submitEkyc(jar, id);
    for (let i = 0; i < 150; i += 1) {
      if ((await api(jar, 'GET', `/ekyc/applications/${id}`)).json().data.status === status) return id;
      await sleep(20);
    }
    throw new Error(`eKYC application not ${status}`);
  }

  it('documents its routes in the OpenAPI document', async () => {
    const paths = Object.keys((await ctx.app.inject('/api/docs/json')).json().paths);
    for (const p of [
      '/api/pre2post/check',
      '/api/pre2post/qualifications',
      '/api/pre2post/qualifications/{id}',
      '/api/pre2post/qualifications/{id}/ekyc',
      '/api/pre2post/plans',
      '/api/pre2post/plans/{nas_code}',
      '/api/pre2post/orders',
      '/api/pre2post/orders/{secure_key}',
      '/api/dev/subscribers',
      '/api/me/consents',
      '/api/me/consents/{purpose}/withdraw',
    ])
      expect(paths).toContain(p);
  });

  describe('the subscriber sandbox', () => {
    it('lists the seeded test lines with masked IDs', async () => {
      const res = await ctx.app.inject('/api/dev/subscribers');
      expect(res.statusCode).toBe(200);
      const lines = res.json().data as { mobile_number: string; holder_thai_id: string; type: string; months: number; balance: number; status: string; blacklisted: boolean }[];
      expect(lines.map((l) => l.mobile_number).slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, i) => `08610000${String(i + 1).padStart(2, '0')}`));
      expect(lines[0]).toMatchObject({ type: 'prepaid', holder_thai_id: '*********3456', months: 24, status: 'active' });
      expect(lines.find((l) => l.mobile_number === LINES.owes.msisdn)!.balance).toBe(-3_500);
      expect(lines.find((l) => l.mobile_number === LINES.suspended.msisdn)!.status).toBe('suspended');
      expect(res.body).not.toContain(LINES.eligibleA.id);
    });

    it('keeps the holder IDs only as keyed hashes', async () => {
      const rows = await db().execute(sql`select holder_id_hash from subscribers`);
      expect(JSON.stringify(rows)).not.toContain('1101700');
    });
  });

  describe('plans', () => {
    it('lists the postpaid plans offered, with what is kept', async () => {
      const plans = (await ctx.app.inject('/api/pre2post/plans')).json().data as { nas_code: string; keeps: { number: boolean; balance: string; notes: unknown[] } }[];
      expect(plans.map((p) => p.nas_code)).toEqual(['PP299-4G', 'PP399-5G', 'PP499-5G', 'PP699-5G']);
      expect(plans.every((p) => p.keeps.number && p.keeps.notes.length > 0)).toBe(true);
      const one = await ctx.app.inject('/api/pre2post/plans/PP399-5G');
      expect(one.json().data).toMatchObject({ nas_code: 'PP399-5G', monthly_price: 39_900, keeps: { balance: 'credited_to_first_bill' } });
      const none = await ctx.app.inject('/api/pre2post/plans/PRE200-30D');
      expect([none.statusCode, none.json().error.code]).toEqual([404, 'plan_not_found']);
    });
  });

  describe('check', () => {
    it('needs a session', async () => {
      const res = await check(new CookieJar(), LINES.eligibleA);
      expect(res.statusCode).toBe(401);
    });

    it('refuses a Thai ID whose check digit is wrong (400 thai_id_invalid)', async () => {
      const { jar } = await shopper();
      const res = await check(jar, { msisdn: LINES.eligibleA.msisdn, id: '1101700033334' });
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'thai_id_invalid']);
    });

    it('an unknown number is 404 subscriber_not_found', async () => {
      const { jar } = await shopper();
      const res = await check(jar, { msisdn: '0861999999', id: LINES.eligibleA.id });
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'subscriber_not_found']);
    });

    it('the busy line is 503 subscriber_system_busy with when to retry, at check and at qualification', async () => {
      const { jar } = await shopper();
      const res = await check(jar, LINES.busy);
      expect([res.statusCode, res.json().error.code]).toEqual([503, 'subscriber_system_busy']);
      expect(res.json().error.details.retry_after_s).toBeGreaterThan(0);
      expect(res.headers['retry-after']).toBe(String(res.json().error.details.retry_after_s));
      const q = await api(jar, 'POST', '/pre2post/qualifications', { request_id: crypto.randomUUID(), mobile_number: LINES.busy.msisdn, thai_id: LINES.busy.id, code: '123456' });
      expect([q.statusCode, q.json().error.code]).toEqual([503, 'subscriber_system_busy']);
    });

    it('sends the code to the number whatever the ID, and does not say whether the ID matches', async () => {
      const { jar } = await shopper();
      await forgetOtps(LINES.eligibleB.msisdn);
      const res = await check(jar, { msisdn: LINES.eligibleB.msisdn, id: OTHER_ID });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toEqual({ request_id: expect.any(String), mobile_number: '086-XXX-0011', expires_at: expect.any(String), resend_after: expect.any(String) });
      expect(res.body).not.toMatch(/match|holder/i);
    });
  });

  describe('qualification (TMF679)', () => {
    it('qualifies an eligible line, kept 30 minutes for that user only', async () => {
      const { jar } = await shopper();
      const res = await qualify(jar, LINES.eligibleD);
      expect(res.statusCode, res.body).toBe(201);
      const q = res.json().data;
      expect(q).toMatchObject({
        mobile_number: '086-XXX-0002',
        thai_id: '*********4568',
        qualification_result: 'qualified',
        reasons: [],
        ekyc_required: true,
        subscriber: { type: 'prepaid', months: 36, package: { nas_code: 'PRE79-7D' } },
      });
      expect(Date.parse(q.expires_at) - Date.parse(q.created_at)).toBe(30 * 60_000);
      expect((await api(jar, 'GET', `/pre2post/qualifications/${q.id}`)).json().data).toEqual(q);
      const other = await shopper();
      const theirs = await api(other.jar, 'GET', `/pre2post/qualifications/${q.id}`);
      expect([theirs.statusCode, theirs.json().error.code]).toEqual([404, 'qualification_not_found']);
      const placed = await placeOrder(other.jar, orderBody(q.id));
      expect([placed.statusCode, placed.json().error.code]).toEqual([404, 'qualification_not_found']);
    });

    it("says an ID that is not the holder's only after the OTP (id_mismatch)", async () => {
      const { jar } = await shopper();
      const res = await qualify(jar, { msisdn: LINES.eligibleB.msisdn, id: OTHER_ID });
      expect(res.json().data).toMatchObject({ qualification_result: 'unqualified', reasons: [{ code: 'id_mismatch' }] });
    });

    it.each([
      ['not_prepaid', LINES.postpaid, undefined],
      ['blacklisted', LINES.blacklisted, undefined],
      ['suspended', LINES.suspended, undefined],
      ['balance_owed', LINES.owes, { amount: 3_500 }],
      ['too_new', LINES.tooNew, { months: 1, min_months: 3 }],
    ] as const)('%s', async (code, line, details) => {
      expect((await setConfig('check_aging', { toggle: true, min_months: 3 })).statusCode).toBe(200);
      const { jar } = await shopper();
      const res = await qualify(jar, line);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.qualification_result).toBe('unqualified');
      expect(res.json().data.reasons).toEqual([details ? { code, details } : { code }]);
    });

    it('gives every reason at once (a wrong ID on a suspended line)', async () => {
      const { jar } = await shopper();
      const res = await qualify(jar, { msisdn: LINES.suspended.msisdn, id: OTHER_ID });
      expect(res.json().data.reasons.map((r: { code: string }) => r.code)).toEqual(['id_mismatch', 'suspended']);
    });

    it('does not look at the age with check_aging off', async () => {
      expect((await setConfig('check_aging', { toggle: false, min_months: 3 })).statusCode).toBe(200);
      const { jar } = await shopper();
      const res = await qualify(jar, LINES.tooNew);
      expect(res.json().data).toMatchObject({ qualification_result: 'qualified', reasons: [] });
      await setConfig('check_aging', { toggle: true, min_months: 3 });
    });

    it('an unqualified number cannot be ordered (422 not_qualified with its reasons)', async () => {
      const { jar } = await shopper();
      const q = (await qualify(jar, LINES.owes)).json().data;
      const res = await placeOrder(jar, orderBody(q.id));
      expect([res.statusCode, res.json().error.code]).toEqual([422, 'not_qualified']);
      expect(res.json().error.details.reasons).toEqual([{ code: 'balance_owed', details: { amount: 3_500 } }]);
    });
  });

  describe('OTP limits', () => {
    it('one code a minute per number (429 otp_resend_too_soon)', async () => {
      const { jar } = await shopper();
      await forgetOtps(LINES.limits.msisdn);
      expect((await check(jar, LINES.limits)).statusCode).toBe(201);
      const again = await check(jar, LINES.limits);
      expect([again.statusCode, again.json().error.code]).toEqual([429, 'otp_resend_too_soon']);
      expect(again.json().error.details.retry_after_s).toBeGreaterThan(0);
    });

    it(`at most ${OTP_MAX_PER_WINDOW} codes an hour per number (429 otp_rate_limited)`, async () => {
      const { jar, userId } = await shopper();
      await forgetOtps(LINES.limits.msisdn);
      const now = Date.now();
      await db()
        .insert(otpRequests)
        .values(
          Array.from({ length: OTP_MAX_PER_WINDOW }, (_, i) => ({
            mobile: LINES.limits.msisdn,
            flow: 'pre_to_post' as const,
            userId,
            codeHash: 'x',
            expiresAt: new Date(now),
            createdAt: new Date(now - (i + 2) * 5 * 60_000),
          })),
        );
      const res = await check(jar, LINES.limits);
      expect([res.statusCode, res.json().error.code]).toEqual([429, 'otp_rate_limited']);
    });

    it(`a wrong code counts; after ${OTP_MAX_ATTEMPTS} the right one is refused too`, async () => {
      const { jar } = await shopper();
      await forgetOtps(LINES.limits.msisdn);
      const sent = (await check(jar, LINES.limits)).json().data;
      const right = await lastCode(LINES.limits.msisdn);
      const wrong = right === '000000' ? '111111' : '000000';
      const attempt = (code: string) =>
        api(jar, 'POST', '/pre2post/qualifications', { request_id: sent.request_id, mobile_number: LINES.limits.msisdn, thai_id: LINES.limits.id, code });
      const first = await attempt(wrong);
      expect([first.statusCode, first.json().error.code, first.json().error.details.attempts_left]).toEqual([400, 'otp_incorrect', OTP_MAX_ATTEMPTS - 1]);
      for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) await attempt(wrong);
      const last = await attempt(right);
      expect([last.statusCode, last.json().error.code]).toEqual([429, 'otp_attempts_exceeded']);
    });

    it('a code is for the user who asked for it', async () => {
      const { jar } = await shopper();
      await forgetOtps(LINES.limits.msisdn);
      const sent = (await check(jar, LINES.limits)).json().data;
      const code = await lastCode(LINES.limits.msisdn);
      const other = await shopper();
      const res = await api(other.jar, 'POST', '/pre2post/qualifications', { request_id: sent.request_id, mobile_number: LINES.limits.msisdn, thai_id: LINES.limits.id, code });
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'otp_not_found']);
    });
  });

  describe('the order', () => {
    it('needs an Idempotency-Key, a session, and an eKYC when ekyc_mobile is on', async () => {
      const { jar } = await shopper();
      const q = (await qualify(jar, LINES.eligibleA)).json().data;
      const noKey = await placeOrder(jar, orderBody(q.id), null);
      expect([noKey.statusCode, noKey.json().error.code]).toEqual([400, 'idempotency_key_required']);
      const anonymous = await placeOrder(new CookieJar(), orderBody(q.id));
      expect(anonymous.statusCode).toBe(401);
      const noEkyc = await placeOrder(jar, orderBody(q.id));
      expect([noEkyc.statusCode, noEkyc.json().error.code]).toEqual([422, 'ekyc_required']);
      const terms = await placeOrder(jar, orderBody(q.id, { consents: { terms: false, marketing: false, data_sharing: false } }));
      expect(terms.statusCode).toBe(400);
      const plan = await placeOrder(jar, orderBody(q.id, { nas_code: 'NOPE-1' }));
      expect([plan.statusCode, plan.json().error.code]).toEqual([422, 'plan_not_found']);
    });

    it("refuses an eKYC application that is another user's (404), for another ID (403), or rejected (422)", async () => {
      const { jar } = await shopper();
      const q = (await qualify(jar, LINES.eligibleA)).json().data;
      const other = await shopper();
      const theirs = await ekycApplication(other.jar, LINES.eligibleA.id);
      const r1 = await placeOrder(jar, orderBody(q.id, { ekyc_application_id: theirs }));
      expect([r1.statusCode, r1.json().error.code]).toEqual([404, 'ekyc_not_found']);
      const otherId = await ekycApplication(jar, OTHER_ID);
      const r2 = await placeOrder(jar, orderBody(q.id, { ekyc_application_id: otherId }));
      expect([r2.statusCode, r2.json().error.code]).toEqual([403, 'ekyc_not_for_this_id']);
      const q2 = (await qualify(jar, LINES.rejects)).json().data;
      const rejected = await decidedEkyc(jar, LINES.rejects.id, 'rejected');
      const r3 = await placeOrder(jar, orderBody(q2.id, { ekyc_application_id: rejected }));
      expect([r3.statusCode, r3.json().error.code, r3.json().error.details.reason]).toEqual([422, 'ekyc_rejected', 'face_mismatch']);
    });

    it('makes the eKYC application of a qualification from the ID the store kept (spec POST /pre_to_post/ekyc): only for its user, qualified and in time', async () => {
      const { jar } = await shopper();
      const q = (await qualify(jar, LINES.eligibleA)).json().data;
      const made = await api(jar, 'POST', `/pre2post/qualifications/${q.id}/ekyc`, { lang: 'en' });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().data).toMatchObject({ purpose: 'pre_to_post', status: 'created', lang: 'en' });
      expect(made.body).not.toContain(LINES.eligibleA.id);
      // It is this user's application, for the ID the check verified (shown masked: its last four digits).
      const mine = await api(jar, 'GET', `/ekyc/applications/${made.json().data.id}`);
      expect([mine.statusCode, mine.json().data.thai_id]).toEqual([200, `*********${LINES.eligibleA.id.slice(-4)}`]);

      const other = await shopper();
      const theirs = await api(other.jar, 'POST', `/pre2post/qualifications/${q.id}/ekyc`, { lang: 'th' });
      expect([theirs.statusCode, theirs.json().error.code]).toEqual([404, 'qualification_not_found']);
      const anonymous = await api(new CookieJar(), 'POST', `/pre2post/qualifications/${q.id}/ekyc`, {});
      expect(anonymous.statusCode).toBe(401);

      const unqualified = (await qualify(jar, LINES.blacklisted)).json().data;
      const refused = await api(jar, 'POST', `/pre2post/qualifications/${unqualified.id}/ekyc`, {});
      expect([refused.statusCode, refused.json().error.code]).toEqual([422, 'not_qualified']);

      await db()
        .update(pre2postQualifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(pre2postQualifications.id, unqualified.id));
      const late = await api(jar, 'POST', `/pre2post/qualifications/${unqualified.id}/ekyc`, {});
      expect([late.statusCode, late.json().error.code]).toEqual([410, 'qualification_expired']);
    });

    it('an expired qualification is 410 qualification_expired', async () => {
      const { jar } = await shopper();
      const q = (await qualify(jar, LINES.eligibleA)).json().data;
      await db()
        .update(pre2postQualifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(pre2postQualifications.id, q.id));
      const res = await placeOrder(jar, orderBody(q.id, { ekyc_application_id: await ekycApplication(jar, LINES.eligibleA.id) }));
      expect([res.statusCode, res.json().error.code]).toEqual([410, 'qualification_expired']);
    });

    it('converts a number: awaiting eKYC, then scheduled for the next midnight in Bangkok, then completed', async () => {
      const { jar } = await shopper();
      const q = (await qualify(jar, LINES.eligibleA)).json().data;
      // The application is made but not yet submitted: the order waits for it.
      const application = await ekycApplication(jar, LINES.eligibleA.id);
      const key = newKey();
      const body = orderBody(q.id, { ekyc_application_id: application });
      const placed = await placeOrder(jar, body, key);
      expect(placed.statusCode, placed.body).toBe(201);
      const { order_number, secure_key, state } = placed.json().data;
      expect(state).toBe('awaiting_ekyc');

      // The same key and body: the same order (200); the same key with another body: 409.
      const again = await placeOrder(jar, body, key);
      expect([again.statusCode, again.json().data.order_number]).toEqual([200, order_number]);
      const changed = await placeOrder(jar, { ...body, nas_code: 'PP499-5G' }, key);
      expect([changed.statusCode, changed.json().error.code]).toEqual([409, 'idempotency_key_reused']);
      // A second conversion of the number while this one is pending: refused, at order and at qualification.
      const second = await placeOrder(jar, body);
      expect([second.statusCode, second.json().error.code]).toEqual([409, 'conversion_pending']);
      const requalified = (await qualify(jar, LINES.eligibleA)).json().data;
      expect(requalified.reasons).toEqual([{ code: 'conversion_pending' }]);

      let view = await orderView(secure_key);
      expect(view).toMatchObject({
        order_number,
        state: 'awaiting_ekyc',
        status_code: '009',
        tmf_state: 'held',
        total: 0,
        delivery: { method: 'billing', address: { phone: '089-xxx-4567' } },
        contact: { phone: '089-xxx-4567', email: 'somchai@example.com' },
        conversion: { number: '086-XXX-0010', nas_code: 'PP399-5G', effective_at: null, state: 'pending' },
      });
      expect(view.lines).toHaveLength(1);
      expect(view.lines[0]).toMatchObject({ product_type: 'pre_to_post', product_id: 'PP399-5G', line_total: 0 });
      expect(view.lines[0].sim_meta).toEqual({
        thai_id: '*********3333',
        number: '086-XXX-0010',
        dealer_code: null,
        correlation_id: expect.any(String),
        campaign_type: 'pre_to_post',
        sim_type: 'physical-sim',
        birth_date: null,
      });
      expect(view.steps.map((s: { key: string; done: boolean }) => [s.key, s.done])).toEqual([
        ['placed', true],
        ['ekyc', false],
        ['scheduled', false],
        ['completed', false],
      ]);

      await submitEkyc(jar, application);
      view = await orderIn(secure_key, 'in_progress');
      const effective = nextBangkokMidnight(new Date()).toISOString();
      expect(view).toMatchObject({ state: 'in_progress', status_code: '010', conversion: { state: 'scheduled', effective_at: effective } });
      expect(view.steps.find((s: { key: string }) => s.key === 'scheduled')).toMatchObject({ done: true, at: expect.any(String), effective_at: effective });
      expect(view.steps.find((s: { key: string }) => s.key === 'ekyc').done).toBe(true);

      // Nothing happens before the time; at the time the subscriber system applies it and the order completes.
      expect(await ctx.app.subscribers.sweep(new Date(Date.parse(effective) - 1000))).toBe(0);
      expect(await ctx.app.subscribers.sweep(new Date(Date.parse(effective) + 1000))).toBe(1);
      view = await orderView(secure_key);
      expect(view).toMatchObject({ state: 'completed', status_code: '011', tmf_state: 'completed', conversion: { state: 'applied' } });
      expect(view.steps.every((s: { done: boolean }) => s.done)).toBe(true);
      const line = ((await ctx.app.inject('/api/dev/subscribers')).json().data as { mobile_number: string; type: string; package: { nas_code: string } }[]).find(
        (l) => l.mobile_number === LINES.eligibleA.msisdn,
      )!;
      expect(line).toMatchObject({ type: 'postpaid', package: { nas_code: 'PP399-5G' } });

      // The shopper's order list and the order module's own page show it; the number is now postpaid.
      const mine = (await api(jar, 'GET', '/my/orders')).json().data.items;
      expect(mine[0]).toMatchObject({ order_number, state: 'completed', status_code: '011', total: 0 });
      expect((await api(jar, 'GET', `/orders/${secure_key}`)).json().data.state).toBe('completed');
      const after = (await qualify(jar, LINES.eligibleA)).json().data;
      expect(after.reasons).toEqual([{ code: 'not_prepaid' }]);

      // Another user never reads it through their account.
      const other = await shopper();
      const theirs = await api(other.jar, 'GET', `/my/orders/${order_number}`);
      expect(theirs.statusCode).toBe(403);

      // Nothing was charged: no tax invoice for it.
      const invoice = await api(jar, 'POST', `/orders/${secure_key}/tax-invoice`, {
        name: 'Somchai',
        tax_id: '1101700033333',
        branch: 'head_office',
        address: '99/1 Sukhumvit Road',
      });
      expect([invoice.statusCode, invoice.json().error.code]).toEqual([422, 'tax_invoice_nothing_charged']);
      // The receipt works as for any order (a total of 0, the billing address).
      const receipt = await api(jar, 'GET', `/orders/${secure_key}/receipt.pdf?lang=en`);
      expect([receipt.statusCode, receipt.headers['content-type']]).toEqual([200, 'application/pdf']);
    });

    it('a rejected eKYC cancels the order and gives the conversion back; a new conversion is then possible', async () => {
      const { jar } = await shopper();
      const q = (await qualify(jar, LINES.rejects)).json().data;
      const application = await ekycApplication(jar, LINES.rejects.id);
      const placed = (await placeOrder(jar, orderBody(q.id, { ekyc_application_id: application }))).json().data;
      expect(placed.state).toBe('awaiting_ekyc');
      await submitEkyc(jar, application);
      const view = await orderIn(placed.secure_key, 'cancelled');
      expect(view).toMatchObject({ status_code: '006', conversion: { state: 'cancelled' } });
      expect(view.steps.find((s: { key: string }) => s.key === 'ekyc').done).toBe(false);

      const q2 = (await qualify(jar, LINES.rejects)).json().data;
      expect(q2).toMatchObject({ qualification_result: 'qualified', reasons: [] });
      const res = await placeOrder(jar, orderBody(q2.id, { ekyc_application_id: await ekycApplication(jar, LINES.rejects.id) }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.state).toBe('awaiting_ekyc');
    });

    it('an eKYC approved before the order is placed sends it to the subscriber system at once', async () => {
      const { jar } = await shopper();
      const q = (await qualify(jar, LINES.eligibleB)).json().data;
      const approved = await decidedEkyc(jar, LINES.eligibleB.id, 'approved');
      const res = await placeOrder(jar, orderBody(q.id, { ekyc_application_id: approved }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.state).toBe('in_progress');
      expect((await orderView(res.json().data.secure_key)).conversion.state).toBe('scheduled');
    });

    it('a conversion approved while the subscriber system is busy is scheduled when it answers again', async () => {
      const { jar } = await shopper();
      const line = LINES.limits;
      const q = (await qualify(jar, line)).json().data;
      const application = await ekycApplication(jar, line.id);
      const placed = (await placeOrder(jar, orderBody(q.id, { ekyc_application_id: application }))).json().data;
      expect(placed.state).toBe('awaiting_ekyc');
      await db().update(subscribers).set({ fault: 'busy' }).where(eq(subscribers.msisdn, line.msisdn));
      try {
        await submitEkyc(jar, application);
        const view = await orderIn(placed.secure_key, 'in_progress');
        expect(view.conversion).toMatchObject({ state: 'pending', effective_at: null });
        expect(view.steps.find((s: { key: string }) => s.key === 'scheduled').done).toBe(false);
      } finally {
        await db().update(subscribers).set({ fault: null }).where(eq(subscribers.msisdn, line.msisdn));
      }
      // The pre2post sweeper (every 100 ms here) sends it again.
      for (let i = 0; i < 150 && (await orderView(placed.secure_key)).conversion.state !== 'scheduled'; i += 1) await sleep(20);
      expect((await orderView(placed.secure_key)).conversion.state).toBe('scheduled');
    });

    it('an expired eKYC cancels the order too', async () => {
      const { jar } = await shopper();
      const q = (await qualify(jar, LINES.eligibleD)).json().data;
      const application = await ekycApplication(jar, LINES.eligibleD.id);
      const placed = (await placeOrder(jar, orderBody(q.id, { ekyc_application_id: application }))).json().data;
      expect(placed.state).toBe('awaiting_ekyc');
      await db()
        .update(ekycApplications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(ekycApplications.id, application));
      expect((await orderIn(placed.secure_key, 'cancelled')).conversion.state).toBe('cancelled');
    });

    it('without eKYC (ekyc_mobile off) the order goes to the subscriber system at once', async () => {
      expect((await setConfig('ekyc_mobile', { toggle: false })).statusCode).toBe(200);
      try {
        const { jar } = await shopper();
        const q = (await qualify(jar, LINES.eligibleC)).json().data;
        expect(q.ekyc_required).toBe(false);
        const res = await placeOrder(jar, orderBody(q.id));
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().data.state).toBe('in_progress');
        const view = await orderView(res.json().data.secure_key);
        expect(view.steps.map((s: { key: string }) => s.key)).toEqual(['placed', 'scheduled', 'completed']);
        expect(view.conversion.state).toBe('scheduled');
      } finally {
        await setConfig('ekyc_mobile', { toggle: true });
      }
    });

    it('records each consent separately and lets the user withdraw an optional one', async () => {
      const { jar } = await shopper();
      const q = (await qualify(jar, LINES.eligibleD)).json().data;
      const consents = { terms: true, marketing: true, data_sharing: false };
      const placed = await placeOrder(jar, orderBody(q.id, { consents, ekyc_application_id: await ekycApplication(jar, LINES.eligibleD.id) }));
      expect(placed.statusCode, placed.body).toBe(201);
      const mine = (await api(jar, 'GET', '/me/consents')).json().data;
      expect(mine.current).toEqual([
        { purpose: 'terms', granted: true, text_version: expect.any(String), at: expect.any(String) },
        { purpose: 'marketing', granted: true, text_version: expect.any(String), at: expect.any(String) },
        { purpose: 'data_sharing', granted: false, text_version: expect.any(String), at: expect.any(String) },
      ]);
      expect(mine.records.every((r: { context: string; order_number: string }) => r.context === 'pre_to_post' && r.order_number === placed.json().data.order_number)).toBe(true);
      const withdrawn = await api(jar, 'POST', '/me/consents/marketing/withdraw');
      expect(withdrawn.json().data.current.find((c: { purpose: string }) => c.purpose === 'marketing').granted).toBe(false);
      const terms = await api(jar, 'POST', '/me/consents/terms/withdraw');
      expect([terms.statusCode, terms.json().error.code]).toEqual([422, 'consent_not_withdrawable']);
      const other = await shopper();
      expect((await api(other.jar, 'GET', '/me/consents')).json().data.records).toEqual([]);
    });
  });

  it('never writes a Thai ID, a tested phone number or an OTP to the log', () => {
    const text = logs.join('');
    expect(text.length).toBeGreaterThan(0);
    expect(leakedInLog(text, [...Object.values(LINES).flatMap((line) => [line.id, line.msisdn]), OTHER_ID])).toEqual([]);
    for (const code of codesSeen) expect(text).not.toContain(`"${code}"`);
  });
});
