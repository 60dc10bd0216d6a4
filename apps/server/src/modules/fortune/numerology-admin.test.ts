import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NumerologyData } from '@store/domain/numerology';
import { NUMEROLOGY_SEED } from '@store/domain/numerology-data';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signedInStaff } from '../../test/staff';
import { auditLog } from '../staff/tables';

describe.each(databaseKinds)('numerology versions and revert (console) on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await signedInStaff(ctx.app, ['admin']);
    editor = await signedInStaff(ctx.app, ['content_editor']);
  }, 300_000);
  afterAll(() => ctx.close());
  const inForce = async () => (await ctx.app.inject({ url: '/api/fortune/numerology' })).json().data as { version: number; data: NumerologyData };

  it('keeps every saved version (the seed is 1) and brings an earlier one back as a new version; audited', async () => {
    const first = await admin.call('GET', '/fortune/numerology/versions');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ items: [{ version: 1, changed_by: 'seed', reverted_from: null }], next_cursor: null });

    const changed: NumerologyData = structuredClone(NUMEROLOGY_SEED);
    changed.pairs[0].meaning = { th: 'ความหมายใหม่', en: 'A new meaning' };
    changed.scoring.wish_bonus = 5;
    const saved = await admin.call('PUT', '/fortune/numerology', changed);
    expect(saved.statusCode, saved.body).toBe(202);
    expect(saved.json().data.version).toBe(2);
    expect((await inForce()).data.scoring.wish_bonus).toBe(5);

    const two = await admin.call('GET', '/fortune/numerology/versions/2');
    expect(two.json().data).toMatchObject({ version: 2, changed_by: admin.email, reverted_from: null });
    expect(two.json().data.data.pairs[0].meaning.en).toBe('A new meaning');

    const reverted = await admin.call('POST', '/fortune/numerology/versions/1/revert');
    expect(reverted.statusCode, reverted.body).toBe(202);
    expect(reverted.json().data.version).toBe(3);
    const now = await inForce();
    expect(now.version).toBe(3);
    expect(now.data).toEqual(NUMEROLOGY_SEED);

    // Newest first, one per page, then no next page.
    const page1 = (await admin.call('GET', '/fortune/numerology/versions?limit=2')).json().data;
    expect(page1.items.map((v: { version: number }) => v.version)).toEqual([3, 2]);
    expect(page1.items[0]).toMatchObject({ reverted_from: 1, changed_by: admin.email });
    const page2 = (await admin.call('GET', `/fortune/numerology/versions?limit=2&cursor=${page1.next_cursor}`)).json().data;
    expect(page2).toMatchObject({ items: [{ version: 1 }], next_cursor: null });

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'numerology.revert'), eq(auditLog.objectId, '3')));
    expect(audits).toHaveLength(1);
  });

  it('an unknown version is 404; a version parameter that is not a number is 400', async () => {
    const missing = await admin.call('POST', '/fortune/numerology/versions/999/revert');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('numerology_version_not_found');
    expect((await admin.call('GET', '/fortune/numerology/versions/abc')).statusCode).toBe(400);
  });

  it('refuses staff without config.write (403) and changes nothing', async () => {
    const before = await inForce();
    expect((await editor.call('GET', '/fortune/numerology/versions')).statusCode).toBe(403);
    expect((await editor.call('GET', '/fortune/numerology/versions/1')).statusCode).toBe(403);
    const refused = await editor.call('POST', '/fortune/numerology/versions/2/revert');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('permission_denied');
    expect((await editor.call('PUT', '/fortune/numerology', NUMEROLOGY_SEED)).statusCode).toBe(403);
    // Only what a change would touch: features_version follows the background rescoring of an earlier test's revert.
    const after = await inForce();
    expect({ version: after.version, data: after.data }).toEqual({ version: before.version, data: before.data });
    expect((await admin.call('GET', '/fortune/numerology/versions')).json().data.items[0].version).toBe(before.version);
  });
});
