import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';

describe.each(databaseKinds)('health on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('reports the database it runs on', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.status).toBe('ok');
    expect(body.data.database.kind).toBe(kind);
    expect(body.data.database.version).toMatch(/PostgreSQL/);
  });

  it('answers unknown API paths with the error envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('route_not_found');
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });
});
