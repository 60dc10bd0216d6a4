import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS } from '@store/domain/otp';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { ORIGIN, signUp } from '../../test/sign-in';
import { rowsOf } from '../numbers/rows';
import { checkOtp } from './otp';
import { loadPii } from './pii';

const VALID_ID = '1103700000003';
const BLACKLISTED_ID = '1101700230708';

describe.each(databaseKinds)('sim on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let normals: string[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    normals = rowsOf<{ number: string }>(
      await ctx.database.db.execute(sql`select number from mobile_numbers where class = 'normal' and status = 'available' order by number limit 40`),
    ).map((r) => r.number);
  });
  afterAll(() => ctx.close());

  const outbox = async (to: string) =>
    (await ctx.app.inject({ url: `/api/dev/sms-outbox?to=${to}`, headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } })).json().data as { body: string }[];
  const codeFrom = (body: string) => /\b(\d{6})\b/.exec(body)![1];

  /** A signed-in shopper with a held postpaid number and an OTP sent to `mobile`. */
  async function prepared(mobile: string, numberIndex: number, flow = 'postpaid') {
    const me = await signUp(ctx.app);
    const headers = { cookie: me.jar.header(), origin: ORIGIN };
    const hold = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/numbers/${normals[numberIndex]}/hold`,
        headers: { ...headers, 'idempotency-key': `sim-${numberIndex}-${Date.now()}` },
        payload: { flow },
      })
    ).json().data;
    const otp = await ctx.app.inject({ method: 'POST', url: '/api/sim/otp', headers, payload: { mobile_number: mobile, flow, lang: 'en' }, remoteAddress: me.jar.address });
    expect(otp.statusCode).toBe(201);
    const [sms] = await outbox(mobile);
    const verify = (body: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/sim/verifications', headers, payload: body, remoteAddress: me.jar.address });
    const base = {
      package_id: 3,
      hold_id: hold.hold_id,
      thai_id: VALID_ID,
      birth_date: '1990-05-17',
      mobile_number: mobile,
      otp_request_id: otp.json().data.request_id,
      otp_code: codeFrom(sms.body),
    };
    return { me, headers, hold, otp: otp.json().data, code: codeFrom(sms.body), verify, base };
  }

  it('documents the numbers and SIM calls in the OpenAPI document', async () => {
    const paths = Object.keys((await ctx.app.inject('/api/docs/json')).json().paths);
    for (const p of [
      '/api/numbers/search',
      '/api/numbers/{number}/hold',
      '/api/sim/packages',
      '/api/sim/otp',
      '/api/sim/verifications',
      '/api/sim/verifications/{id}/cart',
      '/api/esim/support-devices',
    ])
      expect(paths).toContain(p);
  });

  describe('packages', () => {
    it('lists postpaid plans by default and prepaid on request, shaped like the spec sample', async () => {
      const postpaid = (await ctx.app.inject('/api/sim/packages')).json().data;
      expect(postpaid).toHaveLength(6);
      expect(postpaid.every((p: { sim_type: string }) => p.sim_type === 'postpaid')).toBe(true);
      const sample = postpaid.find((p: { baseline: number }) => p.baseline === 69_900);
      expect(sample).toMatchObject({
        contract: 12,
        sim_type: 'postpaid',
        source_type: 'sim',
        status: 'active',
        section: 'wemall',
        verification_required: true,
        name: { th: expect.any(String), en: '5G Unlimited 699' },
      });
      expect((await ctx.app.inject('/api/sim/packages?sim_type=prepaid')).json().data).toHaveLength(4);
      expect((await ctx.app.inject('/api/sim/packages?esim=false')).json().data.map((p: { nas_code: string }) => p.nas_code)).toEqual(['PP299-4G']);
      expect((await ctx.app.inject(`/api/sim/packages?q=${encodeURIComponent('ไม่อั้น')}`)).json().data).toHaveLength(2);
      expect((await ctx.app.inject('/api/sim/packages?max_price=49900')).json().data).toHaveLength(3);
    });

    it('serves one plan, its banner and the eSIM devices; 404 for an unknown plan', async () => {
      const one = (await ctx.app.inject('/api/sim/packages/1')).json().data;
      const svg = await ctx.app.inject(one.image.desktop);
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.body).toContain('<svg');
      // Thai pages get Thai artwork by default; English on ?lang=en; another language is a 400.
      expect(one.sim_type).toBe('postpaid');
      expect(svg.body).toContain('รายเดือน');
      expect(svg.body).toContain('/เดือน');
      expect(svg.body).not.toContain('POSTPAID');
      const en = await ctx.app.inject(`${one.image.desktop}?lang=en`);
      expect(en.body).toContain('POSTPAID');
      expect(en.body).toContain(' /mo');
      expect(en.body).not.toContain('รายเดือน');
      expect((await ctx.app.inject(`${one.image.desktop}?lang=fr`)).statusCode).toBe(400);
      const missing = await ctx.app.inject('/api/sim/packages/999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('package_not_found');
      const devices = (await ctx.app.inject('/api/esim/support-devices')).json().data;
      expect(devices.length).toBeGreaterThan(10);
      expect(devices[0]).toEqual({ brand: 'Apple', model: 'iPhone 17 Pro Max' });
    });
  });

  describe('OTP', () => {
    it('needs a session; the outbox needs the operator token', async () => {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/sim/otp', payload: { mobile_number: '0810000001', flow: 'postpaid' } })).statusCode).toBe(401);
      expect((await ctx.app.inject('/api/dev/sms-outbox')).statusCode).toBe(401);
    });

    it('sends a code through the outbox, refuses a resend within a minute, and keeps only a hash of the code', async () => {
      const p = await prepared('0810000002', 0);
      expect(p.otp.mobile_number).toBe('0810000002');
      const again = await ctx.app.inject({ method: 'POST', url: '/api/sim/otp', headers: p.headers, payload: { mobile_number: '0810000002', flow: 'postpaid' } });
      expect(again.statusCode).toBe(429);
      expect(again.json().error.code).toBe('otp_resend_too_soon');
      expect(again.json().error.details.retry_after_s).toBeGreaterThan(50);
      const stored = JSON.stringify(rowsOf(await ctx.database.db.execute(sql`select * from otp_requests`)));
      expect(stored).not.toContain(p.code);
    });

    it('counts wrong codes and stops after the limit; an expired code is refused', async () => {
      const p = await prepared('0810000003', 1);
      const wrong = p.code === '000000' ? '111111' : '000000';
      const first = await p.verify({ ...p.base, otp_code: wrong });
      expect(first.statusCode).toBe(400);
      expect(first.json().error).toMatchObject({ code: 'otp_incorrect', details: { attempts_left: OTP_MAX_ATTEMPTS - 1 } });
      for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) await p.verify({ ...p.base, otp_code: wrong });
      const locked = await p.verify(p.base);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.code).toBe('otp_attempts_exceeded');

      const q = await prepared('0810000004', 2);
      const pii = await loadPii(ctx.database.db);
      await expect(
        checkOtp(ctx.database.db, pii, { requestId: q.otp.request_id, userId: q.me.userId, mobile: '0810000004', code: q.code }, new Date(Date.now() + 6 * 60_000)),
      ).rejects.toMatchObject({ code: 'otp_expired' });
    });
  });

  describe('verification', () => {
    let refusals = 0;
    it('verifies the buyer of a held number and answers with masked data only', async () => {
      const p = await prepared('0810000005', 3);
      const res = await p.verify({ ...p.base, thai_id: '1-1037-00000-00-3', esim: true });
      expect(res.statusCode).toBe(201);
      const v = res.json().data;
      expect(v.mobile_number).toBe('081-XXX-0005');
      expect(v.sim_meta).toMatchObject({
        thai_id: '*********0003',
        number: normals[3],
        campaign_type: 'postpaid',
        sim_type: 'esim',
        birth_date: '1990-05-17',
        hold_id: p.hold.hold_id,
        package_id: 3,
        nas_code: 'PP699-5G',
      });
      expect(res.body).not.toContain(VALID_ID);
      const stored = JSON.stringify(rowsOf(await ctx.database.db.execute(sql`select * from sim_verifications`)));
      expect(stored).not.toContain(VALID_ID);
      const pii = await loadPii(ctx.database.db);
      const [row] = rowsOf<{ thai_id_encrypted: string }>(await ctx.database.db.execute(sql`select thai_id_encrypted from sim_verifications where id = ${v.verification_id}`));
      expect(pii.decrypt(row.thai_id_encrypted)).toBe(VALID_ID);
      const read = await ctx.app.inject({ url: `/api/sim/verifications/${v.verification_id}`, headers: p.headers });
      expect(read.json().data.sim_meta.thai_id).toBe('*********0003');
      const other = await signUp(ctx.app);
      expect((await ctx.app.inject({ url: `/api/sim/verifications/${v.verification_id}`, headers: { cookie: other.jar.header() } })).statusCode).toBe(404);
      // the code was used up
      expect((await p.verify(p.base)).json().error.code).toBe('otp_not_found');
    });

    it.each([
      [{ thai_id: '1103700000004' }, 400, 'validation_failed'],
      [{ birth_date: '2010-01-01' }, 400, 'age_under_minimum'],
      [{ package_id: 7 }, 400, 'package_flow_mismatch'],
      [{ package_id: 6, esim: true }, 400, 'esim_not_allowed'],
      [{ thai_id: BLACKLISTED_ID }, 403, 'blacklisted'],
    ])('refuses %j with %i %s', async (change, status, code) => {
      const i = 5 + (refusals += 1);
      const p = await prepared(`08100001${String(i).padStart(2, '0')}`, i);
      const res = await p.verify({ ...p.base, ...change });
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe(code);
      if (code === 'validation_failed') expect(JSON.stringify(res.json().error.details)).toContain('thai_id_checksum');
    });

    it("refuses someone else's hold", async () => {
      const p = await prepared('0810000099', 36);
      const other = await signUp(ctx.app);
      const headers = { cookie: other.jar.header(), origin: ORIGIN };
      const otp = (
        await ctx.app.inject({ method: 'POST', url: '/api/sim/otp', headers, payload: { mobile_number: '0810000098', flow: 'postpaid' }, remoteAddress: other.jar.address })
      ).json().data;
      const [sms] = await outbox('0810000098');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/sim/verifications',
        headers,
        remoteAddress: other.jar.address,
        payload: { ...p.base, mobile_number: '0810000098', otp_request_id: otp.request_id, otp_code: codeFrom(sms.body) },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('hold_expired');
    });
  });
});
