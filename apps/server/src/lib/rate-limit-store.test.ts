import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { registerErrorHandler } from './error-handler';
import { databaseRateLimitStore } from './rate-limit-store';
import { rateLimits } from './rate-limit-tables';

async function buildLimitedApp(database: TestDatabase): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  const ok = async () => ({ data: 'ok' });
  app.post('/a', { config: { rateLimit: { max: 2, timeWindow: 60_000, keyPrefix: 'a' } } }, ok);
  app.post('/b', { config: { rateLimit: { max: 2, timeWindow: 60_000, keyPrefix: 'b' } } }, ok);
  app.post('/c', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, ok);
  app.post('/d', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, ok);
  await app.ready();
  return app;
}

describe.each(databaseKinds)('database rate-limit store on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildLimitedApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const post = (url: string, ip: string) => app.inject({ method: 'POST', url, remoteAddress: ip });

  it('allows max requests in the window, then answers 429 rate_limited with retry-after', async () => {
    expect((await post('/a', '10.0.0.1')).statusCode).toBe(200);
    const second = await post('/a', '10.0.0.1');
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-ratelimit-remaining']).toBe('0');
    const third = await post('/a', '10.0.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('rate_limited');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts each client address on its own', async () => {
    await post('/a', '10.0.0.2');
    await post('/a', '10.0.0.2');
    expect((await post('/a', '10.0.0.2')).statusCode).toBe(429);
    expect((await post('/a', '10.0.0.3')).statusCode).toBe(200);
  });

  it('keeps separate counters per route: by keyPrefix, and by method and URL without one', async () => {
    for (const url of ['/a', '/a', '/c', '/c']) await post(url, '10.0.0.4');
    expect((await post('/a', '10.0.0.4')).statusCode).toBe(429);
    expect((await post('/c', '10.0.0.4')).statusCode).toBe(429);
    expect((await post('/b', '10.0.0.4')).statusCode).toBe(200);
    expect((await post('/d', '10.0.0.4')).statusCode).toBe(200);
  });

  it('stores one row per route and client in rate_limits', async () => {
    await post('/b', '10.0.0.5');
    const rows = await database.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} like ${'%10.0.0.5'}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].key).toBe('b:10.0.0.5');
    expect(rows[0].count).toBe(1);
    expect(rows[0].resetAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('starts a new window once reset_at has passed', async () => {
    for (let i = 0; i < 3; i++) await post('/b', '10.0.0.6');
    expect((await post('/b', '10.0.0.6')).statusCode).toBe(429);
    await database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'b:10.0.0.6'`);
    const res = await post('/b', '10.0.0.6');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-remaining']).toBe('1');
    const [row] = await database.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} = 'b:10.0.0.6'`);
    expect(row.count).toBe(1);
  });

  it('shares the counters between two apps on one database', async () => {
    const other = await buildLimitedApp(database);
    try {
      expect((await post('/a', '10.0.0.7')).statusCode).toBe(200);
      expect((await other.inject({ method: 'POST', url: '/a', remoteAddress: '10.0.0.7' })).statusCode).toBe(200);
      expect((await post('/a', '10.0.0.7')).statusCode).toBe(429);
      expect((await other.inject({ method: 'POST', url: '/a', remoteAddress: '10.0.0.7' })).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('counts concurrent requests exactly (one conditional statement per hit)', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => post('/d', '10.0.0.8')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 429, 429, 429, 429, 429, 429]);
  });
});
