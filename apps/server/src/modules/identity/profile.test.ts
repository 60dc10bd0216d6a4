import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { ORIGIN, signUp } from '../../test/sign-in';
import { users } from './tables';

describe.each(databaseKinds)('profile on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let alice: { userId: string; cookie: string };
  let bob: { userId: string; cookie: string };
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const a = await signUp(ctx.app, { name: 'Alice', login: 'alice@example.com' });
    const b = await signUp(ctx.app, { name: 'Bob', login: 'bob@example.com' });
    alice = { userId: a.userId, cookie: a.jar.header() };
    bob = { userId: b.userId, cookie: b.jar.header() };
  });
  afterAll(() => ctx.close());

  const put = (path: string, cookie: string, payload: unknown, origin = ORIGIN) =>
    ctx.app.inject({ method: 'PUT', url: `/api${path}`, headers: { cookie, origin }, payload: payload as object });
  const row = async (userId: string) => (await ctx.database.db.select().from(users).where(eq(users.userId, userId)))[0];

  it('GET /profile needs a session and returns the session user', async () => {
    expect((await ctx.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
    const res = await ctx.app.inject({ url: '/api/profile', headers: { cookie: alice.cookie } });
    expect(res.json().data).toMatchObject({ user_id: alice.userId, display_name: 'Alice', email: 'alice@example.com', phone: null });
  });

  it.each(['profile', 'edit-profile'])('PUT /user/:me/%s changes display name, avatar and phone', async (path) => {
    const res = await put(`/user/${alice.userId}/${path}`, alice.cookie, { display_name: `  Alice ${path}  `, avatar: 'https://cdn.example.com/a.png', phone: '0891234567' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ display_name: `Alice ${path}`, avatar: 'https://cdn.example.com/a.png', phone: '0891234567' });
    const session = await ctx.app.inject({ url: '/api/session', headers: { cookie: alice.cookie } });
    expect(session.json().data.user.display_name).toBe(`Alice ${path}`);
    // Omitted fields stay; null clears.
    const again = await put(`/user/${alice.userId}/${path}`, alice.cookie, { display_name: 'Alice', avatar: null });
    expect(again.json().data).toMatchObject({ display_name: 'Alice', avatar: null, phone: '0891234567' });
  });

  it.each([
    [{ display_name: '' }, 'display_name_required'],
    [{ display_name: '   ' }, 'display_name_required'],
    [{ display_name: 'x'.repeat(61) }, 'display_name_too_long'],
    [{ display_name: 'Alice', phone: '0712345678' }, 'phone_invalid'],
    [{ display_name: 'Alice', phone: '08123' }, 'phone_invalid'],
    [{ display_name: 'Alice', avatar: 'javascript:alert(1)' }, 'avatar_invalid'],
    [{ display_name: 'Alice', avatar: 'http://insecure.example/a.png' }, 'avatar_invalid'],
  ])('refuses %j with %s', async (payload, code) => {
    const before = await row(alice.userId);
    const res = await put(`/user/${alice.userId}/profile`, alice.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error.details)).toContain(code);
    expect(await row(alice.userId)).toEqual(before);
  });

  it("refuses to change another user's profile with 403, and changes nothing", async () => {
    const before = await row(alice.userId);
    for (const path of ['profile', 'edit-profile']) {
      const res = await put(`/user/${alice.userId}/${path}`, bob.cookie, { display_name: 'Hacked', phone: '0811111111' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('user_mismatch');
    }
    expect(await row(alice.userId)).toEqual(before);
    expect((await row(bob.userId)).displayName).toBe('Bob');
  });

  it('refuses a profile change without a session (401) or from another origin (403)', async () => {
    const before = await row(alice.userId);
    expect((await put(`/user/${alice.userId}/profile`, '', { display_name: 'Nobody' })).statusCode).toBe(401);
    expect((await put(`/user/${alice.userId}/profile`, alice.cookie, { display_name: 'Cross site' }, 'https://evil.example')).statusCode).toBe(403);
    expect(await row(alice.userId)).toEqual(before);
  });
});
