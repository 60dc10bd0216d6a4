import type { Db } from '../db/client';
import { invalidationOf, type CacheTopic } from './invalidation';

/**
 * One value per database, loaded on first use and kept until a change of `topic` is announced by
 * any process (lib/invalidation.ts) or until it is `ttlMs` old, the safety net should a notice be
 * lost. The value is deep-frozen: every caller shares it.
 */
export function memoPerDb<T>(topic: CacheTopic, ttlMs: number, load: (db: Db) => Promise<T>) {
  const entries = new WeakMap<Db, { value: Promise<T>; at: number }>();
  const subscribed = new WeakSet<Db>();
  return {
    get(db: Db): Promise<T> {
      if (!subscribed.has(db)) {
        subscribed.add(db);
        invalidationOf(db).subscribe(topic, () => entries.delete(db));
      }
      const hit = entries.get(db);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const entry = { value: load(db).then(deepFreeze), at: Date.now() };
      entries.set(db, entry);
      entry.value.catch(() => {
        if (entries.get(db) === entry) entries.delete(db);
      });
      return entry.value;
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
