import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../db/client';
import { deleteLongExpiredPayloads, deletePayload, deletePayloadsOfGrant, markPayloadConsumed, selectLivePayload, upsertPayload } from './adapter-repository';

/**
 * The provider's storage (sessions, interactions, grants, codes, tokens) in the database, keyed by
 * model and id with an expiry, so a restart or a second process sees the same state.
 */
export function databaseAdapter(db: Db) {
  const read = async (model: string, by: 'id' | 'userCode' | 'uid', value: string): Promise<AdapterPayload | undefined> => {
    const row = await selectLivePayload(db, model, by, value);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  };

  return class DatabaseAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const values = { payload, grantId: payload.grantId ?? null, userCode: payload.userCode ?? null, uid: payload.uid ?? null, expiresAt };
      await upsertPayload(db, this.model, id, values);
      // Now and then, sweep what expired more than an hour ago.
      if (Math.random() < 0.02) await deleteLongExpiredPayloads(db);
    }

    find(id: string) {
      return read(this.model, 'id', id);
    }

    findByUserCode(userCode: string) {
      return read(this.model, 'userCode', userCode);
    }

    findByUid(uid: string) {
      return read(this.model, 'uid', uid);
    }

    async consume(id: string): Promise<void> {
      await markPayloadConsumed(db, this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await deletePayload(db, this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await deletePayloadsOfGrant(db, grantId);
    }
  };
}
