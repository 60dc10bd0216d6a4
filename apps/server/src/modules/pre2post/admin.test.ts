import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { CookieJar, ORIGIN, signUp } from '../../test/sign-in';
import { signedInStaff } from '../../test/staff';
import { geoSubdistricts } from '../address/tables';
import { otpRequests, smsOutbox } from '../sim/tables';
import { auditLog } from '../staff/tables';
import { subscriberChanges, subscribers } from '../subscribers/tables';
import { pre2postConversions } from './tables';

/** Seeded eligible test lines of the subscriber sandbox (README "Subscriber system (sandbox)"). */
const LINES = [
  { msisdn: '0861000010', id: '1101700033333' },
  { msisdn: '0861000011', id: '1101700044441' },
  { msisdn: '0861000001', id: '1101700123456' },
] as const;

describe.each(databaseKinds)('console conversions queue on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fulfilment: Awaited<ReturnType<typeof signedInStaff>>;
  let support: Awaited<ReturnType<typeof signedInStaff>>;
  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  let reviewer: Awaited<ReturnType<typeof signedInStaff>>;
  let billing: { name: string; phone: string; line1: string; subdistrict_id: number; postcode: string };
  const db = () => ctx.database.db;
  /** Conversion ids by line, placed in beforeAll with the subscriber system busy: approved, not taken (to_schedule). */
  const placed: { id: string; msisdn: string; secureKey: string }[] = [];

  const shopperApi = (jar: CookieJar, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: jar.address,
      headers: { cookie: jar.header(), ...(method === 'GET' ? {} : { origin: ORIGIN }), ...headers },
      ...(payload ? { payload } : {}),
    });

  async function placeConversion(line: { msisdn: string; id: string }, n: number) {
    const { jar } = await signUp(ctx.app);
    await db().delete(otpRequests).where(eq(otpRequests.mobile, line.msisdn));
    const sent = await shopperApi(jar, 'POST', '/pre2post/check', { mobile_number: line.msisdn, thai_id: line.id, lang: 'en' });
    expect(sent.statusCode, sent.body).toBe(201);
    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.to, line.msisdn)).orderBy(desc(smsOutbox.createdAt)).limit(1);
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    const q = await shopperApi(jar, 'POST', '/pre2post/qualifications', { request_id: sent.json().data.request_id, mobile_number: line.msisdn, thai_id: line.id, code });
    expect(q.statusCode, q.body).toBe(201);
    // The eKYC application for the ID, its photos, the submit (the sandbox is told to take an hour: staff decide).
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/ekyc/applications',
      payload: { thai_id: line.id, purpose: 'pre_to_post', lang: 'en' },
      remoteAddress: `10.252.${kind === 'pglite' ? 1 : 2}.${n + 1}`,
      headers: { cookie: jar.header(), origin: ORIGIN },
    });
    expect(created.statusCode, created.body).toBe(201);
    const application = created.json().data.id as string;
    for (const image of ['document', 'selfie']) {
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/api/ekyc/applications/${application}/images/${image}`,
        payload: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('test photo')]),
        remoteAddress: jar.address,
        headers: { cookie: jar.header(), origin: ORIGIN, 'content-type': 'image/jpeg' },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    expect((await shopperApi(jar, 'POST', `/ekyc/applications/${application}/submit`)).statusCode).toBe(200);
    const body = {
      qualification_id: q.json().data.id,
      nas_code: 'PP399-5G',
      billing_address: billing,
      email: 'somchai@example.com',
      consents: { terms: true, marketing: false, data_sharing: true },
      ekyc_application_id: application,
    };
    const order = await shopperApi(jar, 'POST', '/pre2post/orders', body, { 'idempotency-key': `queue-${kind}-${n}-${Date.now()}` });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().data.state).toBe('awaiting_ekyc');
    // Approved by staff while the subscriber system is busy: the conversion is approved but not taken (to_schedule).
    await db().update(subscribers).set({ fault: 'busy' }).where(eq(subscribers.msisdn, line.msisdn));
    const decided = await reviewer.call('POST', `/staff/ekyc/${application}/decision`, { status: 'approved' });
    expect(decided.statusCode, decided.body).toBe(200);
    const [conv] = await db().select().from(pre2postConversions).where(eq(pre2postConversions.orderNumber, order.json().data.order_number));
    expect(conv.state).toBe('to_schedule');
    return { id: conv.id, msisdn: line.msisdn, secureKey: order.json().data.secure_key as string };
  }

  beforeAll(async () => {
    // The sweeper would send the conversions on its own; here only the staff retry does.
    ctx = await createTestApp(kind, { SWEEP_EVERY_MS: 3_600_000, EKYC_SANDBOX_DECISION_MS: 3_600_000 });
    const [place] = await db().select().from(geoSubdistricts).limit(1);
    billing = { name: 'สมชาย ใจดี', phone: '0891234567', line1: '99/1 ถนนสุขุมวิท', subdistrict_id: place.id, postcode: place.postcode };
    fulfilment = await signedInStaff(ctx.app, ['fulfilment']);
    support = await signedInStaff(ctx.app, ['support']);
    editor = await signedInStaff(ctx.app, ['content_editor']);
    reviewer = await signedInStaff(ctx.app, ['support']);
    for (const [n, line] of LINES.entries()) placed.push(await placeConversion(line, n));
  }, 300_000);
  afterAll(() => ctx.close());

  const rowOf = async (id: string) => (await db().select().from(pre2postConversions).where(eq(pre2postConversions.id, id)))[0];

  it('lists the conversions that need attention, newest first, numbers masked, by keyset pages', async () => {
    const all = await fulfilment.call('GET', '/staff/pre2post/conversions?state=attention&limit=200');
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json().data.items as { id: string; mobile_number: string; state: string; attempts: number; last_error_code: string | null }[];
    for (const p of placed) {
      const item = items.find((i) => i.id === p.id)!;
      expect(item).toMatchObject({ state: 'to_schedule', attempts: 1, last_error_code: 'subscriber_system_busy' });
      expect(item.mobile_number).not.toContain(p.msisdn.slice(3, 7));
    }
    expect(all.body).not.toContain(LINES[0].msisdn);
    expect(all.body).not.toContain(LINES[0].id);

    // Page by one: every conversion once, in the same order, then no next page.
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i += 1) {
      const page = await support.call('GET', `/staff/pre2post/conversions?state=attention&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...page.json().data.items.map((x: { id: string }) => x.id));
      cursor = page.json().data.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(items.map((i) => i.id));
    expect((await fulfilment.call('GET', '/staff/pre2post/conversions?state=scheduled')).json().data.items).toEqual([]);

    expect((await fulfilment.call('GET', '/staff/pre2post/conversions?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await fulfilment.call('GET', `/staff/pre2post/conversions/${placed[0].id}`)).json().data.id).toBe(placed[0].id);
    const missing = await fulfilment.call('GET', '/staff/pre2post/conversions/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('conversion_not_found');
  });

  it('refuses staff without the permission (403) and changes nothing', async () => {
    expect((await editor.call('GET', '/staff/pre2post/conversions')).statusCode).toBe(403);
    expect((await editor.call('GET', `/staff/pre2post/conversions/${placed[1].id}`)).statusCode).toBe(403);
    const before = await rowOf(placed[1].id);
    for (const action of ['retry', 'cancel']) {
      const res = await support.call('POST', `/staff/pre2post/conversions/${placed[1].id}/${action}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('permission_denied');
    }
    expect(await rowOf(placed[1].id)).toEqual(before);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/staff/pre2post/conversions/${placed[1].id}/cancel`, headers: { origin: ORIGIN } });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowOf(placed[1].id)).toEqual(before);
  });

  it('retries a conversion the subscriber system did not take: busy again is counted, then it is scheduled; audited', async () => {
    const { id, msisdn } = placed[0];
    const busy = await fulfilment.call('POST', `/staff/pre2post/conversions/${id}/retry`);
    expect(busy.statusCode, busy.body).toBe(200);
    expect(busy.json().data).toMatchObject({ state: 'to_schedule', attempts: 2, last_error_code: 'subscriber_system_busy' });

    await db().update(subscribers).set({ fault: null }).where(eq(subscribers.msisdn, msisdn));
    const done = await fulfilment.call('POST', `/staff/pre2post/conversions/${id}/retry`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'scheduled', attempts: 3, last_error_code: null });
    expect(done.json().data.change_id).toBeTruthy();
    const [change] = await db().select().from(subscriberChanges).where(eq(subscriberChanges.id, done.json().data.change_id));
    expect(change.status).toBe('scheduled');

    const again = await fulfilment.call('POST', `/staff/pre2post/conversions/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conversion_not_retryable');

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pre2post_conversion.retry'), eq(auditLog.objectId, id)));
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain(msisdn);
  });

  it('cancels a pending conversion with its order and its scheduled change; the number may convert again', async () => {
    const { id, secureKey } = placed[0];
    const cancelled = await fulfilment.call('POST', `/staff/pre2post/conversions/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.state).toBe('cancelled');
    const [change] = await db().select().from(subscriberChanges).where(eq(subscriberChanges.id, cancelled.json().data.change_id));
    expect(change.status).toBe('cancelled');
    const view = (await ctx.app.inject({ method: 'GET', url: `/api/pre2post/orders/${secureKey}` })).json().data;
    expect(view.state).toBe('cancelled');
    expect(view.conversion.state).toBe('cancelled');

    const again = await fulfilment.call('POST', `/staff/pre2post/conversions/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conversion_not_pending');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pre2post_conversion.cancel'), eq(auditLog.objectId, id)));
    expect(audit).toBeTruthy();

    // A to_schedule one (never sent) is cancelled the same way.
    const waiting = await fulfilment.call('POST', `/staff/pre2post/conversions/${placed[2].id}/cancel`);
    expect(waiting.json().data).toMatchObject({ state: 'cancelled', change_id: null });
    expect((await fulfilment.call('GET', '/staff/pre2post/conversions?state=cancelled')).json().data.items.map((i: { id: string }) => i.id)).toEqual(
      expect.arrayContaining([placed[0].id, placed[2].id]),
    );
  });
});
