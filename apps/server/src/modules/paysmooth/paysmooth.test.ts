import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { CookieJar, signUp } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { catalogVariants } from '../catalog/tables';
import { CONTACT, PICKUP, call, newKey, setStock, stockOf } from '../order/testing';
import { httpPaySmoothPartner } from './http/client';
import { embeddedPaySmoothPartner } from './sandbox/partner';
import { SANDBOX_APPLICANTS } from './sandbox/seed';
import { paySmoothWire } from './sandbox/wire';
import { paySmoothApplications, paySmoothPartnerApplications } from './tables';

const APPROVE = SANDBOX_APPLICANTS[0].thaiId;
const REFUSE = SANDBOX_APPLICANTS[1].thaiId;
const LOW_LIMIT = SANDBOX_APPLICANTS[2].thaiId;
const BUSY = SANDBOX_APPLICANTS[3].thaiId;

describe.each(databaseKinds)('pay smooth on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let device: { productId: number; variantId: number; price: number };
  const logs: string[] = [];
  const db = () => ctx.database.db;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream, SWEEP_EVERY_MS: 3_600_000 });
    const [v] = await db()
      .select({ id: catalogVariants.id, productId: catalogVariants.productId, price: catalogVariants.price })
      .from(catalogVariants)
      .where(and(gte(catalogVariants.price, 10_000_00)))
      .limit(1);
    device = { productId: v.productId, variantId: v.id, price: v.price };
    await setStock(db(), v.id, 50);
  });
  afterAll(() => ctx.close());

  const api = (jar: CookieJar, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) => call(ctx.app, jar, method, url, payload, headers);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const verify = (jar: CookieJar, thaiId: string, over: object = {}) =>
    api(jar, 'POST', '/pay-smooth/verify', {
      product_id: device.productId,
      variant_id: device.variantId,
      months: 10,
      applicant: { name: 'Somchai Jaidee', thai_id: thaiId, mobile: '081-234-5678', monthly_income: 40_000_00 },
      ...over,
    });
  /** Polls the application until the partner has decided. */
  async function decided(jar: CookieJar, token: string) {
    for (let i = 0; i < 40; i++) {
      const app = (await api(jar, 'GET', `/pay-smooth/applications/${token}`)).json().data;
      if (app.state !== 'submitted') return app;
      await sleep(150);
    }
    throw new Error('the partner did not decide');
  }
  const pay = (jar: CookieJar, token: string, key = newKey()) => api(jar, 'POST', '/pay-smooth/orders', { token, delivery: PICKUP, contact: CONTACT }, { 'idempotency-key': key });
  const addDevice = async (jar: CookieJar) => expect((await api(jar, 'POST', '/cart/lines', { variant_id: device.variantId })).statusCode).toBe(201);

  it('refuses bad input, busy partners and refusals at once, with reasons', async () => {
    const { jar } = await signUp(ctx.app);
    expect((await verify(new CookieJar(), APPROVE)).statusCode).toBe(401);
    const badId = await verify(jar, '3200700234563');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.code).toBe('thai_id_invalid');
    expect((await verify(jar, APPROVE, { months: 7 })).statusCode).toBe(400);
    const busy = await verify(jar, BUSY);
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.code).toBe('paysmooth_busy');
    const low = await verify(jar, LOW_LIMIT);
    expect(low.statusCode).toBe(201);
    expect(low.json().data).toMatchObject({ state: 'refused', reason: 'credit_limit_exceeded' });
    const income = await verify(jar, APPROVE, { applicant: { name: 'A B', thai_id: APPROVE, mobile: '0812345678', monthly_income: 9_000_00 } });
    expect(income.json().data).toMatchObject({ state: 'refused', reason: 'income_too_low' });
    expect((await verify(jar, APPROVE, { product_id: 999_999 })).statusCode).toBe(404);
  });

  it('a refused application keeps the cart and cannot pay; an approved one pays for the device order once', async () => {
    const { jar } = await signUp(ctx.app);
    await addDevice(jar);
    const refused = (await verify(jar, REFUSE)).json().data;
    expect(refused.state).toBe('submitted');
    expect(refused.applicant.thai_id).not.toContain(REFUSE.slice(0, 9));
    expect(await decided(jar, refused.token)).toMatchObject({ state: 'refused', reason: 'credit_check_failed' });
    const no = await pay(jar, refused.token);
    expect(no.statusCode).toBe(422);
    expect(no.json().error).toMatchObject({ code: 'paysmooth_not_approved', details: { state: 'refused', reason: 'credit_check_failed' } });
    const cart = (await api(jar, 'GET', '/cart')).json().data;
    expect(JSON.stringify(cart)).toContain(String(device.variantId));

    const before = await stockOf(db(), device.variantId);
    const app = (await verify(jar, APPROVE)).json().data;
    expect(app.plan).toMatchObject({ months: 10, total: device.price });
    expect(app.plan.first + app.plan.monthly * 9).toBe(device.price);
    // Not decided yet: it cannot pay.
    expect((await pay(jar, app.token)).statusCode).toBe(422);
    expect((await decided(jar, app.token)).state).toBe('approved');
    const { jar: other } = await signUp(ctx.app);
    expect((await api(other, 'GET', `/pay-smooth/applications/${app.token}`)).statusCode).toBe(404);
    const key = newKey();
    const paid = await pay(jar, app.token, key);
    expect(paid.statusCode, paid.body).toBe(201);
    const order = paid.json().data.order;
    expect(order.state).toBe('paid');
    expect(order.total).toBe(device.price);
    expect((await stockOf(db(), device.variantId)).sold).toBe(before.sold + 1);
    const used = (await api(jar, 'GET', `/pay-smooth/applications/${app.token}`)).json().data;
    expect(used).toMatchObject({ state: 'used', order: { order_number: order.order_number } });
    // Once: again (a retry or another cart) is refused and names the order.
    await addDevice(jar);
    const again = await pay(jar, app.token, key);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'paysmooth_already_used', details: { order_number: order.order_number } });
    const [mine] = await db().select().from(paySmoothApplications).where(eq(paySmoothApplications.token, app.token));
    const [partner] = await db().select().from(paySmoothPartnerApplications).where(eq(paySmoothPartnerApplications.id, mine.partnerId));
    expect(partner).toMatchObject({ state: 'captured', capturedReference: mine.orderId });
  });

  it('an expired approval cannot pay, and concurrent payments with one approval give one paid order', async () => {
    const { jar } = await signUp(ctx.app);
    await addDevice(jar);
    const app = (await verify(jar, APPROVE)).json().data;
    expect((await decided(jar, app.token)).state).toBe('approved');
    const [row] = await db().select().from(paySmoothApplications).where(eq(paySmoothApplications.token, app.token));
    await db()
      .update(paySmoothPartnerApplications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paySmoothPartnerApplications.id, row.partnerId));
    const expired = await pay(jar, app.token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.details.state).toBe('expired');

    const fresh = (await verify(jar, APPROVE)).json().data;
    expect((await decided(jar, fresh.token)).state).toBe('approved');
    const results = await Promise.all(Array.from({ length: 8 }, () => pay(jar, fresh.token)));
    for (const r of results) expect(r.statusCode).toBeLessThan(500);
    expect(results.filter((r) => r.statusCode === 201 && r.json().data.order.state === 'paid')).toHaveLength(1);
    const rows = await db().select().from(paySmoothApplications).where(eq(paySmoothApplications.token, fresh.token));
    expect(rows[0].state).toBe('used');
  });

  it('keeps the Thai ID and mobile out of the log', () => {
    const text = logs.join('');
    expect(leakedInLog(text, [...SANDBOX_APPLICANTS.map((a) => a.thaiId), '0812345678'])).toEqual([]);
  });

  it('the HTTP adapter speaks the partner wire format against an in-process API', async () => {
    const key = 'partner-test-key-0123456';
    const server: Server = createServer(paySmoothWire(embeddedPaySmoothPartner(db(), ctx.app.sim.hmac), key));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const partner = httpPaySmoothPartner({ url, apiKey: key });
      const a = await partner.apply({ thaiId: APPROVE, name: 'A B', mobile: '0812345678', monthlyIncome: 40_000_00, amount: 20_000_00, months: 12 });
      expect(a).toMatchObject({ state: 'submitted', reason: null, creditLimit: 80_000_00 });
      await expect(partner.capture(a.id, { reference: 'order-1', amount: 20_000_00 })).rejects.toMatchObject({ code: 'paysmooth_not_capturable' });
      await db()
        .update(paySmoothPartnerApplications)
        .set({ decideAt: new Date(Date.now() - 1) })
        .where(eq(paySmoothPartnerApplications.id, a.id));
      expect((await partner.get(a.id)).state).toBe('approved');
      expect((await partner.capture(a.id, { reference: 'order-1', amount: 20_000_00 })).state).toBe('captured');
      expect((await partner.capture(a.id, { reference: 'order-1', amount: 20_000_00 })).state).toBe('captured');
      await expect(partner.capture(a.id, { reference: 'order-2', amount: 20_000_00 })).rejects.toMatchObject({ code: 'paysmooth_not_capturable' });
      expect((await partner.apply({ thaiId: LOW_LIMIT, name: 'A B', mobile: '0812345678', monthlyIncome: 40_000_00, amount: 20_000_00, months: 6 })).reason).toBe(
        'credit_limit_exceeded',
      );
      await expect(partner.apply({ thaiId: BUSY, name: 'A B', mobile: '0812345678', monthlyIncome: 40_000_00, amount: 20_000_00, months: 6 })).rejects.toMatchObject({
        status: 503,
      });
      await expect(partner.get('PSA-NOPE')).rejects.toMatchObject({ status: 404 });
      await expect(httpPaySmoothPartner({ url, apiKey: 'wrong-key-0123456789' }).get(a.id)).rejects.toMatchObject({ code: 'paysmooth_busy' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
