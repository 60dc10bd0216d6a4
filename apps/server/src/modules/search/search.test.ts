import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signUp } from '../../test/sign-in';

describe.each(databaseKinds)('search suggestions and history on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const suggest = async (q: string, lang = 'en') => {
    const res = await ctx.app.inject(`/api/v2/search/suggestion?q=${encodeURIComponent(q)}&lang=${lang}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as string[];
  };

  it('suggests product names for Thai typed without spaces and for English with a typo', async () => {
    const thai = await suggest('ซัมซุงกาแล็กซี่เอส25');
    expect(thai.length).toBeGreaterThan(0);
    expect(thai[0]).toMatch(/^Samsung Galaxy S25/);
    const typo = await suggest('iphnoe 17');
    expect(typo[0]).toMatch(/^iPhone 17/);
    const thaiNames = await suggest('ตะวัน เมช', 'th');
    expect(thaiNames.some((n) => n.startsWith('ตะวัน'))).toBe(true);
    expect(thaiNames.length).toBeLessThanOrEqual(8);
  });

  it('answers a repeated suggestion in the language of each request (the cache keys by language)', async () => {
    const ask = (lang: string) => ctx.app.inject({ url: '/api/v2/search/suggestion?q=tawan%20mesh', headers: { 'accept-language': lang } });
    for (let i = 0; i < 2; i++) {
      expect((await ask('th')).json().data[0]).toMatch(/^ตะวัน /);
      expect((await ask('en-GB,en;q=0.9')).json().data[0]).toMatch(/^Tawan /);
    }
  });

  it('gives no suggestions for blank text and refuses a 5,000-character query', async () => {
    expect(await suggest('   ')).toEqual([]);
    const long = await ctx.app.inject(`/api/v2/search/suggestion?q=${'a'.repeat(5000)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('validation_failed');
  });

  it('keeps history only for signed-in users', async () => {
    expect((await ctx.app.inject('/api/v2/search/history')).statusCode).toBe(401);
    const post = await ctx.app.inject({ method: 'POST', url: '/api/v2/search/history', payload: { keyword: 'iphone' } });
    expect(post.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v2/search/history' })).statusCode).toBe(401);
  });

  it('lists, adds (a repeat moves to the top) and clears the history', async () => {
    const { jar } = await signUp(ctx.app, {}, { remoteAddress: '10.2.0.1' });
    const other = await signUp(ctx.app, {}, { remoteAddress: '10.2.0.2' });
    const call = (method: 'GET' | 'POST' | 'DELETE', payload?: unknown, cookie = jar.header()) =>
      ctx.app.inject({ method, url: '/api/v2/search/history', payload: payload as object, headers: { cookie } });

    expect((await call('GET')).json().data).toEqual([]);
    for (const keyword of ['iphone 17', 'ซัมซุง', '  oppo   reno  ']) expect((await call('POST', { keyword })).statusCode).toBe(201);
    expect((await call('GET')).json().data).toEqual(['oppo reno', 'ซัมซุง', 'iphone 17']);
    await call('POST', { keyword: 'iphone 17' });
    expect((await call('GET')).json().data).toEqual(['iphone 17', 'oppo reno', 'ซัมซุง']);

    expect((await call('GET', undefined, other.jar.header())).json().data).toEqual([]);
    expect((await call('POST', { keyword: '   ' })).statusCode).toBe(400);
    expect((await call('POST', { keyword: 'x'.repeat(5000) })).statusCode).toBe(400);

    for (let i = 0; i < 25; i++) await call('POST', { keyword: `query ${i}` });
    const shown = (await call('GET')).json().data;
    expect(shown).toHaveLength(10);
    expect(shown[0]).toBe('query 24');

    expect((await call('DELETE')).statusCode).toBe(200);
    expect((await call('GET')).json().data).toEqual([]);
  });
});
