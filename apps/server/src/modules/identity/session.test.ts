import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { ORIGIN, logIn, signUp } from '../../test/sign-in';
import { hashToken } from './secrets';
import { SESSION_COOKIE } from './cookies';
import { STORE_RATE_LIMITS } from './limits';
import { storeSessions } from './tables';

describe.each(databaseKinds)('the store session on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let account: { login: string; password: string };
  let userId: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const first = await signUp(ctx.app, { name: 'Somsri', password: 'Mango2024x' });
    account = first.account;
    userId = first.userId;
  });
  afterAll(() => ctx.close());

  /** A fresh session of the test user: its cookie header and token. */
  const newSession = async () => {
    const { jar, login } = await logIn(ctx.app, account.login, account.password);
    return { cookie: `${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}`, token: jar.get(SESSION_COOKIE)!, login, jar };
  };
  const get = (url: string, cookie = '') => ctx.app.inject({ url, headers: { cookie } });
  const post = (url: string, cookie = '', remoteAddress?: string) => ctx.app.inject({ method: 'POST', url, headers: { cookie, origin: ORIGIN }, payload: {}, remoteAddress });

  it('keeps the session in an httpOnly, SameSite cookie that page scripts cannot read, and never in a body', async () => {
    const { login, token } = await newSession();
    const setCookie = [login.headers['set-cookie']].flat().find((c) => String(c).startsWith(`${SESSION_COOKIE}=`))!;
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Expires=/);
    expect(setCookie).not.toMatch(/; Secure/); // plain http in tests; Secure comes with https
    expect(login.body).not.toContain(token);
    const session = await get('/api/session', `${SESSION_COOKIE}=${token}`);
    expect(session.body).not.toContain(token);
    // Only a hash is stored.
    const rows = await ctx.database.db
      .select()
      .from(storeSessions)
      .where(eq(storeSessions.idHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(await ctx.database.db.select().from(storeSessions))).not.toContain(token);
  });

  it('ignores X-Forwarded-Proto from a proxy it was not told to trust', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/session/logout', headers: { origin: 'https://localhost:80', 'x-forwarded-proto': 'https' }, payload: {} });
    expect(res.statusCode).toBe(403);
  });

  it('answers a guest without a cookie, and the user with one', async () => {
    expect((await get('/api/session')).json()).toEqual({ data: { user: null, expires_at: null } });
    const { cookie } = await newSession();
    const body = (await get('/api/session', cookie)).json();
    expect(body.data.user).toMatchObject({ user_id: userId, display_name: 'Somsri' });
    expect(body.data.expires_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('refuses a forged cookie with 401 everywhere', async () => {
    const forged = `${SESSION_COOKIE}=${'A'.repeat(43)}`;
    for (const url of ['/api/session', '/api/profile', `/api/user/${userId}/address`]) {
      const res = await get(url, forged);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('session_invalid');
    }
    expect((await post('/api/session/refresh', forged)).statusCode).toBe(401);
  });

  it('refuses an expired session: active only while its expiry is after now', async () => {
    const { cookie, token } = await newSession();
    expect((await get('/api/profile', cookie)).statusCode).toBe(200);
    await ctx.database.db
      .update(storeSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(storeSessions.idHash, hashToken(token)));
    expect((await get('/api/profile', cookie)).statusCode).toBe(401);
    const session = await get('/api/session', cookie);
    expect(session.statusCode).toBe(401);
    expect(String(session.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`)); // and tells the browser to drop it
    expect((await post('/api/session/refresh', cookie)).statusCode).toBe(401);
  });

  it('logout ends the session on the server: the old cookie gets 401 afterwards', async () => {
    const { cookie } = await newSession();
    expect((await get('/api/profile', cookie)).statusCode).toBe(200);
    const out = await post('/api/session/logout', cookie);
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    // Replaying the cookie (as if the browser had kept it) no longer works.
    expect((await get('/api/profile', cookie)).statusCode).toBe(401);
    expect((await get('/api/session', cookie)).statusCode).toBe(401);
    expect((await get(`/api/user/${userId}/address`, cookie)).statusCode).toBe(401);
    expect((await post('/api/session/refresh', cookie)).statusCode).toBe(401);
  });

  it('refresh extends the session and keeps the same cookie secret', async () => {
    const { cookie, token } = await newSession();
    await ctx.database.db
      .update(storeSessions)
      .set({ expiresAt: sql`now() + interval '5 minutes'` })
      .where(eq(storeSessions.idHash, hashToken(token)));
    const before = (await get('/api/session', cookie)).json().data.expires_at as string;
    const res = await post('/api/session/refresh', cookie);
    expect(res.statusCode).toBe(200);
    const after = res.json().data.expires_at as string;
    expect(after > before).toBe(true);
    expect(String(res.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=${token};`);
    // The spec's POST /login with type refresh_token does the same.
    const viaLogin = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: { cookie, origin: ORIGIN }, payload: { type: 'refresh_token' } });
    expect(viaLogin.json()).toMatchObject({ status_code: 200, data: { user_id: userId } });
  });

  it('never refreshes past the maximum lifetime', async () => {
    const { cookie, token } = await newSession();
    await ctx.database.db
      .update(storeSessions)
      .set({ createdAt: sql`now() - interval '30 days' + interval '10 minutes'` })
      .where(eq(storeSessions.idHash, hashToken(token)));
    const res = await post('/api/session/refresh', cookie);
    const [row] = await ctx.database.db
      .select()
      .from(storeSessions)
      .where(eq(storeSessions.idHash, hashToken(token)));
    expect(res.statusCode).toBe(200);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThan(11 * 60 * 1000);
  });

  it('rate-limits refresh (429)', async () => {
    const { cookie } = await newSession();
    const remoteAddress = '10.8.0.1';
    for (let i = 0; i < STORE_RATE_LIMITS.refresh.max; i++) expect((await post('/api/session/refresh', cookie, remoteAddress)).statusCode).toBe(200);
    const blocked = await post('/api/session/refresh', cookie, remoteAddress);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
  });

  it('rate-limits the login exchange (429)', async () => {
    const remoteAddress = '10.8.0.2';
    const attempt = () => ctx.app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { code: 'guess' }, remoteAddress });
    for (let i = 0; i < STORE_RATE_LIMITS.exchange.max; i++) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('refuses state-changing calls from another origin', async () => {
    const { cookie } = await newSession();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/session/logout', headers: { cookie, origin: 'https://evil.example' }, payload: {} });
    expect(res.statusCode).toBe(403);
    expect((await get('/api/profile', cookie)).statusCode).toBe(200); // still signed in
  });
});

describe.each(databaseKinds)('the store session behind a trusted https proxy on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { TRUST_PROXY: true });
  });
  afterAll(() => ctx.close());

  it('marks the cookie Secure when the store is served over https', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/session/logout', headers: { origin: 'https://localhost:80', 'x-forwarded-proto': 'https' }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
