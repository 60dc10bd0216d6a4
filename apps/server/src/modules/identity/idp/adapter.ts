import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../db/client';
import { oidcPayloads } from '../tables';

/**
 * The provider's storage (sessions, interactions, grants, codes, tokens) in the database, keyed by
 * model and id with an expiry, so a restart or a second process sees the same state.
 */
export function databaseAdapter(db: Db) {
  const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

  const read = async (model: string, where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> => {
    const [row] = await db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, model), where, live()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  };

  return class DatabaseAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const values = { payload, grantId: payload.grantId ?? null, userCode: payload.userCode ?? null, uid: payload.uid ?? null, expiresAt };
      await db
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
      // Now and then, sweep what expired more than an hour ago.
      if (Math.random() < 0.02) await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now() - interval '1 hour'`));
    }

    find(id: string) {
      return read(this.model, eq(oidcPayloads.id, id));
    }

    findByUserCode(userCode: string) {
      return read(this.model, eq(oidcPayloads.userCode, userCode));
    }

    findByUid(uid: string) {
      return read(this.model, eq(oidcPayloads.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}
