import { PassThrough } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextBangkokMidnight } from '@store/domain/pre2post';
import { SANDBOX_PORTING_HOLDER_ID } from '@store/domain/porting';
import type { Db } from '../../db/client';
import { createTestApp, databaseKinds } from '../../test/databases';
import { ORIGIN } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { smsOutbox } from '../sim/tables';
import { embeddedPorting } from './embedded';
import type { PortingRequestRecord } from './port';
import { createPorting } from './service';
import { portingPins } from './tables';

/** A valid ID that holds none of the sandbox numbers. */
const OTHER_ID = '1103700000003';
const HOUR = 3_600_000;

describe.each(databaseKinds)('embedded porting clearinghouse on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const logs: string[] = [];
  const pinsSeen: string[] = [];
  const changes: PortingRequestRecord[] = [];
  let failFor: string | null = null;
  const db = () => ctx.database.db;
  const porting = () => ctx.app.porting;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream });
    ctx.app.porting.onChange(async (_tx, record) => {
      if (failFor === record.id) {
        failFor = null;
        throw new Error('listener failed');
      }
      changes.push(record);
    });
  });
  afterAll(() => ctx.close());

  let calls = 0;
  /** The helpers' calls each come from an address of their own (the routes' per-address limits are tested on their own). */
  const post = (url: string, payload: object, address = `10.1.${Math.floor(++calls / 250)}.${calls % 250}`) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, remoteAddress: address, headers: { origin: ORIGIN }, payload });
  const advance = async (minutes: number) => {
    const res = await post('/dev/porting/clock', { advance_minutes: minutes });
    expect(res.statusCode).toBe(200);
    return res.json().data as { now: string; offset_minutes: number; changed: number };
  };
  /** Asks for a PIN the way a tester does (the route), then reads it from the SMS outbox (never from an answer). */
  async function pinFor(msisdn: string, lang: 'th' | 'en' = 'en'): Promise<string> {
    await db().delete(portingPins).where(eq(portingPins.msisdn, msisdn));
    const res = await post('/dev/porting/pins', { mobile_number: msisdn, thai_id: SANDBOX_PORTING_HOLDER_ID, lang });
    expect(res.statusCode).toBe(201);
    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.to, msisdn)).orderBy(desc(smsOutbox.createdAt)).limit(1);
    const pin = /\b(\d{8})\b/.exec(sms.body)![1];
    expect(res.body).not.toContain(pin);
    pinsSeen.push(pin);
    return pin;
  }
  const submit = (msisdn: string, pin: string | null, over: { thaiId?: string; reference?: string } = {}) =>
    porting().submit({ msisdn, thaiId: over.thaiId ?? SANDBOX_PORTING_HOLDER_ID, pin, reference: over.reference ?? `ref-${msisdn}-${Math.random()}`, recipient: 'store' });
  const wrongPin = (pin: string) => String((Number(pin) + 1) % 100_000_000).padStart(8, '0');

  it('knows which operator holds a number', async () => {
    expect(await porting().lookup('0812000101')).toEqual({ donor: 'ais', type: 'postpaid' });
    expect(await porting().lookup('0832000101')).toEqual({ donor: 'nt', type: 'prepaid' });
    expect(await porting().lookup('0899999999')).toBeNull();
    expect(porting().sandbox).toBe(true);
  });

  it('walks a request from submitted to completed on its clock, within 2 days, and the number then is no longer the donor’s', async () => {
    const pin = await pinFor('0812000101', 'th');
    const submitted = await submit('0812000101', pin, { reference: 'happy-1' });
    expect(submitted).toMatchObject({ msisdn: '0812000101', donor: 'ais', state: 'submitted', reason: null, reference: 'happy-1', windowAt: null });
    expect(await submit('0812000101', pin, { reference: 'happy-1' })).toMatchObject({ id: submitted.id, state: 'submitted' });

    await advance(1);
    expect((await porting().get(submitted.id))?.state).toBe('donor_validating');
    await advance(119);
    const scheduled = (await porting().get(submitted.id))!;
    const decidedAt = new Date(submitted.submittedAt.getTime() + 2 * HOUR);
    expect(scheduled).toMatchObject({ state: 'scheduled', windowAt: nextBangkokMidnight(decidedAt) });
    await expect(porting().cancel(submitted.id)).rejects.toMatchObject({ status: 409, code: 'porting_not_cancellable' });
    expect(changes.filter((c) => c.id === submitted.id).map((c) => c.state)).toEqual(['donor_validating', 'approved', 'scheduled']);

    await advance(2 * 24 * 60);
    const done = (await porting().get(submitted.id))!;
    expect(done.state).toBe('completed');
    expect(done.completedAt!.getTime()).toBe(scheduled.windowAt!.getTime() + 2 * HOUR);
    expect(done.completedAt!.getTime() - done.submittedAt.getTime()).toBeLessThanOrEqual(2 * 24 * HOUR);
    expect(changes.filter((c) => c.id === submitted.id).map((c) => c.state)).toEqual(['donor_validating', 'approved', 'scheduled', 'completed']);
    expect(await porting().lookup('0812000101')).toBeNull();
    await expect(submit('0812000101', pin)).rejects.toMatchObject({ status: 404, code: 'porting_number_unknown' });
    const listed = (await ctx.app.inject('/api/dev/porting/numbers')).json().data as { mobile_number: string; state: string }[];
    expect(listed.find((n) => n.mobile_number === '0812000101')?.state).toBe('ported_out');
  });

  it('a big clock jump walks a request all the way at once', async () => {
    const pin = await pinFor('0832000101');
    const r = await submit('0832000101', pin);
    const moved = await advance(3 * 24 * 60);
    expect(moved.changed).toBeGreaterThanOrEqual(4);
    expect((await porting().get(r.id))?.state).toBe('completed');
  });

  it('rejects for the stated reasons only, the first failing one in order', async () => {
    const cases: [string, () => Promise<PortingRequestRecord>, string][] = [];
    const good = async (msisdn: string) => submit(msisdn, await pinFor(msisdn));
    cases.push(['0812000201', () => good('0812000201'), 'unpaid_bill']);
    cases.push(['0832000201', () => good('0832000201'), 'unregistered_prepaid']);
    cases.push(['0812000301', async () => submit('0812000301', await pinFor('0812000301'), { thaiId: OTHER_ID }), 'number_inactive']);
    cases.push(['0812000202', async () => submit('0812000202', await pinFor('0812000202'), { thaiId: OTHER_ID }), 'id_mismatch']);
    cases.push(['0812000102', async () => submit('0812000102', await pinFor('0812000102'), { thaiId: OTHER_ID }), 'id_mismatch']);
    cases.push(['0812000103', async () => submit('0812000103', wrongPin(await pinFor('0812000103'))), 'pin_invalid']);
    cases.push(['0812000104', () => submit('0812000104', null), 'pin_invalid']);
    cases.push(['0812000203', async () => submit('0812000203', wrongPin(await pinFor('0812000203'))), 'pin_invalid']);
    const submitted = [];
    for (const [msisdn, make, reason] of cases) submitted.push({ msisdn, record: await make(), reason });
    // A PIN replaced after the submission (the holder asked again) is not the one the request carries.
    const replaced = await submit('0812000106', await pinFor('0812000106'));
    await pinFor('0812000106');
    await advance(3 * 60);
    for (const { msisdn, record, reason } of submitted)
      expect([msisdn, (await porting().get(record.id))?.state, (await porting().get(record.id))?.reason]).toEqual([msisdn, 'rejected', reason]);
    expect(await porting().get(replaced.id)).toMatchObject({ state: 'rejected', reason: 'pin_invalid' });
    // A rejection leaves the number with its operator: it can be submitted again.
    expect(await porting().lookup('0812000201')).toEqual({ donor: 'ais', type: 'postpaid' });
    const again = await submit('0812000201', await pinFor('0812000201'));
    expect(again.state).toBe('submitted');
    await porting().cancel(again.id);
  });

  it('a PIN that expired (00:00 Bangkok) before the submission is pin_invalid', async () => {
    const pin = await pinFor('0812000107');
    const now = await porting().now();
    const midnight = nextBangkokMidnight(now);
    await advance(Math.ceil((midnight.getTime() - now.getTime()) / 60_000) + 1);
    await expect(porting().checkPin('0812000107', pin)).rejects.toMatchObject({ status: 410, code: 'porting_pin_expired' });
    const r = await submit('0812000107', pin);
    await advance(3 * 60);
    expect(await porting().get(r.id)).toMatchObject({ state: 'rejected', reason: 'pin_invalid' });
  });

  it('one open request per number, even under 200 concurrent submissions', async () => {
    const pin = await pinFor('0812000105');
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => submit('0812000105', pin, { reference: `race-${i}` })));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409, code: 'porting_in_progress' });
    const listed = (await ctx.app.inject('/api/dev/porting/numbers')).json().data as { mobile_number: string; state: string; request_state: string }[];
    expect(listed.find((n) => n.mobile_number === '0812000105')).toMatchObject({ state: 'porting', request_state: 'submitted' });
    // The winner's reference is used (on PostgreSQL any of the 200 may win, not always the first).
    const winner = results.findIndex((r) => r.status === 'fulfilled');
    await expect(submit('0812000106', pin, { reference: `race-${winner}` })).rejects.toMatchObject({ status: 409, code: 'porting_reference_used' });
  });

  it('checks a PIN without using it up; 5 wrong tries lock it until the holder asks for a new one', async () => {
    await expect(porting().checkPin('0812000108', '12345678')).rejects.toMatchObject({ status: 404, code: 'porting_pin_not_found' });
    await expect(porting().checkPin('0899999999', '12345678')).rejects.toMatchObject({ status: 404, code: 'porting_pin_not_found' });
    const pin = await pinFor('0812000108');
    const now = await porting().now();
    expect((await porting().checkPin('0812000108', pin)).expires_at).toEqual(nextBangkokMidnight(now));
    expect((await porting().checkPin('0812000108', pin)).expires_at).toEqual(nextBangkokMidnight(now));
    for (const left of [4, 3, 2, 1])
      await expect(porting().checkPin('0812000108', wrongPin(pin))).rejects.toMatchObject({ status: 422, code: 'porting_pin_invalid', details: { attempts_left: left } });
    await expect(porting().checkPin('0812000108', wrongPin(pin))).rejects.toMatchObject({ status: 429, code: 'porting_pin_locked' });
    await expect(porting().checkPin('0812000108', pin)).rejects.toMatchObject({ status: 429, code: 'porting_pin_locked' });
    // A locked PIN fails at donor validation too.
    const r = await submit('0812000108', pin);
    await advance(3 * 60);
    expect(await porting().get(r.id)).toMatchObject({ state: 'rejected', reason: 'pin_invalid' });
    const fresh = await pinFor('0812000108');
    expect((await porting().checkPin('0812000108', fresh)).expires_at).toBeInstanceOf(Date);
  });

  it('cancels before scheduled (again: as it is), not after; then the number may be submitted again', async () => {
    const pin = await pinFor('0812000109');
    const r = await submit('0812000109', pin);
    await advance(1);
    expect((await porting().cancel(r.id)).state).toBe('cancelled');
    expect((await porting().cancel(r.id)).state).toBe('cancelled');
    await advance(3 * 60);
    expect((await porting().get(r.id))?.state).toBe('cancelled');
    expect((await submit('0812000109', pin)).state).toBe('submitted');
    await expect(porting().cancel('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404, code: 'porting_request_not_found' });
    await expect(porting().cancel('not-a-uuid')).rejects.toMatchObject({ status: 404, code: 'porting_request_not_found' });
    expect(await porting().get('not-a-uuid')).toBeNull();
  });

  it('a number the clearinghouse never answers for is 504 porting_timeout, and no request is left open', async () => {
    const pin = await pinFor('0812000401');
    await expect(submit('0812000401', pin)).rejects.toMatchObject({ status: 504, code: 'porting_timeout' });
    const listed = (await ctx.app.inject('/api/dev/porting/numbers')).json().data as { mobile_number: string; state: string; never_answers: boolean }[];
    expect(listed.find((n) => n.mobile_number === '0812000401')).toMatchObject({ state: 'with_donor', never_answers: true });
  });

  it('a failing listener undoes its step, which is taken again on the next sweep', async () => {
    const r = await submit('0812000110', await pinFor('0812000110'));
    failFor = r.id;
    await expect(porting().advanceClock(1)).rejects.toThrow(AggregateError);
    expect((await porting().get(r.id))?.state).toBe('submitted');
    expect(await porting().sweep()).toBe(1);
    expect((await porting().get(r.id))?.state).toBe('donor_validating');
  });

  describe('sandbox routes', () => {
    it('POST /dev/porting/pins sends the PIN by SMS to the number only, to its holder only', async () => {
      await db().delete(portingPins).where(eq(portingPins.msisdn, '0812000111'));
      const res = await post('/dev/porting/pins', { mobile_number: '081-200-0111', thai_id: SANDBOX_PORTING_HOLDER_ID, lang: 'th' }, '10.0.0.2');
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toEqual({ mobile_number: '081-XXX-0111', expires_at: nextBangkokMidnight(await porting().now()).toISOString() });
      const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.to, '0812000111')).orderBy(desc(smsOutbox.createdAt)).limit(1);
      expect(sms).toMatchObject({ purpose: 'porting_pin' });
      expect(sms.body).toMatch(/^เอไอเอส: รหัส PIN สำหรับย้ายค่ายของคุณคือ \d{8} /);
      pinsSeen.push(/\d{8}/.exec(sms.body)![0]);
      const again = await post('/dev/porting/pins', { mobile_number: '0812000111', thai_id: SANDBOX_PORTING_HOLDER_ID }, '10.0.0.2');
      expect([again.statusCode, again.json().error.code]).toEqual([429, 'porting_pin_too_soon']);
      expect(again.json().error.details.retry_after_s).toBeGreaterThan(0);
      const other = await post('/dev/porting/pins', { mobile_number: '0812000112', thai_id: OTHER_ID }, '10.0.0.2');
      expect([other.statusCode, other.json().error.code]).toEqual([422, 'porting_holder_mismatch']);
      const unknown = await post('/dev/porting/pins', { mobile_number: '0899999999', thai_id: SANDBOX_PORTING_HOLDER_ID }, '10.0.0.2');
      expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'porting_number_unknown']);
      const badId = await post('/dev/porting/pins', { mobile_number: '0812000112', thai_id: '1234567890123' }, '10.0.0.2');
      expect([badId.statusCode, badId.json().error.code]).toEqual([400, 'thai_id_invalid']);
      const badNumber = await post('/dev/porting/pins', { mobile_number: '12345', thai_id: SANDBOX_PORTING_HOLDER_ID }, '10.0.0.2');
      expect(badNumber.statusCode).toBe(400);
    });

    it('rate-limits PIN requests per address', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) codes.push((await post('/dev/porting/pins', { mobile_number: '0812000112', thai_id: OTHER_ID }, '10.0.0.3')).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 422)).toBe(true);
      expect(codes[10]).toBe(429);
    });

    it('GET /dev/porting/numbers lists the seeded numbers with the holder ID masked', async () => {
      const res = await ctx.app.inject('/api/dev/porting/numbers');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { mobile_number: string; holder_thai_id: string; notes: { th: string; en: string } }[];
      expect(data).toHaveLength(77);
      expect(res.body).not.toContain(SANDBOX_PORTING_HOLDER_ID);
      expect(data[0]).toMatchObject({ mobile_number: '0812000101', holder_thai_id: '*********9019' });
      expect(data.find((n) => n.mobile_number === '0812000201')).toMatchObject({ bill_outstanding: 45_000, type: 'postpaid', donor: 'ais' });
      expect(data.find((n) => n.mobile_number === '0832000201')).toMatchObject({ registered: false, type: 'prepaid', donor: 'nt' });
      expect(data.find((n) => n.mobile_number === '0812000301')).toMatchObject({ active: false });
    });

    it('POST /dev/porting/clock takes 1 to 10080 minutes', async () => {
      for (const advance_minutes of [0, 10_081, 1.5]) expect((await post('/dev/porting/clock', { advance_minutes })).statusCode).toBe(400);
      const before = await porting().now();
      const moved = await advance(10);
      expect(new Date(moved.now).getTime() - before.getTime()).toBeGreaterThanOrEqual(10 * 60_000);
    });

    it('are off (404 porting_sandbox_off) with a clearinghouse that is not the sandbox', async () => {
      const real = embeddedPorting(db() as Db, ctx.app.sim.hmac);
      const service = createPorting({ port: { ...real, sandbox: false }, controls: null, sim: ctx.app.sim });
      await expect(service.requestPin({ msisdn: '0812000113', thaiId: SANDBOX_PORTING_HOLDER_ID, lang: 'th' })).rejects.toMatchObject({ status: 404, code: 'porting_sandbox_off' });
      await expect(service.testNumbers()).rejects.toMatchObject({ status: 404, code: 'porting_sandbox_off' });
      await expect(service.advanceClock(5)).rejects.toMatchObject({ status: 404, code: 'porting_sandbox_off' });
    });
  });

  describe('subscribers.portIn', () => {
    const pkg = { nas_code: 'PP499-5G', title: { th: '5G เน็ตคุ้ม 499', en: '5G Value 499' } };
    it('makes a ported-in number a line of ours, once per reference', async () => {
      const input = { msisdn: '0812000101', type: 'postpaid' as const, holderThaiId: SANDBOX_PORTING_HOLDER_ID, package: pkg, reference: 'happy-1' };
      const line = await ctx.app.subscribers.portIn(input);
      expect(line).toMatchObject({ msisdn: '0812000101', type: 'postpaid', holderIdLast4: '9019', balance: 0, status: 'active', blacklisted: false, package: pkg });
      expect(await ctx.app.subscribers.portIn(input)).toEqual(line);
      const { holderMatches } = await ctx.app.subscribers.lookup('0812000101', SANDBOX_PORTING_HOLDER_ID);
      expect(holderMatches).toBe(true);
      await expect(ctx.app.subscribers.portIn({ ...input, reference: 'other' })).rejects.toMatchObject({ status: 409, code: 'subscriber_exists' });
      await expect(ctx.app.subscribers.portIn({ ...input, msisdn: '0861000001' })).rejects.toMatchObject({ status: 409, code: 'subscriber_exists' });
    });
  });

  it('seeds the numbers once', async () => {
    const { seedPorting } = await import('./seed');
    expect(await seedPorting(db(), ctx.app.sim.hmac)).toBe(0);
  });

  it('never writes a Thai ID, a PIN or a tested number to the log', () => {
    const text = logs.join('');
    expect(text.length).toBeGreaterThan(0);
    expect(leakedInLog(text, [SANDBOX_PORTING_HOLDER_ID, OTHER_ID, /08[13]2000\d{3}/, ...pinsSeen])).toEqual([]);
  });
});
