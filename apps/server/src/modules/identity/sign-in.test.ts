import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, databaseKinds } from '../../test/databases';
import { CookieJar, ORIGIN, browse, finishSignIn, logIn, signUp, startSignIn, submitForm, uniquePhone } from '../../test/sign-in';
import { AUTH_STATE_COOKIE } from './cookies';
import { DEVICE_COOKIE, IDP_RATE_LIMITS, STORE_RATE_LIMITS } from './limits';
import { idpAccounts, loginCodes, oidcPayloads, users } from './tables';
import { FREE_FAILURES, MAX_LOCK_MS } from '../../lib/login-throttle';
import { loginThrottle } from '../../lib/login-throttle-tables';

describe.each(databaseKinds)('sign-in through the embedded OpenID Connect provider on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('signs up by mobile number, comes back with a login code and gets a session', async () => {
    const phone = uniquePhone();
    const { userId, location, login, jar } = await signUp(ctx.app, { name: 'สมชาย ใจดี', login: phone }, { returnTo: '/profile/address?tab=1' });
    expect(location).toMatch(/^\/profile\/address\?tab=1&login_code=[\w-]{43}$/);
    expect(login.json()).toEqual({ status_code: 200, data: { user_id: userId, access_token_expired: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) } });
    const session = await ctx.app.inject({ url: '/api/session', headers: { cookie: jar.header() } });
    expect(session.json().data.user).toMatchObject({ user_id: userId, display_name: 'สมชาย ใจดี', phone, avatar: expect.stringMatching(/^avatars\/\w+\.svg$/) });
    // The provider keeps its state in the database.
    const [{ n }] = await ctx.database.db.select({ n: count() }).from(oidcPayloads).where(eq(oidcPayloads.model, 'Session'));
    expect(n).toBeGreaterThan(0);
  });

  it('signs up by e-mail and logs in again as the same store user', async () => {
    const first = await signUp(ctx.app, { name: 'Malee', login: 'malee@example.com', password: 'Orchid2024x' });
    const again = await logIn(ctx.app, 'MALEE@example.com', 'Orchid2024x');
    expect(again.userId).toBe(first.userId);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.userId, first.userId));
    expect(user).toMatchObject({ email: 'malee@example.com', displayName: 'Malee', issuer: 'embedded' });
  });

  it('refuses a wrong password with a message in the page language', async () => {
    await signUp(ctx.app, { login: 'wrongpw@example.com', password: 'Orchid2024x' });
    for (const [lang, text] of [
      ['th', 'รหัสผ่านไม่ถูกต้อง'],
      ['en', 'the password is wrong'],
    ] as const) {
      const jar = new CookieJar();
      const { interaction } = await startSignIn(ctx.app, jar, 'login', { lang });
      const res = await submitForm(ctx.app, jar, `${interaction}/login`, { login: 'wrongpw@example.com', password: 'Orchid2024y', lang });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain(text);
      expect(res.body).toContain(`<html lang="${lang}">`);
    }
  });

  it.each([
    ['0712345678', 'Sunflower42x', 'th', 'เบอร์มือถือไม่ถูกต้อง ต้องเป็นตัวเลข 10 หลักที่ขึ้นต้นด้วย 06, 08 หรือ 09'],
    ['0712345678', 'Sunflower42x', 'en', 'The mobile number is not valid: it must be 10 digits starting with 06, 08 or 09'],
    ['081234567', 'Sunflower42x', 'en', 'The mobile number is not valid'],
    ['weak1@example.com', 'password1', 'th', 'รหัสผ่านนี้คาดเดาง่ายเกินไป'],
    ['weak2@example.com', 'password1', 'en', 'This password is too easy to guess'],
    ['weak3@example.com', 'abc123', 'en', 'The password must be at least 8 characters long'],
    ['weak4@example.com', 'abcdefghijk', 'th', 'รหัสผ่านต้องมีทั้งตัวอักษรและตัวเลข'],
    ['weak5@example.com', '123456789012', 'en', 'The password must contain both letters and digits'],
  ] as const)('sign-up of %s with password %s is refused in %s', async (login, password, lang, message) => {
    const jar = new CookieJar();
    const { interaction, page } = await startSignIn(ctx.app, jar, 'signup', { lang });
    expect(page.body).toContain(`<html lang="${lang}">`);
    const res = await submitForm(ctx.app, jar, `${interaction}/signup`, { name: 'Test', login, password, lang });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect(res.body).toContain('aria-invalid="true"');
    // A browser posts the form with its real Origin only under this policy (no-referrer sends "null", which the origin check refuses).
    expect(res.headers['referrer-policy']).toBe('same-origin');
    const [{ n }] = await ctx.database.db.select({ n: count() }).from(idpAccounts).where(eq(idpAccounts.login, login));
    expect(n).toBe(0);
  });

  it('refuses a second account with the same login', async () => {
    await signUp(ctx.app, { login: 'twice@example.com' });
    const jar = new CookieJar();
    const { interaction } = await startSignIn(ctx.app, jar, 'signup', { lang: 'en' });
    const res = await submitForm(ctx.app, jar, `${interaction}/signup`, { name: 'Again', login: 'Twice@example.com', password: 'Another42x', lang: 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('already registered');
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', '/\\evil.example', 'javascript:alert(1)'])('refuses return_to=%s (open redirect)', async (target) => {
    const res = await ctx.app.inject({ url: `/api/auth/login?return_to=${encodeURIComponent(target)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('return_to_invalid');
    expect(res.headers.location).toBeUndefined();
  });

  it('never redirects outside the store even when the state cookie is forged', async () => {
    const jar = new CookieJar();
    await startSignIn(ctx.app, jar, 'login');
    const sealed = jar.get(AUTH_STATE_COOKIE)!;
    const [, mac] = sealed.split('.');
    const forged = Buffer.from(JSON.stringify({ state: 'x', nonce: 'y', verifier: 'z', returnTo: '//evil.example', exp: Date.now() + 60_000 })).toString('base64url');
    jar.set(AUTH_STATE_COOKIE, `${forged}.${mac}`);
    const res = await browse(ctx.app, jar, '/api/auth/callback?code=abc&state=x');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?login_error=expired');
  });

  it('a login code works once, only in the browser that signed in, and not after it expires', async () => {
    const { interaction, jar } = await (async () => {
      const j = new CookieJar();
      const started = await startSignIn(ctx.app, j, 'signup');
      return { ...started, jar: j };
    })();
    const submitted = await submitForm(ctx.app, jar, `${interaction}/signup`, { name: 'Once', login: uniquePhone(), password: 'Sunflower42x', lang: 'en' });
    // Stop before the exchange: take the code from the final redirect.
    let res = submitted;
    while (res.statusCode === 303 && !String(res.headers.location).includes('login_code'))
      res = await browse(ctx.app, jar, new URL(String(res.headers.location), 'http://localhost').pathname + new URL(String(res.headers.location), 'http://localhost').search);
    const code = new URL(String(res.headers.location), 'http://localhost').searchParams.get('login_code')!;
    const exchange = (cookie: string) => ctx.app.inject({ method: 'POST', url: '/api/login', headers: { cookie, origin: ORIGIN }, payload: { code }, remoteAddress: jar.address });

    const stranger = await exchange('');
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ status_code: 401, error: { code: 'login_code_invalid' } });
    expect(stranger.headers['set-cookie']?.toString() ?? '').not.toContain('store_session=');

    const ok = await exchange(jar.header());
    expect(ok.statusCode).toBe(200);
    expect((await exchange(jar.header())).statusCode).toBe(401);

    // An unused but expired code is refused too.
    await ctx.database.db.update(loginCodes).set({ consumedAt: null, expiresAt: sql`now() - interval '1 second'` });
    expect((await exchange(jar.header())).statusCode).toBe(401);
  });

  it('cancelling at the provider goes back to the store page without signing in', async () => {
    const jar = new CookieJar();
    const { interaction } = await startSignIn(ctx.app, jar, 'login', { returnTo: '/cart' });
    const res = await submitForm(ctx.app, jar, `${interaction}/abort`, { lang: 'th' });
    let current = res;
    while (current.statusCode === 303 && String(current.headers.location).match(/^(http:\/\/localhost)?\/(oidc|api\/auth)\//)) {
      const url = new URL(String(current.headers.location), 'http://localhost');
      current = await browse(ctx.app, jar, url.pathname + url.search);
    }
    expect(current.headers.location).toBe('/cart');
  });

  it('an expired or foreign interaction shows a bilingual page, not an error dump', async () => {
    const res = await ctx.app.inject({ url: '/oidc/interaction/not-a-real-one?lang=en' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('This sign-in page has expired');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script/);
  });

  it("the sign-in pages use the store's Thai webfont, served beside their sheet", async () => {
    const sheet = await ctx.app.inject({ url: '/oidc/assets/idp.css' });
    expect(sheet.statusCode).toBe(200);
    const files = [...sheet.body.matchAll(/url\((fonts\/[^)]+\.woff2)\)/g)].map((m) => m[1]);
    expect(files).toHaveLength(4);
    for (const file of files) {
      const font = await ctx.app.inject({ url: `/oidc/assets/${file}` });
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    expect((await ctx.app.inject({ url: '/oidc/assets/fonts/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it('a second server process on the same database continues a sign-in the first one started', async () => {
    const other = await buildApp(ctx.database, { BASE_PATH: '', LOG_LEVEL: 'silent', serveWeb: false, OPERATOR_TOKEN: undefined, PUBLIC_ORIGIN: undefined });
    try {
      const jar = new CookieJar();
      const { interaction } = await startSignIn(ctx.app, jar, 'signup');
      const submitted = await submitForm(other, jar, `${interaction}/signup`, { name: 'Two Processes', login: uniquePhone(), password: 'Sunflower42x', lang: 'th' });
      const { userId } = await finishSignIn(other, jar, submitted);
      const session = await ctx.app.inject({ url: '/api/session', headers: { cookie: jar.header() } });
      expect(session.json().data.user.user_id).toBe(userId);
    } finally {
      await other.close();
    }
  });

  it('rate-limits log-in attempts at the provider (429, in the page language)', async () => {
    const remoteAddress = '10.9.0.1';
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/oidc/interaction/some-uid/login?lang=en',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        payload: 'login=0812345678&password=Guess1234x&lang=en',
        remoteAddress,
      });
    for (let i = 0; i < IDP_RATE_LIMITS.login.max; i++) expect((await attempt()).statusCode).not.toBe(429);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Too many attempts');
  });

  it('pauses an account after repeated wrong passwords from many addresses, in the page language, but not for a device it knows', async () => {
    const { account } = await signUp(ctx.app, { login: 'guessed@example.com', password: 'Orchid2024x' });
    // The owner signs in once on their phone: that browser is now known to the account.
    const phone = new CookieJar();
    const first = await startSignIn(ctx.app, phone, 'login');
    await finishSignIn(ctx.app, phone, await submitForm(ctx.app, phone, `${first.interaction}/login`, { login: account.login, password: account.password, lang: 'th' }));
    const device = phone.get(DEVICE_COOKIE);
    expect(device).toMatch(/^[\w-]+\.[\w-]+$/);

    // 40 wrong guesses, each from another address (the per-address limit never fires).
    const attacker = new CookieJar();
    const { interaction } = await startSignIn(ctx.app, attacker, 'login', { lang: 'en' });
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await submitForm(
        ctx.app,
        attacker,
        `${interaction}/login`,
        { login: account.login, password: `Wrong${i}guess`, lang: 'en' },
        { remoteAddress: `10.77.0.${i + 1}` },
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill(401));
    expect(codes.slice(FREE_FAILURES)).toEqual(Array(40 - FREE_FAILURES).fill(429));
    // Then the right password from a new device is refused too, with how long to wait.
    const right = await submitForm(ctx.app, attacker, `${interaction}/login`, { login: account.login, password: account.password, lang: 'en' }, { remoteAddress: '10.77.1.1' });
    expect(right.statusCode).toBe(429);
    expect(right.body).toContain('too many wrong passwords for this account');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(MAX_LOCK_MS / 1000);
    const th = new CookieJar();
    const thStart = await startSignIn(ctx.app, th, 'login', { lang: 'th' });
    const thRes = await submitForm(ctx.app, th, `${thStart.interaction}/login`, { login: account.login, password: account.password, lang: 'th' });
    expect(thRes.statusCode).toBe(429);
    expect(thRes.body).toContain('ใส่รหัสผ่านของบัญชีนี้ผิดหลายครั้ง');

    // The owner's known device still signs in.
    const again = new CookieJar();
    again.set(DEVICE_COOKIE, device!);
    const owner = await startSignIn(ctx.app, again, 'login');
    const signedIn = await finishSignIn(
      ctx.app,
      again,
      await submitForm(ctx.app, again, `${owner.interaction}/login`, { login: account.login, password: account.password, lang: 'th' }),
    );
    expect(signedIn.userId).toBeTruthy();

    // Once the pause is over, the right password signs in from anywhere and the count starts again.
    await ctx.database.db.update(loginThrottle).set({ lockedUntil: sql`now() - interval '1 second'` });
    const later = await logIn(ctx.app, account.login, account.password);
    expect(later.userId).toBe(signedIn.userId);
  });

  it('rate-limits sign-ups at the provider', async () => {
    const remoteAddress = '10.9.0.2';
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/oidc/interaction/some-uid/signup?lang=th',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        payload: 'name=x&login=0812345678&password=Guess1234x&lang=th',
        remoteAddress,
      });
    for (let i = 0; i < IDP_RATE_LIMITS.signup.max; i++) expect((await attempt()).statusCode).not.toBe(429);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('คุณลองหลายครั้งเกินไป');
  });

  it('rate-limits starting a sign-in', async () => {
    const remoteAddress = '10.9.0.3';
    for (let i = 0; i < STORE_RATE_LIMITS.start.max; i++) expect((await ctx.app.inject({ url: '/api/auth/login?return_to=/', remoteAddress })).statusCode).toBe(302);
    expect((await ctx.app.inject({ url: '/api/auth/login?return_to=/', remoteAddress })).statusCode).toBe(429);
  });

  it('serves the provider discovery document with PKCE and the create prompt', async () => {
    const res = await ctx.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe('http://localhost/oidc');
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.prompt_values_supported).toContain('create');
  });
});
