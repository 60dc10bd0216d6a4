import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { CookieJar, signUp } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { geoSubdistricts } from '../address/tables';
import { call, newKey } from '../order/testing';
import { otpRequests, smsOutbox } from '../sim/tables';
import { httpStudentRegistry } from './http/client';
import { embeddedStudentRegistry } from './sandbox/registry';
import { SANDBOX_STUDENTS } from './sandbox/seed';
import { studentRegistryWire } from './sandbox/wire';
import { vlearnClaims } from './tables';

const student = (studentId: string) => SANDBOX_STUDENTS.find((s) => s.studentId === studentId)!;
const MU = student('6300000333');
const KU = student('6200000444');
const GRADUATED = student('5830000555');
const SUSPENDED = student('6410000666');
const BUSY = student('6510000777');

describe.each(databaseKinds)('students and vlearn (university) on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let billing: { name: string; phone: string; line1: string; subdistrict_id: number; postcode: string };
  const logs: string[] = [];
  const db = () => ctx.database.db;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream, SWEEP_EVERY_MS: 3_600_000 });
    const [place] = await db().select().from(geoSubdistricts).limit(1);
    billing = { name: 'นภัส ใจดี', phone: '0891234567', line1: '99/1 ถนนพญาไท', subdistrict_id: place.id, postcode: place.postcode };
  });
  afterAll(() => ctx.close());

  const api = (jar: CookieJar, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) => call(ctx.app, jar, method, url, payload, headers);
  const lastCode = async (msisdn: string) => {
    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.to, msisdn)).orderBy(desc(smsOutbox.createdAt)).limit(1);
    return /\b(\d{6})\b/.exec(sms.body)![1];
  };
  const forgetOtps = (msisdn: string) => db().delete(otpRequests).where(eq(otpRequests.mobile, msisdn));

  async function verified(jar: CookieJar, s: (typeof SANDBOX_STUDENTS)[number]): Promise<string> {
    await forgetOtps(s.mobile);
    const sent = await api(jar, 'POST', '/university/verifications', { university_code: s.universityCode, student_id: s.studentId, thai_id: s.thaiId, lang: 'en' });
    expect(sent.statusCode, sent.body).toBe(201);
    const { verification_id, request_id, mobile_number } = sent.json().data;
    expect(mobile_number).not.toBe(s.mobile);
    const ok = await api(jar, 'POST', `/university/verifications/${verification_id}/otp`, { request_id, code: await lastCode(s.mobile) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.state).toBe('verified');
    return verification_id;
  }
  const claim = (jar: CookieJar, verificationId: string, key = newKey(), offer = 'VLEARN-199') =>
    api(jar, 'POST', '/register-campaign/vlearn', { verification_id: verificationId, offer_id: offer, billing_address: billing }, { 'idempotency-key': key });

  it('lists the universities in Thai and English and the vlearn offers', async () => {
    const res = await ctx.app.inject('/api/university');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list[0]).toEqual({ code: 'CU', name: { th: 'จุฬาลงกรณ์มหาวิทยาลัย', en: 'Chulalongkorn University' } });
    const offers = (await ctx.app.inject('/api/university/vlearn-offers')).json().data;
    expect(offers.map((o: { id: string }) => o.id)).toEqual(['VLEARN-199', 'VLEARN-299']);
  });

  it('refuses bad input and students who are not studying, with their reasons', async () => {
    const { jar } = await signUp(ctx.app);
    const anon = await api(new CookieJar(), 'POST', '/university/verifications', { university_code: 'MU', student_id: MU.studentId, thai_id: MU.thaiId });
    expect(anon.statusCode).toBe(401);
    const badId = await api(jar, 'POST', '/university/verifications', { university_code: 'MU', student_id: MU.studentId, thai_id: '3100600345674' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.code).toBe('thai_id_invalid');
    const badStudentId = await api(jar, 'POST', '/university/verifications', { university_code: 'MU', student_id: 'a b', thai_id: MU.thaiId });
    expect(badStudentId.statusCode).toBe(400);
    const noUni = await api(jar, 'POST', '/university/verifications', { university_code: 'XYZ', student_id: MU.studentId, thai_id: MU.thaiId });
    expect(noUni.statusCode).toBe(404);
    expect(noUni.json().error.code).toBe('university_not_found');
    // Another person's ID card with this student ID: not found (the registry tells nothing more).
    const notTheirs = await api(jar, 'POST', '/university/verifications', { university_code: 'MU', student_id: MU.studentId, thai_id: KU.thaiId });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error.code).toBe('student_not_found');
    for (const [s, reason] of [
      [GRADUATED, 'graduated'],
      [SUSPENDED, 'suspended'],
    ] as const) {
      const res = await api(jar, 'POST', '/university/verifications', { university_code: s.universityCode, student_id: s.studentId, thai_id: s.thaiId });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'student_not_enrolled', details: { reason } });
    }
    const busy = await api(jar, 'POST', '/university/verifications', { university_code: BUSY.universityCode, student_id: BUSY.studentId, thai_id: BUSY.thaiId });
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.code).toBe('student_registry_busy');
    // Nothing was sent to any of them.
    for (const s of [GRADUATED, SUSPENDED, BUSY]) expect(await db().select().from(smsOutbox).where(eq(smsOutbox.to, s.mobile))).toHaveLength(0);
  });

  it('verifies a student by OTP only for the user who asked, and a wrong code does not verify', async () => {
    const { jar } = await signUp(ctx.app);
    await forgetOtps(MU.mobile);
    const sent = await api(jar, 'POST', '/university/verifications', { university_code: 'mu', student_id: MU.studentId, thai_id: MU.thaiId.replace(/(\d{4})/, '$1-') });
    expect(sent.statusCode, sent.body).toBe(201);
    const { verification_id, request_id } = sent.json().data;
    const code = await lastCode(MU.mobile);
    const wrong = await api(jar, 'POST', `/university/verifications/${verification_id}/otp`, { request_id, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    const { jar: other } = await signUp(ctx.app);
    expect((await api(other, 'POST', `/university/verifications/${verification_id}/otp`, { request_id, code })).statusCode).toBe(404);
    expect((await api(other, 'GET', `/university/verifications/${verification_id}`)).statusCode).toBe(404);
    const early = await claim(jar, verification_id);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('student_not_verified');
    const ok = await api(jar, 'POST', `/university/verifications/${verification_id}/otp`, { request_id, code });
    expect(ok.statusCode, ok.body).toBe(200);
    const v = ok.json().data;
    expect(v).toMatchObject({ state: 'verified', student_name: MU.name, university: { code: 'MU' }, claim: null });
    expect(v.student_id).toBe('xxxxxxx333');
    expect(v.mobile_number).not.toContain(MU.mobile.slice(3, 7));
  });

  it('claims one vlearn offer per student: 20 concurrent claims give one order, a retry the same, released when cancelled', async () => {
    const { jar } = await signUp(ctx.app);
    const id = await verified(jar, KU);
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(jar, id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error.code).toBe('vlearn_already_claimed');
    expect(await db().select().from(vlearnClaims).where(eq(vlearnClaims.studentId, KU.studentId))).toHaveLength(1);

    // Another user who verifies the same student is refused too, and sees the claim.
    const { jar: friend } = await signUp(ctx.app);
    const friendId = await verified(friend, KU);
    const refused = await claim(friend, friendId);
    expect(refused.statusCode).toBe(409);
    const seen = (await api(friend, 'GET', `/university/verifications/${friendId}`)).json().data;
    expect(seen.claim).toMatchObject({ offer_id: 'VLEARN-199' });

    // The same key and request: the same order.
    const key = newKey();
    const { jar: again } = await signUp(ctx.app);
    const mu = await verified(again, MU);
    const first = await claim(again, mu, key, 'VLEARN-299');
    expect(first.statusCode, first.body).toBe(201);
    const retry = await claim(again, mu, key, 'VLEARN-299');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.order_number).toBe(first.json().data.order_number);
    const placed = first.json().data;
    expect(placed.state).toBe('in_progress');
    const order = (await api(again, 'GET', `/orders/${placed.secure_key}`)).json().data;
    expect(order.lines[0]).toMatchObject({ product_type: 'vlearn', product_id: 'VLEARN-299', line_total: 0 });

    // Only the owner may cancel; then the student may claim again.
    expect((await api(jar, 'POST', `/register-campaign/vlearn/${placed.secure_key}/cancel`)).statusCode).toBe(404);
    const cancelled = await api(again, 'POST', `/register-campaign/vlearn/${placed.secure_key}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.state).toBe('cancelled');
    const [released] = await db().select().from(vlearnClaims).where(eq(vlearnClaims.orderNumber, placed.order_number));
    expect(released.state).toBe('released');
    const reclaim = await claim(again, mu);
    expect(reclaim.statusCode, reclaim.body).toBe(201);
  });

  it('keeps personal data out of the log', async () => {
    const text = logs.join('');
    for (const s of SANDBOX_STUDENTS) {
      expect(leakedInLog(text, [s.thaiId, s.mobile])).toEqual([]);
    }
  });

  it('the HTTP adapter speaks the registry wire format against an in-process API, busy included', async () => {
    const key = 'registry-test-key-0123';
    const server: Server = createServer(studentRegistryWire(embeddedStudentRegistry(db(), ctx.app.sim.hmac), key));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const registry = httpStudentRegistry({ url, apiKey: key });
      expect((await registry.universities())[1]).toEqual({ code: 'TU', name: { th: 'มหาวิทยาลัยธรรมศาสตร์', en: 'Thammasat University' } });
      expect(await registry.lookup({ universityCode: 'MU', studentId: MU.studentId, thaiId: MU.thaiId })).toEqual({
        universityCode: 'MU',
        studentId: MU.studentId,
        name: MU.name,
        mobile: MU.mobile,
        status: 'enrolled',
      });
      expect((await registry.lookup({ universityCode: 'CU', studentId: GRADUATED.studentId, thaiId: GRADUATED.thaiId }))?.status).toBe('graduated');
      expect(await registry.lookup({ universityCode: 'MU', studentId: MU.studentId, thaiId: KU.thaiId })).toBeNull();
      await expect(registry.lookup({ universityCode: BUSY.universityCode, studentId: BUSY.studentId, thaiId: BUSY.thaiId })).rejects.toMatchObject({
        status: 503,
        code: 'student_registry_busy',
      });
      await expect(httpStudentRegistry({ url, apiKey: 'wrong-key-0123456789' }).universities()).rejects.toMatchObject({ code: 'student_registry_busy' });
      await expect(httpStudentRegistry({ url: 'http://127.0.0.1:9', apiKey: key, timeoutMs: 500 }).universities()).rejects.toMatchObject({ status: 503 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
