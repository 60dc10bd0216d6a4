import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelOfRoles, permissionsOf } from '@store/domain/staff';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar, ORIGIN } from '../../test/sign-in';
import { runStaffCli } from '../../cli/staff-commands';
import { catalogVariants } from '../catalog/tables';
import { orders } from '../order/tables';
import { call, orderBody, placeOrder, setStock } from '../order/testing';
import { auditLog, staffAccounts } from './tables';

const ADMIN = { email: 'admin@tawan.example', password: 'correct horse battery staple' };

describe('roles and channels', () => {
  it('grants what each role needs and nothing else', () => {
    expect(permissionsOf(['content_editor'])).toEqual(['content.write']);
    expect(permissionsOf(['support'])).toContain('orders.refund');
    expect(permissionsOf(['content_editor'])).not.toContain('orders.refund');
    expect(permissionsOf(['admin'])).toContain('audit.read');
    expect(permissionsOf(['support', 'fulfilment'])).toEqual([
      'contact.read',
      'ekyc.read',
      'ekyc.review',
      'email_outbox.read',
      'leads.manage',
      'mnp.manage',
      'orders.fulfil',
      'orders.read',
      'orders.refund',
      'personal_data.reveal',
      'sms_outbox.read',
    ]);
  });
  it('derives the order channel from the seller', () => {
    expect(channelOfRoles(undefined)).toBe('online');
    expect(channelOfRoles(['dealer'])).toBe('dealer');
    expect(channelOfRoles(['employee'])).toBe('offline_shop');
    expect(channelOfRoles(['seller'])).toBe('seller');
    expect(channelOfRoles(['content_editor'])).toBe('online');
  });
});

describe.each(databaseKinds)('staff accounts, permissions and the audit log on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const signIn = async (email: string, password: string, jar = new CookieJar()) => ({ jar, res: await call(ctx.app, jar, 'POST', '/staff/session', { email, password }) });
  const audit = async (jar: CookieJar, query = '') =>
    (await call(ctx.app, jar, 'GET', `/staff/audit${query}`)).json().data.entries as { action: string; actor: string; object_id: string; before: unknown; after: unknown }[];

  it('the CLI creates the bootstrap admin, who signs in with an own cookie', async () => {
    const out: string[] = [];
    const io = { log: (t: string) => out.push(t), error: (t: string) => out.push(t) };
    expect(await runStaffCli(['create-admin', '--email', ADMIN.email], ctx.database.db, io, ADMIN.password)).toBe(0);
    expect(out.join('\n')).toContain('created admin@tawan.example (admin)');
    expect(out.join('\n')).not.toContain(ADMIN.password);
    expect(await runStaffCli(['create-admin', '--email', ADMIN.email], ctx.database.db, io, ADMIN.password)).toBe(1);
    const generated: string[] = [];
    expect(
      await runStaffCli(
        ['create', '--email', 'ops@tawan.example', '--role', 'fulfilment'],
        ctx.database.db,
        { log: (t) => generated.push(t), error: (t) => generated.push(t) },
        undefined,
      ),
    ).toBe(0);
    expect(generated.join('\n')).toMatch(/password: [\w-]{24}/);
    const [row] = await ctx.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, ADMIN.email));
    expect(row.passwordHash).toMatch(/^scrypt\$/);

    const { jar, res } = await signIn(ADMIN.email, ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: ADMIN.email, roles: ['admin'] });
    const cookie = (res.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find((c) => c.name === 'staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect((await call(ctx.app, jar, 'GET', '/staff/me')).json().data.permissions).toContain('staff.manage');
    // The shoppers' session is another thing: a staff cookie signs nobody in to the store.
    expect((await call(ctx.app, jar, 'GET', '/session')).json().data.user).toBeNull();
  });

  it('refuses a wrong password, then pauses the account after repeated ones (429 with Retry-After)', async () => {
    const wrong = await signIn(ADMIN.email, 'wrong password 1');
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.json().error.code).toBe('staff_credentials_invalid');
    expect((await signIn('nobody@tawan.example', 'whatever at all')).res.json().error.code).toBe('staff_credentials_invalid');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: { email: 'locked@tawan.example', display_name: 'L', password: 'a long enough password', roles: ['support'] },
    });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await signIn('locked@tawan.example', `guess number ${i}`, new CookieJar())).res.statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await signIn('locked@tawan.example', 'a long enough password');
    expect(locked.res.statusCode).toBe(429);
    expect(locked.res.json().error.code).toBe('staff_account_locked');
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a role without the permission is refused an operator action with 403, and nothing changes', async () => {
    const { jar: admin } = await signIn(ADMIN.email, ADMIN.password);
    const created = await call(ctx.app, admin, 'POST', '/staff/accounts', {
      email: 'editor@tawan.example',
      display_name: 'Editor',
      password: 'editor password 1',
      roles: ['content_editor'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.permissions).toEqual(['content.write']);
    const { jar: editor } = await signIn('editor@tawan.example', 'editor password 1');

    const before = (await ctx.app.inject({ url: '/api/config/zodiac' })).json().data;
    const refused = await ctx.app.inject({ method: 'PUT', url: '/api/config/zodiac', headers: { cookie: editor.header(), origin: ORIGIN }, payload: { toggle: !before.toggle } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('permission_denied');
    expect((await ctx.app.inject({ url: '/api/config/zodiac' })).json().data).toEqual(before);
    expect((await call(ctx.app, editor, 'GET', '/contact-requests')).statusCode).toBe(403);
    expect((await call(ctx.app, editor, 'GET', '/staff/audit')).statusCode).toBe(403);
    expect(
      (await call(ctx.app, editor, 'POST', '/staff/accounts', { email: 'x@tawan.example', display_name: 'X', password: 'another password', roles: ['admin'] })).statusCode,
    ).toBe(403);

    // What the role allows goes through and is on the record.
    const faq = (await ctx.app.inject({ url: '/api/content/faq' })).json().data;
    const put = await ctx.app.inject({ method: 'PUT', url: '/api/content/faq', headers: { cookie: editor.header(), origin: ORIGIN }, payload: faq });
    expect(put.statusCode).toBe(200);
    const entries = await audit(admin, '?object_type=content');
    expect(entries[0]).toMatchObject({ action: 'content.put', actor: 'editor@tawan.example', object_id: 'faq' });
  });

  it('the bootstrap token still works, as an admin named operator-token, and is audited with before and after', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/config/zodiac', headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` }, payload: { toggle: false } });
    expect(res.statusCode).toBe(200);
    const { jar: admin } = await signIn(ADMIN.email, ADMIN.password);
    const [entry] = await audit(admin, '?object_type=config&object_id=zodiac');
    expect(entry).toMatchObject({ action: 'config.set', actor: 'operator-token', before: { toggle: true }, after: { toggle: false } });
    // By object id alone and by action alone (their own indexes, decision 046), newest first.
    expect((await audit(admin, '?object_id=zodiac'))[0]).toMatchObject({ action: 'config.set', object_type: 'config' });
    const sets = await audit(admin, '?action=config.set');
    expect(sets.length).toBeGreaterThan(0);
    expect(sets.every((e) => e.action === 'config.set')).toBe(true);
    await ctx.app.inject({ method: 'DELETE', url: '/api/config/zodiac', headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } });
  });

  it('the audit log pages by cursor, filters by staff member, and cannot be changed or deleted', async () => {
    const { jar: admin } = await signIn(ADMIN.email, ADMIN.password);
    const first = (await call(ctx.app, admin, 'GET', '/staff/audit?limit=2')).json().data;
    expect(first.entries).toHaveLength(2);
    const next = (await call(ctx.app, admin, 'GET', `/staff/audit?limit=2&before_id=${first.next_before_id}`)).json().data;
    expect(next.entries[0].id).toBeLessThan(first.entries[1].id);
    const me = (await call(ctx.app, admin, 'GET', '/staff/me')).json().data;
    const mine = (await call(ctx.app, admin, 'GET', `/staff/audit?actor_id=${me.id}&limit=200`)).json().data.entries as { actor: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actor === ADMIN.email)).toBe(true);
    expect((await ctx.app.inject({ url: '/api/staff/audit' })).statusCode).toBe(401);

    const { db } = ctx.database;
    await expect(db.execute(sql`update audit_log set action = 'rewritten'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'rewritten'));
    expect(n).toBe(0);
  });

  it('a disabled account loses its session; signing out ends the session', async () => {
    const { jar: admin } = await signIn(ADMIN.email, ADMIN.password);
    const made = (
      await call(ctx.app, admin, 'POST', '/staff/accounts', { email: 'temp@tawan.example', display_name: 'Temp', password: 'temporary password', roles: ['support'] })
    ).json().data;
    const { jar: temp } = await signIn('temp@tawan.example', 'temporary password');
    expect((await call(ctx.app, temp, 'GET', '/staff/me')).statusCode).toBe(200);
    expect((await call(ctx.app, admin, 'PATCH', `/staff/accounts/${made.id}`, { disabled: true })).json().data.disabled).toBe(true);
    expect((await call(ctx.app, temp, 'GET', '/staff/me')).statusCode).toBe(401);
    expect((await signIn('temp@tawan.example', 'temporary password')).res.statusCode).toBe(401);
    expect((await call(ctx.app, admin, 'DELETE', '/staff/session')).json().data.signed_out).toBe(true);
    expect((await call(ctx.app, admin, 'GET', '/staff/me')).statusCode).toBe(401);
  });

  it('an order placed by a signed-in dealer records the dealer channel, staff member and dealer code; a shopper’s is online', async () => {
    const [variant] = await ctx.database.db.select({ id: catalogVariants.id }).from(catalogVariants).limit(1);
    await setStock(ctx.database.db, variant.id, 10);
    const { jar: admin } = await signIn(ADMIN.email, ADMIN.password);
    const dealer = (
      await call(ctx.app, admin, 'POST', '/staff/accounts', {
        email: 'dealer@tawan.example',
        display_name: 'Dealer',
        password: 'dealer password 1',
        roles: ['dealer'],
        dealer_code: 'DL-042',
      })
    ).json().data;
    const { jar } = await signIn('dealer@tawan.example', 'dealer password 1');
    expect((await call(ctx.app, jar, 'POST', '/cart/lines', { variant_id: variant.id, quantity: 1 })).statusCode).toBe(201);
    const placed = await placeOrder(ctx.app, jar, orderBody());
    expect(placed.statusCode).toBe(201);
    const number = placed.json().data.order.order_number;
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.orderNumber, number));
    expect(row).toMatchObject({ channel: 'dealer', staffId: dealer.id, dealerCode: 'DL-042' });

    const shopper = new CookieJar();
    await call(ctx.app, shopper, 'POST', '/cart/lines', { variant_id: variant.id, quantity: 1 });
    const online = await placeOrder(ctx.app, shopper, orderBody());
    const [onlineRow] = await ctx.database.db.select().from(orders).where(eq(orders.orderNumber, online.json().data.order.order_number));
    expect(onlineRow).toMatchObject({ channel: 'online', staffId: null, dealerCode: null });
  });
});
