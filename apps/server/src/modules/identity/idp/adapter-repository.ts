import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { oidcPayloads } from '../tables';

/** The SQL of the provider's storage (adapter.ts holds the adapter). */

const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

/** A live (unexpired) payload of a model by id, user code or uid: its payload and when it was consumed. */
export async function selectLivePayload(db: Db, model: string, by: 'id' | 'userCode' | 'uid', value: string) {
  const [row] = await db
    .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads[by], value), live()))
    .limit(1);
  return row;
}

/** Inserts or replaces the payload of a model and id. */
export async function upsertPayload(
  db: Db,
  model: string,
  id: string,
  values: { payload: unknown; grantId: string | null; userCode: string | null; uid: string | null; expiresAt: Date | null },
): Promise<void> {
  await db
    .insert(oidcPayloads)
    .values({ model, id, ...values })
    .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
}

/** Deletes what expired more than an hour ago. */
export async function deleteLongExpiredPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now() - interval '1 hour'`));
}

/** Marks a payload consumed now. */
export async function markPayloadConsumed(db: Db, model: string, id: string): Promise<void> {
  await db
    .update(oidcPayloads)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

/** Deletes the payload of a model and id. */
export async function deletePayload(db: Db, model: string, id: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

/** Deletes every payload of a grant. */
export async function deletePayloadsOfGrant(db: Db, grantId: string): Promise<void> {
  await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
}
