import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { seedDatabase } from '../../seed';
import { createTestApp, createTestDatabase, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { contactLeads } from './tables';

const valid = { contact_name: '  สมชาย ใจดี ', mobile_number: '0812345678', camp_code: 'SUMMER25', offer_product: 'Tawan Mobile' };

describe.each(databaseKinds)('contact requests on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const leadCount = async () => (await ctx.database.db.select({ n: count() }).from(contactLeads))[0].n;
  const post = (ip: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/contact-requests', remoteAddress: ip, headers, payload: payload as object });

  it('stores a valid request as a lead and answers 201 with its id', async () => {
    const res = await post('10.1.0.1', valid, { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.id).toEqual(expect.any(Number));
    expect(Number.isNaN(Date.parse(data.created_at))).toBe(false);

    const [row] = await ctx.database.db.select().from(contactLeads).where(eq(contactLeads.id, data.id));
    expect(row).toMatchObject({ contactName: 'สมชาย ใจดี', mobileNumber: '0812345678', campCode: 'SUMMER25', offerProduct: 'Tawan Mobile', lang: 'en', status: 'new' });
  });

  it('defaults the optional fields and the language to Thai', async () => {
    const res = await post('10.1.0.2', { contact_name: 'Somchai', mobile_number: '0612345678' }, { 'accept-language': 'fr-FR' });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(contactLeads).where(eq(contactLeads.id, res.json().data.id));
    expect(row).toMatchObject({ campCode: '', offerProduct: '', lang: 'th' });
  });

  it('rejects a whitespace-only name with 400 naming contact_name, and writes nothing', async () => {
    const before = await leadCount();
    const res = await post('10.1.0.3', { ...valid, contact_name: ' \t ' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual([expect.objectContaining({ path: 'body.contact_name', message: 'contact_name_required' })]);
    expect(await leadCount()).toBe(before);
  });

  it.each(['0212345678', '081234567', '+66812345678', ''])('rejects the mobile number %j with 400', async (mobile) => {
    const before = await leadCount();
    const res = await post('10.1.0.4', { ...valid, mobile_number: mobile });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain('body.mobile_number');
    expect(await leadCount()).toBe(before);
  });

  it('answers the 6th request within a minute from one address with 429 rate_limited', async () => {
    const before = await leadCount();
    for (let i = 0; i < 5; i++) expect((await post('10.1.0.5', valid)).statusCode).toBe(201);
    const sixth = await post('10.1.0.5', valid);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('rate_limited');
    expect(await leadCount()).toBe(before + 5);
    expect((await post('10.1.0.6', valid)).statusCode).toBe(201);
  });

  it('refuses a POST from another origin with 403 origin_not_allowed and writes nothing', async () => {
    const before = await leadCount();
    const res = await post('10.1.0.7', valid, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('origin_not_allowed');
    expect(await leadCount()).toBe(before);
  });

  it('refuses a POST marked Sec-Fetch-Site: cross-site and writes nothing', async () => {
    const before = await leadCount();
    const res = await post('10.1.0.8', valid, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(await leadCount()).toBe(before);
  });

  it('accepts a POST from the store itself', async () => {
    const res = await post('10.1.0.9', valid, { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(201);
  });

  it('lists the newest leads to the operator only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/contact-requests' })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/contact-requests?limit=2', headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(2);
    expect(data[0].id).toBeGreaterThan(data[1].id);
    expect(data[0]).toMatchObject({ mobileNumber: '0812345678', status: 'new' });
  });
});

describe.each(databaseKinds)('contact rate limit shared by two app instances on %s', (kind) => {
  it('counts requests to both instances against one limit', async () => {
    const database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    const options = { BASE_PATH: '', LOG_LEVEL: 'silent' as const, serveWeb: false };
    const [first, second] = [await buildApp(database, options), await buildApp(database, options)];
    try {
      const post = (app: typeof first) => app.inject({ method: 'POST', url: '/api/contact-requests', remoteAddress: '10.2.0.1', payload: valid });
      for (const app of [first, second, first, second, first]) expect((await post(app)).statusCode).toBe(201);
      expect((await post(second)).statusCode).toBe(429);
      expect((await post(first)).statusCode).toBe(429);
      expect((await database.db.select({ n: count() }).from(contactLeads))[0].n).toBe(5);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
