import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EKYC_IMAGE_MAX_BYTES } from '@store/domain/ekyc';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar, ORIGIN, signUp } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { rowsOf } from '../numbers/rows';
import { call } from '../order/testing';
import type { EkycDecision } from './service';

const APPROVED_ID = '1101700123456';
const FACE_MISMATCH_ID = '1101700456781';
const UNREADABLE_ID = '1101700567893';
const NEVER_ID = '1101700678903';
const DECISION_MS = 40;

/** A JPEG and a PNG (their magic bytes, then a marker that must never be found in the database or the log). */
const MARKER = 'SECRET-FACE-PIXELS-0123456789';
const jpeg = (extra = '') => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`${MARKER}${extra}`)]);
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(MARKER)]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('eKYC API on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const logs: string[] = [];
  const decisions: EkycDecision[] = [];
  let owner: CookieJar;
  let stranger: CookieJar;
  let creates = 0;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream, EKYC_SANDBOX_DECISION_MS: DECISION_MS, SWEEP_EVERY_MS: 100 });
    ctx.app.ekyc.onDecision(async (tx, decision) => {
      // Runs in the decision's transaction: the row it reads is already decided.
      const [row] = rowsOf<{ status: string }>(await tx.execute(sql`select status from ekyc_applications where id = ${decision.applicationId}`));
      expect(row.status).toBe(decision.status);
      decisions.push(decision);
    });
    owner = (await signUp(ctx.app)).jar;
    stranger = (await signUp(ctx.app)).jar;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const create = async (thaiId: string, jar = owner, purpose = 'pre_to_post', lang: 'th' | 'en' = 'th') => {
    // Each from its own address: the route allows 20 a minute per address.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ekyc/applications',
      payload: { thai_id: thaiId, purpose, lang },
      remoteAddress: `10.250.${Math.floor(++creates / 250)}.${(creates % 250) + 1}`,
      headers: { cookie: jar.header(), origin: ORIGIN },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; status: string };
  };
  const put = (url: string, body: Buffer, jar: CookieJar, type = 'image/jpeg') =>
    ctx.app
      .inject({ method: 'PUT', url: `/api${url}`, payload: body, remoteAddress: jar.address, headers: { cookie: jar.header(), origin: ORIGIN, 'content-type': type } })
      .then((res) => {
        jar.store(res);
        return res;
      });
  const get = (id: string, jar = owner) => call(ctx.app, jar, 'GET', `/ekyc/applications/${id}`);
  const imageRows = async (id: string) => rowsOf<{ n: number }>(await ctx.database.db.execute(sql`select count(*)::int as n from ekyc_images where application_id = ${id}`))[0].n;
  const captureAndSubmit = async (id: string) => {
    expect((await put(`/ekyc/applications/${id}/images/document`, jpeg(), owner)).json().data.status).toBe('document_captured');
    expect((await put(`/ekyc/applications/${id}/images/selfie`, png(), owner, 'image/png')).json().data.status).toBe('selfie_captured');
    const submitted = await call(ctx.app, owner, 'POST', `/ekyc/applications/${id}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.status).toBe('verifying');
  };
  const waitFor = async (id: string, status: string) => {
    for (let i = 0; i < 100; i += 1) {
      const res = await get(id);
      if (res.json().data.status === status) return res.json().data;
      await sleep(20);
    }
    throw new Error(`application ${id} never reached ${status}`);
  };

  it('needs a session and a valid Thai ID', async () => {
    const res = await call(ctx.app, new CookieJar(), 'POST', '/ekyc/applications', { thai_id: APPROVED_ID, purpose: 'pre_to_post', lang: 'th' });
    expect(res.statusCode).toBe(401);
    const bad = await call(ctx.app, owner, 'POST', '/ekyc/applications', { thai_id: '1101700123457', purpose: 'pre_to_post', lang: 'th' });
    expect(bad.statusCode).toBe(400);
  });

  it('goes created -> document_captured -> selfie_captured -> verifying -> approved, photos sealed at rest, then deleted', async () => {
    const app = await create(APPROVED_ID);
    expect(app).toMatchObject({ status: 'created', has_document: false, has_selfie: false, reject_reason: null, thai_id: '*********3456' });
    await put(`/ekyc/applications/${app.id}/images/document`, jpeg(), owner);
    // The photos are in the table, encrypted: neither the marker nor the magic bytes are stored in clear.
    const stored = rowsOf<{ sealed: Uint8Array | Buffer; size: number; content_type: string }>(
      await ctx.database.db.execute(sql`select sealed, size, content_type from ekyc_images where application_id = ${app.id}`),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].content_type).toBe('image/jpeg');
    const bytes = Buffer.from(stored[0].sealed);
    expect(bytes.includes(Buffer.from(MARKER))).toBe(false);
    expect(bytes.length).toBe(jpeg().length + 28);
    // Neither is the Thai ID.
    const [row] = rowsOf<Record<string, unknown>>(await ctx.database.db.execute(sql`select * from ekyc_applications where id = ${app.id}`));
    expect(JSON.stringify(row)).not.toContain(APPROVED_ID);
    expect(row.thai_id_last4).toBe('3456');

    await put(`/ekyc/applications/${app.id}/images/selfie`, png(), owner, 'image/png');
    const submitted = await call(ctx.app, owner, 'POST', `/ekyc/applications/${app.id}/submit`);
    expect(submitted.json().data).toMatchObject({ status: 'verifying', has_document: true, has_selfie: true });
    const approved = await waitFor(app.id, 'approved');
    expect(approved).toMatchObject({ reject_reason: null, has_document: true, has_selfie: true });
    expect(approved.decided_at).not.toBeNull();
    expect(await imageRows(app.id)).toBe(0);
    expect(decisions.filter((d) => d.applicationId === app.id)).toEqual([{ applicationId: app.id, status: 'approved', reason: null, purpose: 'pre_to_post' }]);
    // Decided: no more photos.
    const late = await put(`/ekyc/applications/${app.id}/images/selfie`, jpeg(), owner);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ekyc_not_open');
  });

  it.each([
    [FACE_MISMATCH_ID, 'face_mismatch'],
    [UNREADABLE_ID, 'document_unreadable'],
  ])('the sandbox rejects %s with %s, telling the listeners once even when read at the same time', async (thaiId, reason) => {
    const app = await create(thaiId);
    await captureAndSubmit(app.id);
    await sleep(DECISION_MS + 10);
    const reads = await Promise.all([get(app.id), get(app.id), get(app.id), get(app.id)]);
    for (const res of reads) expect(res.json().data, res.body).toMatchObject({ status: 'rejected', reject_reason: reason });
    expect(decisions.filter((d) => d.applicationId === app.id)).toEqual([{ applicationId: app.id, status: 'rejected', reason, purpose: 'pre_to_post' }]);
    expect(await imageRows(app.id)).toBe(0);
  });

  it('the never-deciding ID stays verifying until the application expires', async () => {
    const app = await create(NEVER_ID, owner, 'mnp');
    await captureAndSubmit(app.id);
    await sleep(DECISION_MS * 3);
    expect((await get(app.id)).json().data.status).toBe('verifying');
    await ctx.database.db.execute(sql`update ekyc_applications set expires_at = now() - interval '1 second' where id = ${app.id}`);
    // The sweeper expires it even when nobody reads it.
    for (let i = 0; i < 100 && !decisions.some((d) => d.applicationId === app.id); i += 1) await sleep(20);
    expect(decisions.filter((d) => d.applicationId === app.id)).toEqual([{ applicationId: app.id, status: 'expired', reason: null, purpose: 'mnp' }]);
    expect((await get(app.id)).json().data.status).toBe('expired');
    expect(await imageRows(app.id)).toBe(0);
  });

  it('an application left without photos expires too', async () => {
    const app = await create(APPROVED_ID, owner, 'home_internet');
    await ctx.database.db.execute(sql`update ekyc_applications set expires_at = now() - interval '1 second' where id = ${app.id}`);
    expect((await get(app.id)).json().data.status).toBe('expired');
  });

  it('submit needs both photos (409 ekyc_image_missing)', async () => {
    const app = await create(APPROVED_ID);
    await put(`/ekyc/applications/${app.id}/images/document`, jpeg(), owner);
    const res = await call(ctx.app, owner, 'POST', `/ekyc/applications/${app.id}/submit`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ekyc_image_missing');
  });

  it('refuses a photo over 5 MB (413) and one that is not JPEG or PNG (415), by its bytes', async () => {
    const app = await create(APPROVED_ID);
    const big = await put(`/ekyc/applications/${app.id}/images/document`, Buffer.concat([jpeg(), Buffer.alloc(EKYC_IMAGE_MAX_BYTES)]), owner);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('ekyc_image_too_large');
    const gif = await put(`/ekyc/applications/${app.id}/images/document`, Buffer.from('GIF89a....'), owner, 'image/png');
    expect(gif.statusCode).toBe(415);
    expect(gif.json().error.code).toBe('ekyc_image_type');
    const json = await call(ctx.app, owner, 'PUT' as 'POST', `/ekyc/applications/${app.id}/images/document`, { image: 'x' });
    expect(json.statusCode).toBe(415);
    const empty = await put(`/ekyc/applications/${app.id}/images/document`, Buffer.alloc(0), owner);
    expect(empty.statusCode).toBe(400);
    // A photo just under the limit is taken.
    const fits = await put(`/ekyc/applications/${app.id}/images/document`, Buffer.concat([jpeg(), Buffer.alloc(EKYC_IMAGE_MAX_BYTES - jpeg().length)]), owner);
    expect(fits.statusCode).toBe(200);
    expect((await get(app.id)).json().data.status).toBe('document_captured');
  });

  it('one user can never read, upload to, submit or hand off another user\u2019s application (404)', async () => {
    const app = await create(APPROVED_ID);
    for (const res of [
      await get(app.id, stranger),
      await put(`/ekyc/applications/${app.id}/images/document`, jpeg(), stranger),
      await call(ctx.app, stranger, 'POST', `/ekyc/applications/${app.id}/submit`),
      await call(ctx.app, stranger, 'POST', `/ekyc/applications/${app.id}/handoff`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ekyc_not_found');
    }
    expect(await imageRows(app.id)).toBe(0);
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await ctx.app.ekyc.belongsTo(app.id, { userId: 'someone-else', thaiId: APPROVED_ID, purpose: 'pre_to_post' })).toBe(false);
  });

  it('belongsTo compares the user, the purpose and the ID by its HMAC', async () => {
    const me = await signUp(ctx.app);
    const res = await call(ctx.app, me.jar, 'POST', '/ekyc/applications', { thai_id: APPROVED_ID, purpose: 'pre_to_post', lang: 'en' });
    const id = res.json().data.id as string;
    expect(await ctx.app.ekyc.belongsTo(id, { userId: me.userId, thaiId: APPROVED_ID, purpose: 'pre_to_post' })).toBe(true);
    expect(await ctx.app.ekyc.belongsTo(id, { userId: me.userId, thaiId: FACE_MISMATCH_ID, purpose: 'pre_to_post' })).toBe(false);
    expect(await ctx.app.ekyc.belongsTo(id, { userId: me.userId, thaiId: APPROVED_ID, purpose: 'mnp' })).toBe(false);
    expect(await ctx.app.ekyc.get(id, me.userId)).toMatchObject({ id, lang: 'en' });
    await expect(ctx.app.ekyc.get(id, 'someone-else')).rejects.toMatchObject({ status: 404, code: 'ekyc_not_found' });
  });

  describe('hand-off to a phone', () => {
    const handoff = async (id: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/ekyc/applications/${id}/handoff`,
        remoteAddress: `10.251.${Math.floor(++creates / 250)}.${(creates % 250) + 1}`,
        headers: { cookie: owner.header(), origin: ORIGIN },
      });
      expect(res.statusCode).toBe(201);
      return res.json().data as { hash: string; url: string; short_url: string; qr_svg: string; expires_at: string };
    };

    it('gives a random link for the purpose, its short form and a QR code', async () => {
      const app = await create(APPROVED_ID);
      const link = await handoff(app.id);
      expect(link.hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(link.url).toBe(`http://localhost:80/pre2post/ekyc-desktop/${link.hash}`);
      expect(link.short_url).toBe(`localhost:80/pre2post/ekyc-desktop/${link.hash}`);
      expect(link.qr_svg).toMatch(/^<svg/);
      expect((await handoff(app.id)).hash).not.toBe(link.hash);
      const home = await create(APPROVED_ID, owner, 'home_internet');
      expect((await handoff(home.id)).url).toContain('/trueonline/ekyc-desktop/');
      const mnp = await create(APPROVED_ID, owner, 'mnp');
      expect((await handoff(mnp.id)).url).toMatch(/:80\/ekyc-desktop\/[A-Za-z0-9_-]{22}$/);
      // An English application's link opens the phone in English (Thai is the page's default).
      const english = await handoff((await create(APPROVED_ID, owner, 'pre_to_post', 'en')).id);
      expect(english.url).toBe(`http://localhost:80/pre2post/ekyc-desktop/${english.hash}?lang=en`);
      expect(english.short_url).toBe(`localhost:80/pre2post/ekyc-desktop/${english.hash}?lang=en`);
      expect(english.qr_svg).toMatch(/^<svg/);
      // Only a hash of the link is kept.
      const kept = rowsOf<{ hash_sha: string }>(await ctx.database.db.execute(sql`select hash_sha from ekyc_handoffs`));
      expect(kept.some((r) => r.hash_sha.includes(link.hash))).toBe(false);
    });

    it('binds to the first browser; another browser, or any after submit, gets 410 ekyc_link_used', async () => {
      const app = await create(APPROVED_ID);
      const link = await handoff(app.id);
      const phone = new CookieJar();
      const opened = await call(ctx.app, phone, 'GET', `/ekyc/handoff/${link.hash}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().data).toMatchObject({ status: 'created', purpose: 'pre_to_post', has_document: false, lang: 'th' });
      const cookie = (opened.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string }[]).find((c) => c.name === 'ekyc_handoff');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: `/api/ekyc/handoff/${link.hash}` });
      // The same phone may open it again (a reload).
      expect((await call(ctx.app, phone, 'GET', `/ekyc/handoff/${link.hash}`)).statusCode).toBe(200);

      const other = new CookieJar();
      for (const res of [
        await call(ctx.app, other, 'GET', `/ekyc/handoff/${link.hash}`),
        await put(`/ekyc/handoff/${link.hash}/images/document`, jpeg(), other),
        await call(ctx.app, other, 'POST', `/ekyc/handoff/${link.hash}/submit`),
      ]) {
        expect(res.statusCode).toBe(410);
        expect(res.json().error.code).toBe('ekyc_link_used');
      }

      expect((await put(`/ekyc/handoff/${link.hash}/images/document`, jpeg(), phone)).json().data.status).toBe('document_captured');
      const early = await call(ctx.app, phone, 'POST', `/ekyc/handoff/${link.hash}/submit`);
      expect(early.json().error.code).toBe('ekyc_image_missing');
      expect((await put(`/ekyc/handoff/${link.hash}/images/selfie`, png(), phone, 'image/png')).json().data.status).toBe('selfie_captured');
      // The desktop follows along.
      expect((await get(app.id)).json().data).toMatchObject({ status: 'selfie_captured', has_document: true, has_selfie: true });
      const submitted = await call(ctx.app, phone, 'POST', `/ekyc/handoff/${link.hash}/submit`);
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json().data.status).toBe('verifying');
      const again = await call(ctx.app, phone, 'GET', `/ekyc/handoff/${link.hash}`);
      expect(again.statusCode).toBe(410);
      expect(again.json().error.code).toBe('ekyc_link_used');
      expect((await waitFor(app.id, 'approved')).status).toBe('approved');
    });

    it('an expired link is 410 ekyc_link_expired, an unknown one 404, an older one used once a new one is made', async () => {
      const app = await create(APPROVED_ID);
      const old = await handoff(app.id);
      const link = await handoff(app.id);
      expect((await call(ctx.app, new CookieJar(), 'GET', `/ekyc/handoff/${old.hash}`)).json().error.code).toBe('ekyc_link_used');
      await ctx.database.db.execute(sql`update ekyc_handoffs set expires_at = now() - interval '1 second' where browser_sha is null and used_at is null`);
      const res = await call(ctx.app, new CookieJar(), 'GET', `/ekyc/handoff/${link.hash}`);
      expect(res.statusCode).toBe(410);
      expect(res.json().error.code).toBe('ekyc_link_expired');
      const unknown = await call(ctx.app, new CookieJar(), 'GET', `/ekyc/handoff/${'A'.repeat(22)}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('ekyc_link_not_found');
      expect((await call(ctx.app, new CookieJar(), 'GET', `/ekyc/handoff/short`)).statusCode).toBe(400);
    });
  });

  describe('staff', () => {
    const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
    const staffJar = async (email: string, roles: string[]) => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/staff/accounts',
        headers: operator,
        payload: { email, display_name: email, password: 'staff password 12', roles },
      });
      expect(created.statusCode).toBe(201);
      const jar = new CookieJar();
      expect((await call(ctx.app, jar, 'POST', '/staff/session', { email, password: 'staff password 12' })).statusCode).toBe(200);
      return jar;
    };

    it('reads a photo with ekyc.read only, audited, and not once it is deleted', async () => {
      const app = await create(APPROVED_ID);
      await put(`/ekyc/applications/${app.id}/images/document`, jpeg('staff'), owner);
      const support = await staffJar('support-ekyc@tawan.example', ['support']);
      const editor = await staffJar('editor-ekyc@tawan.example', ['content_editor']);
      expect((await call(ctx.app, new CookieJar(), 'GET', `/staff/ekyc/${app.id}/images/document`)).statusCode).toBe(401);
      const refused = await call(ctx.app, editor, 'GET', `/staff/ekyc/${app.id}/images/document`);
      expect(refused.statusCode).toBe(403);
      // The shopper cannot download it either.
      expect((await call(ctx.app, owner, 'GET', `/staff/ekyc/${app.id}/images/document`)).statusCode).toBe(401);

      const read = await call(ctx.app, support, 'GET', `/staff/ekyc/${app.id}/images/document`);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/jpeg');
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.rawPayload.equals(jpeg('staff'))).toBe(true);
      const audit = await ctx.app.inject({ url: `/api/staff/audit?object_type=ekyc_application&object_id=${app.id}`, headers: operator });
      expect(audit.json().data.entries).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'ekyc_image.read', object_id: app.id })]));

      const none = await call(ctx.app, support, 'GET', `/staff/ekyc/${app.id}/images/selfie`);
      expect(none.statusCode).toBe(404);
      expect(none.json().error.code).toBe('ekyc_image_gone');
    });

    it('lists applications waiting for a decision (ID masked) and lets a reviewer with ekyc.review decide one, audited (issue 20)', async () => {
      const app = await create(NEVER_ID);
      await captureAndSubmit(app.id);
      const support = await staffJar('support-review@tawan.example', ['support']);
      const editor = await staffJar('editor-review@tawan.example', ['content_editor']);
      expect((await call(ctx.app, editor, 'GET', '/staff/ekyc?status=verifying')).statusCode).toBe(403);
      const denied = await call(ctx.app, editor, 'POST', `/staff/ekyc/${app.id}/decision`, { status: 'approved' });
      expect([denied.statusCode, denied.json().error.code]).toEqual([403, 'permission_denied']);
      expect((await get(app.id)).json().data.status).toBe('verifying');

      let found: { id: string; thai_id: string; images: string[] } | undefined;
      let cursor = '';
      for (let i = 0; i < 20 && !found; i += 1) {
        const page = (await call(ctx.app, support, 'GET', `/staff/ekyc?status=verifying&limit=100${cursor}`)).json().data;
        found = page.items.find((a: { id: string }) => a.id === app.id);
        if (!page.next_cursor) break;
        cursor = `&cursor=${page.next_cursor}`;
      }
      expect(found).toMatchObject({ thai_id: `*********${NEVER_ID.slice(-4)}` });
      expect(found!.images.sort()).toEqual(['document', 'selfie']);
      expect(JSON.stringify(found)).not.toContain(NEVER_ID);

      const decided = await call(ctx.app, support, 'POST', `/staff/ekyc/${app.id}/decision`, { status: 'rejected', reason: 'face_mismatch' });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json().data).toMatchObject({ status: 'rejected', reject_reason: 'face_mismatch' });
      expect((await get(app.id)).json().data).toMatchObject({ status: 'rejected', reject_reason: 'face_mismatch' });
      expect(await imageRows(app.id)).toBe(0);
      const again = await call(ctx.app, support, 'POST', `/staff/ekyc/${app.id}/decision`, { status: 'approved' });
      expect([again.statusCode, again.json().error.code]).toEqual([409, 'ekyc_not_reviewable']);
      const audit = await ctx.app.inject({ url: `/api/staff/audit?object_type=ekyc_application&object_id=${app.id}&action=ekyc.decide`, headers: operator });
      expect(audit.json().data.entries[0]).toMatchObject({ actor: 'support-review@tawan.example', before: { status: 'verifying' }, after: { status: 'rejected' } });
    });

    it('photos past ekyc.retention_hours are deleted by the sweeper', async () => {
      const app = await create(APPROVED_ID);
      await put(`/ekyc/applications/${app.id}/images/document`, jpeg(), owner);
      await ctx.database.db.execute(sql`update ekyc_images set created_at = now() - interval '73 hours' where application_id = ${app.id}`);
      for (let i = 0; i < 100 && (await imageRows(app.id)) > 0; i += 1) await sleep(20);
      expect(await imageRows(app.id)).toBe(0);
    });
  });

  it('lets our own pages use the camera (Permissions-Policy) and preview photos from blob: URLs (CSP)', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
    expect(res.headers['permissions-policy']).toContain('microphone=()');
    // The pickup page's "near me" needs the location (e2e checkout).
    expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(res.headers['content-security-policy']).toMatch(/img-src[^;]*blob:/);
  });

  it('puts nothing personal in the log: no Thai ID, no link, no photo', async () => {
    const log = logs.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(leakedInLog(log, [APPROVED_ID, FACE_MISMATCH_ID, UNREADABLE_ID, NEVER_ID, MARKER])).toEqual([]);
    const hashes = rowsOf<{ n: number }>(await ctx.database.db.execute(sql`select count(*)::int as n from ekyc_handoffs`));
    expect(hashes[0].n).toBeGreaterThan(0);
    expect(log).not.toMatch(/ekyc-desktop\/[A-Za-z0-9_-]{22}/);
    expect(log).not.toMatch(/handoff\/[A-Za-z0-9_-]{22}/);
  });
});
