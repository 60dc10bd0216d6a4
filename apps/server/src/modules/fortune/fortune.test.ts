import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreNumber } from '@store/domain/numerology';
import { NUMEROLOGY_SEED } from '@store/domain/numerology-data';
import { HOROSCOPES, zodiacOf } from '@store/domain/fortune';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { ORIGIN, signUp, uniquePhone } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { rowsOf } from '../numbers/rows';
import { orderBody, placeOrder } from '../order/testing';

/** A Sunday birth (kalakini 6) with a birth time, wishing for wealth and work. */
const PROFILE = { birth_date: '1990-05-13', birth_time: '09:30', timezone: 'Asia/Bangkok', wishes: ['wealth', 'work'] as const };
const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
const VALID_ID = '1103700000003';

describe.each(databaseKinds)('fortune on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let suited: string[];
  let spoiled: string;
  let kalakiniNumber: string;
  const logs: string[] = [];
  const phones: string[] = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream });
    const pool = rowsOf<{ number: string }>(await ctx.database.db.execute(sql`select number from mobile_numbers where status = 'available' order by number`)).map((r) => r.number);
    const profile = { birthDate: PROFILE.birth_date, birthTime: PROFILE.birth_time, wishes: [...PROFILE.wishes] };
    const read = pool.map((n) => scoreNumber(n, profile, NUMEROLOGY_SEED));
    suited = read.filter((r) => !r.has_bad_pair && !r.has_kalakini).map((r) => r.msisdn);
    spoiled = read.find((r) => r.has_bad_pair && !r.has_kalakini)!.msisdn;
    kalakiniNumber = read.find((r) => !r.has_bad_pair && r.has_kalakini)!.msisdn;
    expect(suited.length).toBeGreaterThan(10);
  });
  afterAll(async () => {
    await ctx.close();
    // Birth data and the shopper's phone never reach the log (which did record these requests).
    const all = logs.join('');
    expect(all).toContain('/api/fortune/numbers/:number/hold');
    expect(leakedInLog(all, [PROFILE.birth_date, '1990-02-30', '09:30', ...phones])).toEqual([]);
  });

  const outbox = async (to: string) => (await ctx.app.inject({ url: `/api/dev/sms-outbox?to=${to}`, headers: operator })).json().data as { body: string }[];
  const codeFrom = (body: string) => /\b(\d{6})\b/.exec(body)![1];

  /** A signed-in shopper, with their fortune phone verified unless `verified` is false. */
  async function shopper(verified = true) {
    const me = await signUp(ctx.app);
    const headers = { cookie: me.jar.header(), origin: ORIGIN };
    const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, extra: Record<string, string> = {}) =>
      ctx.app.inject({ method, url, headers: { ...headers, ...extra }, payload: payload as never, remoteAddress: me.jar.address });
    const mobile = uniquePhone();
    phones.push(mobile);
    if (verified) {
      const otp = await inject('POST', '/api/sim/otp', { mobile_number: mobile, flow: 'berfuntong', lang: 'en' });
      expect(otp.statusCode).toBe(201);
      const [sms] = await outbox(mobile);
      const res = await inject('POST', '/api/fortune/verify', { mobile_number: mobile, otp_request_id: otp.json().data.request_id, otp_code: codeFrom(sms.body) });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.mobile_number).toBe(`XXX-XXX-${mobile.slice(-4)}`);
    }
    const hold = (number: string, body: Record<string, unknown> = {}, key = `k-${number}-${Math.random()}`) =>
      inject('POST', `/api/fortune/numbers/${number}/hold`, { campaign: 'berfuntong', ...PROFILE, ...body }, { 'idempotency-key': key });
    return { me, headers, inject, mobile, hold };
  }

  it('documents the fortune calls in the OpenAPI document', async () => {
    const paths = Object.keys((await ctx.app.inject('/api/docs/json')).json().paths);
    for (const p of [
      '/api/fortune/verify',
      '/api/fortune/reading',
      '/api/fortune/numbers/{number}/hold',
      '/api/fortune/prophecy/email',
      '/api/fortune/horoscopes',
      '/api/fortune/groups',
      '/api/fortune/numerology',
    ])
      expect(paths).toContain(p);
  });

  it('lists the twelve signs and the groups, grades and wishes of the data in force', async () => {
    const signs = (await ctx.app.inject('/api/fortune/horoscopes')).json().data;
    expect(signs).toHaveLength(12);
    expect(signs[0]).toMatchObject({ key: 'aries', name: { th: 'ราศีเมษ', en: 'Aries' } });
    const groups = (await ctx.app.inject('/api/fortune/groups')).json().data;
    expect(groups.groups.map((g: { key: string }) => g.key)).toContain('general');
    expect(groups.grades.map((g: { grade: string }) => g.grade)).toEqual(['A+', 'A', 'B', 'C']);
    expect(groups.wishes).toHaveLength(8);
    const numerology = (await ctx.app.inject('/api/fortune/numerology')).json().data;
    expect(numerology.version).toBe(1);
    expect(numerology.data.pairs).toHaveLength(100);
  });

  it('reads a number for the shopper in both languages, with every pair and the kalakini reason', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/fortune/reading', payload: { number: kalakiniNumber, ...PROFILE } });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r.pairs).toHaveLength(7);
    expect(r.birth_day).toBe('sunday');
    expect(r.kalakini).toBe(6);
    expect(r.has_kalakini).toBe(true);
    expect(r.available).toBe(true);
    expect(r.price).toBeGreaterThan(0);
    const kalakini = r.reasons.find((x: { kind: string }) => x.kind === 'kalakini');
    expect(kalakini).toMatchObject({ polarity: 'bad' });
    expect(kalakini.th).toContain('กาลกิณี');
    expect(kalakini.en).toContain('kalakini');
    // A number outside the pool is still read.
    const outside = (await ctx.app.inject({ method: 'POST', url: '/api/fortune/reading', payload: { number: '0600000001', ...PROFILE } })).json().data;
    expect(outside).toMatchObject({ available: false, price: null });
  });

  it('refuses bad birth data with 400 and a code', async () => {
    for (const [patch, code] of [
      [{ birth_date: '1990-02-30' }, 'birth_date_invalid'],
      [{ birth_date: '2999-01-01' }, 'birth_date_invalid'],
      [{ birth_time: '25:00' }, 'birth_time_invalid'],
      [{ timezone: 'Mars/Olympus' }, 'timezone_invalid'],
      [{ wishes: ['fame'] }, 'wish_invalid'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/fortune/reading', payload: { number: suited[0], ...PROFILE, ...patch } });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(code);
    }
  });

  it('verifies the phone by OTP: a wrong code is refused and nothing is verified', async () => {
    const s = await shopper(false);
    expect((await s.inject('GET', '/api/fortune/verify')).json().data).toBeNull();
    const otp = await s.inject('POST', '/api/sim/otp', { mobile_number: s.mobile, flow: 'berfuntong', lang: 'th' });
    const [sms] = await outbox(s.mobile);
    const wrong = String((Number(codeFrom(sms.body)) + 1) % 1_000_000).padStart(6, '0');
    const bad = await s.inject('POST', '/api/fortune/verify', { mobile_number: s.mobile, otp_request_id: otp.json().data.request_id, otp_code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('otp_incorrect');
    expect((await s.inject('GET', '/api/fortune/verify')).json().data).toBeNull();
    const ok = await s.inject('POST', '/api/fortune/verify', { mobile_number: s.mobile, otp_request_id: otp.json().data.request_id, otp_code: codeFrom(sms.body) });
    expect(ok.statusCode).toBe(201);
    const now = (await s.inject('GET', '/api/fortune/verify')).json().data;
    expect(Date.parse(now.verified_until) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // Signed out: 401.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/fortune/verify' })).statusCode).toBe(401);
  });

  it('holds a suited number for 30 minutes only for a verified shopper, and refuses numbers that do not suit them', async () => {
    const unverified = await shopper(false);
    const refused = await unverified.hold(suited[0]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('fortune_phone_unverified');

    const s = await shopper();
    for (const n of [spoiled, kalakiniNumber]) {
      const res = await s.hold(n);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('number_not_suited');
    }
    const res = await s.hold(suited[0]);
    expect(res.statusCode).toBe(201);
    const hold = res.json().data;
    expect(hold).toMatchObject({ number: suited[0], flow: 'berfuntong' });
    const minutes = (Date.parse(hold.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    // The same shopper again: the hold they have (200).
    const again = await s.hold(suited[0]);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.hold_id).toBe(hold.hold_id);
    // Cancel-reserve is the numbers module's.
    expect((await s.inject('DELETE', `/api/numbers/${suited[0]}/hold`)).statusCode).toBe(200);
  });

  it('two shoppers never hold the same number: of ten at once exactly one wins', async () => {
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopper()));
    const results = await Promise.all(shoppers.map((s) => s.hold(suited[1])));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(r.json().error.code).toBe('number_unavailable');
  });

  it('zodiac holds need a lucky digit of the sign; vhora god only the top grade', async () => {
    const s = await shopper();
    const sign = HOROSCOPES.find((h) => h.key === zodiacOf(PROFILE.birth_date))!;
    const profile = { birthDate: PROFILE.birth_date, birthTime: PROFILE.birth_time, wishes: [...PROFILE.wishes] };
    const mask = (n: string) => new Set(n.slice(2));
    const withoutLucky = suited.find((n) => !sign.lucky_digits.some((d) => mask(n).has(String(d))));
    if (withoutLucky) expect((await s.hold(withoutLucky, { campaign: 'zodiac' })).json().error.code).toBe('number_not_suited');
    const top = Math.max(...NUMEROLOGY_SEED.grades.map((g) => g.min_score));
    const low = suited.slice(2).find((n) => scoreNumber(n, profile, NUMEROLOGY_SEED).score < top)!;
    expect((await s.hold(low, { campaign: 'vhora-god' })).json().error.code).toBe('number_not_suited');
  });

  it('a switched-off campaign answers 404 fortune_campaign_off', async () => {
    const s = await shopper();
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/config/vhora_god', headers: operator, payload: { toggle: false } })).statusCode).toBe(200);
    try {
      const res = await s.hold(suited[2], { campaign: 'vhora-god' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('fortune_campaign_off');
    } finally {
      await ctx.app.inject({ method: 'DELETE', url: '/api/config/vhora_god', headers: operator });
    }
  });

  it('a fortune hold takes its grade, group, birth time and zone through the SIM verification to the cart line', async () => {
    const s = await shopper();
    const number = suited[3];
    const hold = (await s.hold(number)).json().data;
    const expected = scoreNumber(number, { birthDate: PROFILE.birth_date, birthTime: PROFILE.birth_time, wishes: [...PROFILE.wishes] }, NUMEROLOGY_SEED);
    const listed = (await s.inject('GET', '/api/numbers/holds')).json().data;
    expect(listed.find((h: { number: string }) => h.number === number).berfuntong).toEqual({
      grade: expected.grade,
      group_title: expected.group_title,
      subgroup_title: expected.subgroup_title,
    });
    // The buyer's contact phone (the fortune phone had its code a moment ago: one a minute per number).
    const contact = uniquePhone();
    const otp = (await s.inject('POST', '/api/sim/otp', { mobile_number: contact, flow: 'berfuntong', lang: 'en' })).json().data;
    const [sms] = await outbox(contact);
    const verified = await s.inject('POST', '/api/sim/verifications', {
      package_id: 3,
      hold_id: hold.hold_id,
      thai_id: VALID_ID,
      birth_date: PROFILE.birth_date,
      mobile_number: contact,
      otp_request_id: otp.request_id,
      otp_code: codeFrom(sms.body),
    });
    expect(verified.statusCode).toBe(201);
    const reading = scoreNumber(number, { birthDate: PROFILE.birth_date, birthTime: PROFILE.birth_time, wishes: [...PROFILE.wishes] }, NUMEROLOGY_SEED);
    expect(verified.json().data.sim_meta).toMatchObject({
      campaign_type: 'berfuntong',
      birth_time: '09:30',
      timezone: 'Asia/Bangkok',
      berfuntong: { grade: reading.grade, group_title: reading.group_title, subgroup_title: reading.subgroup_title },
    });
    const added = await s.inject('POST', `/api/sim/verifications/${verified.json().data.verification_id}/cart`);
    expect(added.statusCode).toBe(201);
    const cart = (await s.inject('GET', '/api/cart')).json().data;
    const line = cart.lines.find((l: { inventory?: { id: string } | null; sim_meta?: unknown }) => JSON.stringify(l).includes(number));
    expect(JSON.stringify(line)).toContain(reading.grade);
    expect(JSON.stringify(line)).toContain('/online-store/berfuntong');

    // Ordered and paid: tracking shows the number with its grade and group, the birth data masked.
    const placed = await placeOrder(ctx.app, s.me.jar, orderBody());
    expect(placed.statusCode).toBe(201);
    const { order, payment } = placed.json().data;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${payment.charge_id}/simulate-payment` })).statusCode).toBe(200);
    const tracked = (await ctx.app.inject(`/api/orders/${order.secure_key}`)).json().data;
    expect(tracked.state).toBe('paid');
    const meta = tracked.lines.find((l: { sim_meta?: { number?: string } }) => l.sim_meta?.number === number).sim_meta;
    expect(meta).toMatchObject({ berfuntong: { grade: reading.grade, group_title: reading.group_title }, birth_date: 'xxxx-xx-xx', birth_time: 'xx:xx' });
    expect(JSON.stringify(tracked)).not.toContain(PROFILE.birth_date);
  });

  it('e-mails the reading of a number the shopper holds, once a minute, and never for someone else', async () => {
    const s = await shopper();
    const number = suited[4];
    const email = `buyer${Date.now()}@example.com`;
    const send = (n: string) => s.inject('POST', '/api/fortune/prophecy/email', { number: n, ...PROFILE, email, lang: 'en' });
    const notMine = await send(suited[5]);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().error.code).toBe('prophecy_not_yours');
    expect((await s.hold(number)).statusCode).toBe(201);
    const sent = await send(number);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.sent_to).toBe(`b***@example.com`);
    const box = (await ctx.app.inject({ url: `/api/dev/email-outbox?to=${email}`, headers: operator })).json().data;
    expect(box).toHaveLength(1);
    expect(box[0]).toMatchObject({ purpose: 'prophecy' });
    expect(box[0].text).toContain('What each pair of digits means');
    const again = await send(number);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('prophecy_email_too_soon');
    expect(again.json().error.details.retry_after_s).toBeGreaterThan(0);
  });
});
