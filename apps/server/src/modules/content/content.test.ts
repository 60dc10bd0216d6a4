import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_CODES } from '@store/domain/content';
import { seedDatabase } from '../../seed';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { contentSeed } from './seed-data';
import { invalidationOf } from '../../lib/invalidation';
import { contentEntries } from './tables';

const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
const t = (th: string, en: string) => ({ th, en });

describe.each(databaseKinds)('content API on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('GET /api/content returns every seeded document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/content' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual([...CONTENT_CODES].sort());
    expect(data['main-menu']).toEqual(contentSeed['main-menu']);
    expect(data['main-menu'].length).toBeGreaterThanOrEqual(15);
  });

  it('GET /api/content/faq returns the FAQ items', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/content/faq' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(contentSeed.faq);
  });

  it('GET /api/content/:code with an unknown code is 400 validation_failed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/content/nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', details: [{ path: 'params.code' }] });
  });

  it('PUT needs the operator token', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/content/faq', payload: [] });
    expect(res.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/content/faq' })).json().data).toEqual(contentSeed.faq);
  });

  it('PUT with invalid data is 400 content_invalid with the path of the problem, and changes nothing', async () => {
    const bad = [{ ...contentSeed.faq[0] }, { ...contentSeed.faq[1], title: { th: 'ไม่มีภาษาอังกฤษ' } }];
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/content/faq', headers: operator, payload: bad });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('content_invalid');
    expect(error.details).toEqual([expect.objectContaining({ path: '1.title.en' })]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/content/faq' })).json().data).toEqual(contentSeed.faq);
  });

  it('PUT replaces a document and an edited document survives a second seeding', async () => {
    const edited = [
      { id: 'faq-new', title: t('คำถามใหม่', 'A new question'), description: t('คำตอบ', 'The answer'), link: '/editorial/help', custom_fields: { base_url: '', icon: 'info' } },
    ];
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/content/faq', headers: operator, payload: edited });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(edited);

    expect(await seedDatabase(ctx.database.db)).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/content/faq' })).json().data).toEqual(edited);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/content' })).json().data.faq).toEqual(edited);
  });

  it('a document missing from the database is 404 content_not_found, left out of GET /api/content, and written back by the seed', async () => {
    await ctx.database.db.delete(contentEntries).where(eq(contentEntries.code, 'home-journeys'));
    // A write past the service is announced by hand, as the service does (lib/invalidation.ts).
    await invalidationOf(ctx.database.db).publish('content');
    const one = await ctx.app.inject({ method: 'GET', url: '/api/content/home-journeys' });
    expect(one.statusCode).toBe(404);
    expect(one.json().error.code).toBe('content_not_found');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/content' })).json().data).not.toHaveProperty('home-journeys');

    expect(await seedDatabase(ctx.database.db)).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/content/home-journeys' })).json().data).toEqual(contentSeed['home-journeys']);
  });

  it('leaves a stored document that no longer validates out of GET /api/content instead of failing the page', async () => {
    await ctx.database.db
      .update(contentEntries)
      .set({ data: { broken: true } })
      .where(eq(contentEntries.code, 'top-bar'));
    await invalidationOf(ctx.database.db).publish('content');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/content' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).not.toHaveProperty('top-bar');
    expect(res.json().data).toHaveProperty('footer');

    const one = await ctx.app.inject({ method: 'GET', url: '/api/content/top-bar' });
    expect(one.statusCode).toBe(404);
    expect(one.json().error.code).toBe('content_not_found');
  });
});
