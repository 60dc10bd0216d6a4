import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';

const TOKEN = 'metrics-token-0123456789';

describe.each(databaseKinds)('metrics on %s', (kind) => {
  let on: Awaited<ReturnType<typeof createTestApp>>;
  let off: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    [on, off] = await Promise.all([createTestApp(kind, { METRICS: 'on', METRICS_TOKEN: TOKEN }), createTestApp(kind)]);
  });
  afterAll(() => Promise.all([on.close(), off.close()]));

  it('counts requests and latency per route pattern, never per path', async () => {
    await on.app.inject({ url: '/api/health' });
    await on.app.inject({ url: '/api/orders/1101700230708' });
    on.app.jobRan('order-sweep');
    const res = await on.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"\}/);
    expect(res.body).toContain('route="/api/orders/:secure_key"');
    expect(res.body).not.toContain('1101700230708');
    expect(res.body).toMatch(/job_seconds_since_last_run\{job="order-sweep"\} \d/);
    if (kind === 'postgresql') expect(res.body).toMatch(/db_pool_connections\{state="total"\} \d+/);
  });

  it('needs the token when one is set', async () => {
    expect((await on.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await on.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-000000000' } })).statusCode).toBe(401);
  });

  it('is off by default', async () => {
    expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
