import { PassThrough } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleReasons, rcOfNasCode, type BundleRules } from '@store/domain/bundles';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar, signUp } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { runStaffCli } from '../../cli/staff-commands';
import { call, newKey, orderBody, setStock, stockOf } from '../order/testing';
import { TEST_CARDS, tokenise } from '../payment/testing';
import { otpRequests, smsOutbox } from '../sim/tables';
import { subscribers } from '../subscribers/tables';
import { bundleVerifications } from './tables';

const ID = {
  '0861000001': '1101700123456',
  '0861000002': '1101700234568',
  '0861000003': '1101700345670',
  '0861000005': '1101700890121',
  '0861000007': '1101700011119',
  '0861000010': '1101700033333',
  '0861000011': '1101700044441',
} as const;
type Line = keyof typeof ID;
const OTHER_ID = '1101700055558';

const RULES: BundleRules = { types: ['prepaid', 'postpaid'], min_months: 6, min_rc: 0, families: [], no_overdue: true, not_blacklisted: true, active_only: true };
const subject = {
  type: 'prepaid' as const,
  months: 24,
  nasCode: 'PRE200-30D',
  rc: 20_000,
  balance: 100,
  blacklisted: false,
  status: 'active' as const,
  holderMatches: true,
  alreadyClaimed: false,
};

describe('bundle rules', () => {
  it('gives every reason at once, in order', () => {
    expect(bundleReasons(subject, RULES, true)).toEqual([]);
    expect(
      bundleReasons(
        { ...subject, months: 2, balance: -1, blacklisted: true, status: 'suspended', holderMatches: false, alreadyClaimed: true },
        { ...RULES, types: ['postpaid'], min_rc: 49_900 },
        false,
      ),
    ).toEqual(['campaign_not_active', 'id_mismatch', 'type_not_allowed', 'too_new', 'package_too_low', 'balance_owed', 'blacklisted', 'not_active', 'already_claimed']);
    // A package family passes the minimum charge.
    expect(bundleReasons({ ...subject, nasCode: 'PP299-4G', rc: 29_900 }, { ...RULES, min_rc: 49_900, families: ['PP'] }, true)).toEqual([]);
    expect(rcOfNasCode('PP499-5G')).toBe(49_900);
    expect(rcOfNasCode('PRE79-7D')).toBe(7_900);
    expect(rcOfNasCode('DIY-POST')).toBe(0);
  });
});

describe.each(databaseKinds)('device bundles on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const logs: string[] = [];
  const db = () => ctx.database.db;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream, SWEEP_EVERY_MS: 3_600_000 });
  });
  afterAll(() => ctx.close());

  const api = (jar: CookieJar, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    call(ctx.app, jar, method, url, payload, headers);
  const put = (jar: CookieJar, url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'PUT', url: `/api${url}`, payload, remoteAddress: jar.address, headers: { cookie: jar.header(), origin: 'http://localhost:80', ...headers } });
  const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
  const lastCode = async (msisdn: string) => {
    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.to, msisdn)).orderBy(desc(smsOutbox.createdAt)).limit(1);
    return /\b(\d{6})\b/.exec(sms.body)![1];
  };
  const forgetOtps = (msisdn: string) => db().delete(otpRequests).where(eq(otpRequests.mobile, msisdn));

  /** OTP then validate_existing_campaign: the verification. */
  async function verify(jar: CookieJar, campaignId: string, msisdn: Line, thaiId: string = ID[msisdn], path = '/verify/validate_existing_campaign') {
    await forgetOtps(msisdn);
    const sent = await api(jar, 'POST', '/bundles/otp', { campaign_id: campaignId, mobile_number: msisdn, thai_id: thaiId, lang: 'en' });
    expect(sent.statusCode, sent.body).toBe(201);
    const res = await api(jar, 'POST', path, {
      campaign_id: campaignId,
      mobile_number: msisdn,
      thai_id: thaiId,
      request_id: sent.json().data.request_id,
      code: await lastCode(msisdn),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }
  const campaign = async (id: string) => (await ctx.app.inject(`/api/bundles/campaigns/${id}`)).json().data;
  const claim = (jar: CookieJar, body: object, key = newKey()) => api(jar, 'POST', '/bundles/claims', body, { 'idempotency-key': key });
  const cartOf = async (jar: CookieJar) => (await api(jar, 'GET', '/cart')).json().data;

  it('lists open campaigns by shelf with subscriber prices per variant', async () => {
    const all = (await ctx.app.inject('/api/bundles/campaigns')).json().data;
    expect(all.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining(['EX-IP16-699', 'EX-A56-SIM', 'EX-S25FE-MNP', 'EX-A26-TOL', 'PRE-A56', 'NEW-RENO14', 'DEV-A26']));
    const sim = (await ctx.app.inject('/api/bundles/campaigns?shelf=sim')).json().data;
    expect(sim.every((c: { shelf: string }) => c.shelf === 'sim')).toBe(true);
    const ip = await campaign('EX-IP16-699');
    expect(ip.existing_campaign).toEqual({ campaign_type: 'EX-IP16-699', rc: 69_900, advance_payment: 69_900 });
    expect(ip.variants.length).toBeGreaterThan(1);
    for (const v of ip.variants) expect(v.subscriber_price).toBe(v.price - 500_000);
    expect(ip.plan).toMatchObject({ nas_code: 'PP699-5G' });
    expect(ip.benefits).toHaveLength(2);
    expect((await ctx.app.inject('/api/bundles/campaigns/NOPE')).statusCode).toBe(404);
  });

  it('answers every reason of a number that does not qualify', async () => {
    const { jar } = await signUp(ctx.app);
    expect((await verify(jar, 'EX-IP16-699', '0861000007')).reasons).toEqual(['balance_owed']);
    expect((await verify(jar, 'EX-IP16-699', '0861000003')).reasons).toEqual(['too_new']);
    expect((await verify(jar, 'EX-IP16-699', '0861000005')).reasons).toEqual(['blacklisted']);
    expect((await verify(jar, 'EX-A56-SIM', '0861000002')).reasons).toEqual(['package_too_low']);
    // The signed-in owner who proved 0861000007 needs no new code; a wrong holder ID is a reason.
    const owner = await api(jar, 'POST', '/verify/validate_existing_campaign', { campaign_id: 'EX-IP16-699', mobile_number: '0861000007', thai_id: OTHER_ID });
    expect(owner.statusCode, owner.body).toBe(201);
    expect(owner.json().data).toMatchObject({ eligible: false, reasons: ['id_mismatch', 'balance_owed'], thai_id: expect.stringMatching(/5558$/) });
    // Another user has proved nothing: an OTP is required.
    const stranger = (await signUp(ctx.app)).jar;
    const noOtp = await api(stranger, 'POST', '/verify/validate_existing_campaign', { campaign_id: 'EX-IP16-699', mobile_number: '0861000007', thai_id: ID['0861000007'] });
    expect(noOtp.statusCode).toBe(422);
    expect(noOtp.json().error.code).toBe('otp_required');
    // Prepaid campaigns are checked by their own call, existing ones refuse it.
    const wrong = await api(stranger, 'POST', '/truemoveh/bundle-campaigns/verify', { campaign_id: 'EX-IP16-699', mobile_number: '0861000007', thai_id: ID['0861000007'] });
    expect(wrong.json().error.code).toBe('wrong_campaign_kind');
    expect((await api(stranger, 'POST', '/bundles/otp', { campaign_id: 'EX-IP16-699', mobile_number: '0861000007', thai_id: '1234567890123', lang: 'th' })).json().error.code).toBe(
      'thai_id_invalid',
    );
    expect(
      (await api(new CookieJar(), 'POST', '/verify/validate_existing_campaign', { campaign_id: 'EX-IP16-699', mobile_number: '0861000007', thai_id: ID['0861000007'] })).statusCode,
    ).toBe(401);
    // A not eligible check cannot go in the cart.
    const refused = await claim(jar, { verification_id: owner.json().data.id, variant_id: (await campaign('EX-IP16-699')).variants[0].id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'not_eligible', details: { reasons: ['id_mismatch', 'balance_owed'] } });
    // The Thai ID of a refused check is not kept.
    const [row] = await db().select().from(bundleVerifications).where(eq(bundleVerifications.id, owner.json().data.id));
    expect(row.thaiIdEnc).toBeNull();
    expect(leakedInLog(logs.join(''), [ID['0861000007']])).toEqual([]);
  });

  it('an eligible subscriber buys at the subscriber price with an advance-payment line, once per number', async () => {
    const { jar } = await signUp(ctx.app);
    const v = await verify(jar, 'EX-IP16-699', '0861000010');
    expect(v).toMatchObject({ eligible: true, reasons: [], mobile_number: '086-XXX-0010', subscriber: { type: 'prepaid', package: { nas_code: 'PRE200-30D' } } });
    const ip = await campaign('EX-IP16-699');
    const variant = ip.variants[0];
    await setStock(db(), variant.id, 5);
    const benefits = await api(jar, 'POST', '/clm/get-campaign-instant-benefit', { verification_id: v.id });
    expect(benefits.json().data.map((b: { claimed: boolean }) => b.claimed)).toEqual([false, false]);
    const got = await api(jar, 'POST', `/clm/instant-benefits/${benefits.json().data[0].id}/claim`, { verification_id: v.id });
    expect(got.json().data.claimed).toBe(true);
    expect((await api(jar, 'POST', '/clm/get-campaign-instant-benefit', { verification_id: v.id })).json().data.map((b: { claimed: boolean }) => b.claimed)).toEqual([true, false]);

    const key = newKey();
    const placed = await claim(jar, { verification_id: v.id, variant_id: variant.id }, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const again = await claim(jar, { verification_id: v.id, variant_id: variant.id }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(placed.json().data);
    const cart = await cartOf(jar);
    expect(cart.lines).toHaveLength(2);
    const device = cart.lines.find((l: { product_type: string }) => l.product_type === 'device_bundle_existing');
    const advance = cart.lines.find((l: { product_type: string }) => l.product_type === 'advancepayment');
    expect(device).toMatchObject({ price: variant.subscriber_price, compare_at_price: variant.price, inventory: { id: String(variant.id) } });
    expect(device.sim_meta.number).toBe('086-XXX-0010');
    expect(advance).toMatchObject({ price: 69_900, line_total: 69_900 });
    expect(cart.advance_payment).toBe(true);
    expect(cart.total).toBe(variant.subscriber_price);

    const before = await stockOf(db(), variant.id);
    const res = await api(jar, 'POST', '/orders', orderBody({ method: 'card', token: await tokenise(ctx.app, TEST_CARDS.success) }), { 'idempotency-key': newKey() });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order;
    expect(order).toMatchObject({ state: 'paid', total: variant.subscriber_price });
    expect((await stockOf(db(), variant.id)).sold).toBe(before.sold + 1);
    // The number has had its bundle of this campaign.
    const second = await signUp(ctx.app);
    expect((await verify(second.jar, 'EX-IP16-699', '0861000010')).reasons).toEqual(['already_claimed']);
  });

  it('checks eligibility again at place order: 409 with the reason', async () => {
    const { jar } = await signUp(ctx.app);
    const v = await verify(jar, 'EX-A26-TOL', '0861000001');
    expect(v.eligible).toBe(true);
    const variant = (await campaign('EX-A26-TOL')).variants[0];
    await setStock(db(), variant.id, 5);
    expect((await claim(jar, { verification_id: v.id, variant_id: variant.id })).statusCode).toBe(201);
    await db().update(subscribers).set({ balance: -5_000 }).where(eq(subscribers.msisdn, '0861000001'));
    try {
      const res = await api(jar, 'POST', '/orders', orderBody(), { 'idempotency-key': newKey() });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'bundle_not_eligible', details: { reasons: ['balance_owed'] } });
      expect((await stockOf(db(), variant.id)).reserved).toBe(0);
    } finally {
      await db().update(subscribers).set({ balance: 12_350 }).where(eq(subscribers.msisdn, '0861000001'));
    }
    // Removing the device line removes its bundle (no advance payment on this campaign).
    const cart = await cartOf(jar);
    expect(cart.lines).toHaveLength(1);
    expect((await api(jar, 'DELETE', `/cart/lines/${cart.lines[0].id}`)).statusCode).toBeLessThan(300);
    expect((await cartOf(jar)).lines).toHaveLength(0);
  });

  it('one bundle per number under 20 concurrent place orders; an expired order gives the use back', async () => {
    const variant = (await campaign('EX-A56-SIM')).variants[0];
    await setStock(db(), variant.id, 50);
    const first = await signUp(ctx.app);
    const proved = await verify(first.jar, 'EX-A56-SIM', '0861000011');
    expect(proved.eligible).toBe(true);
    const [row] = await db().select().from(bundleVerifications).where(eq(bundleVerifications.id, proved.id));
    const shoppers = [first.jar];
    const userIds = [first.userId];
    for (let i = 1; i < 20; i++) {
      const next = await signUp(ctx.app);
      shoppers.push(next.jar);
      userIds.push(next.userId);
    }
    for (let i = 0; i < 20; i++) {
      let verificationId = proved.id;
      if (i > 0) {
        // The same check for each shopper (as if each had proved the number by its OTP).
        const { id: _id, ...rest } = row;
        const [copy] = await db()
          .insert(bundleVerifications)
          .values({ ...rest, userId: userIds[i] })
          .returning();
        verificationId = copy.id;
      }
      const placed = await claim(shoppers[i], { verification_id: verificationId, variant_id: variant.id });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const results = await Promise.all(shoppers.map((jar) => api(jar, 'POST', '/orders', orderBody(), { 'idempotency-key': newKey() })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error.code).toBe('bundle_not_eligible');
    expect((await stockOf(db(), variant.id)).reserved).toBe(1);
    // The winner's order expires unpaid: the use is given back and another shopper may buy.
    expect(await ctx.app.orders.sweep(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    const loser = shoppers[results.findIndex((r) => r.statusCode === 409)];
    const retry = await api(loser, 'POST', '/orders', orderBody(), { 'idempotency-key': newKey() });
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('a new customer buys a bundle with a new number from the pool, one per ID', async () => {
    const { jar } = await signUp(ctx.app);
    const search = (await api(jar, 'GET', '/numbers/search?limit=5')).json().data;
    const number = search.items[0].number as string;
    const hold = await api(jar, 'POST', `/numbers/${number}/hold`, { flow: 'postpaid' }, { 'idempotency-key': newKey() });
    expect(hold.statusCode, hold.body).toBe(201);
    const holdId = hold.json().data.hold_id as string;
    const v = await api(jar, 'POST', '/verify/NEW-RENO14', { thai_id: OTHER_ID });
    expect(v.statusCode, v.body).toBe(201);
    expect(v.json().data).toMatchObject({ eligible: true, kind: 'device_bundle_new_customer', mobile_number: null });
    const variant = (await campaign('NEW-RENO14')).variants[0];
    await setStock(db(), variant.id, 5);
    expect((await claim(jar, { verification_id: v.json().data.id, variant_id: variant.id })).json().error.code).toBe('number_required');
    const placed = await claim(jar, { verification_id: v.json().data.id, variant_id: variant.id, number_hold_id: holdId });
    expect(placed.statusCode, placed.body).toBe(201);
    const cart = await cartOf(jar);
    expect(cart.lines.map((l: { product_type: string }) => l.product_type).sort()).toEqual(['advancepayment', 'device_bundle_new_customer']);
    const res = await api(jar, 'POST', '/orders', orderBody({ method: 'card', token: await tokenise(ctx.app, TEST_CARDS.success) }), { 'idempotency-key': newKey() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.order.state).toBe('paid');
    expect((await api(jar, 'GET', `/numbers/${number}`)).json().data.available).toBe(false);
    const twice = await api(jar, 'POST', '/verify/NEW-RENO14', { thai_id: OTHER_ID });
    expect(twice.json().data.reasons).toEqual(['already_claimed']);
  });

  it('lead transactions: stored with state, masked for the user, read by staff with contact.read (audited)', async () => {
    const { jar } = await signUp(ctx.app);
    const body = { campaign_id: 'EX-IP16-699', contact_name: 'สมหญิง ใจดี', mobile_number: '0812223344' };
    const first = await api(jar, 'POST', '/clm/callback/add-leads', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ state: 'new', mobile_number: '081-XXX-3344', service_id: Buffer.from('EX-IP16-699:0812223344').toString('base64') });
    expect((await api(jar, 'POST', '/clm/callback/add-leads', body)).statusCode).toBe(200);
    expect((await api(jar, 'POST', '/clm/callback/add-leads', { ...body, campaign_id: 'NOPE' })).statusCode).toBe(404);
    const mine = (await api(jar, 'GET', '/clm/leadTransaction')).json().data;
    expect(mine).toHaveLength(1);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/bundles/leads' })).statusCode).toBe(401);
    const io = { log: () => undefined, error: () => undefined };
    expect(await runStaffCli(['create', '--email', 'editor-bundles@tawan.example', '--role', 'content_editor'], db(), io, 'a long enough password')).toBe(0);
    const editor = new CookieJar();
    expect((await api(editor, 'POST', '/staff/session', { email: 'editor-bundles@tawan.example', password: 'a long enough password' })).statusCode).toBe(200);
    const denied = await api(editor, 'GET', '/staff/bundles/leads');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('permission_denied');
    const staff = await ctx.app.inject({ method: 'GET', url: '/api/staff/bundles/leads?state=new', headers: operator });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data[0]).toMatchObject({ mobile_number: '0812223344', contact_name: 'สมหญิง ใจดี' });
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/bundles/leads/${mine[0].id}`,
      headers: { ...operator, origin: 'http://localhost:80' },
      payload: { state: 'contacted' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const audit = (await ctx.app.inject({ method: 'GET', url: '/api/staff/audit', headers: operator })).json().data.entries.map((e: { action: string }) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['bundle_leads.read', 'bundle_lead.update']));

    const withdrawn = await put(jar, '/clm/leadTransaction', { id: mine[0].id, state: 'withdrawn' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.state).toBe('withdrawn');
    expect((await put(jar, '/clm/leadTransaction', { id: mine[0].id, state: 'withdrawn' })).statusCode).toBe(409);
    expect(leakedInLog(logs.join(''), ['0812223344'])).toEqual([]);
  });

  it('staff edit a campaign (catalog.manage, audited); a closed campaign is not listed', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/staff/bundles/campaigns/EX-S25FE-MNP',
      headers: { ...operator, origin: 'http://localhost:80' },
      payload: { active: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.open).toBe(false);
    expect((await ctx.app.inject('/api/bundles/campaigns')).json().data.map((c: { id: string }) => c.id)).not.toContain('EX-S25FE-MNP');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/staff/bundles/campaigns/EX-S25FE-MNP',
      headers: { ...operator, origin: 'http://localhost:80' },
      payload: { starts_at: '2030-01-01T00:00:00Z' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/staff/bundles/campaigns/EX-S25FE-MNP', headers: { origin: 'http://localhost:80' }, payload: { active: true } })).statusCode,
    ).toBe(401);
  });
});
