import type { Db } from '../../../db/client';
import { AppError, conflict } from '../../../lib/errors';
import { requestHash } from '../request-hash';
import type { OutboxEvent } from './events';
import { claimIdempotencyKey, idempotencyRow, setIdempotencyResource } from './repository';

export interface Made<T> {
  id: string;
  result: T;
  /** Outbox events written with the change, to deliver after commit. */
  events: OutboxEvent[];
}

/**
 * Runs `make` once per Idempotency-Key, in one transaction with the key's row: the same key and
 * request give what the first call made (read by `load`); the same key with another request is 409.
 * A concurrent call with the same key waits on the key's row until the first one commits.
 */
export async function idempotent<T>(
  db: Db,
  key: string | undefined,
  request: unknown,
  make: (tx: Db) => Promise<Made<T>>,
  load: (tx: Db, id: string) => Promise<T>,
): Promise<Made<T>> {
  if (key !== undefined && (key.length < 1 || key.length > 255)) throw new AppError('invalid', 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 characters.');
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (key === undefined) return make(tx);
    const hash = requestHash(request);
    const claimed = await claimIdempotencyKey(tx, key, hash);
    if (!claimed) {
      const row = (await idempotencyRow(tx, key))!;
      if (row.requestHash !== hash) throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
      return { id: row.resourceId!, result: await load(tx, row.resourceId!), events: [] };
    }
    const made = await make(tx);
    await setIdempotencyResource(tx, key, made.id);
    return made;
  });
}
