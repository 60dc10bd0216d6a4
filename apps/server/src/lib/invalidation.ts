import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

/** What a process may hold in memory and another process may change (docs/decisions/020). */
export const CACHE_TOPICS = ['catalog', 'config', 'content', 'numerology', 'pickup_shops'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

/** The PostgreSQL channel every API process LISTENs on; the payload is the topic. */
export const INVALIDATION_CHANNEL = 'store_cache_invalidation';

/**
 * The port between the modules that keep in-process caches and the other API processes: a change
 * is published once, and every process (this one at once, the others within milliseconds) runs the
 * clear functions subscribed to its topic. On PostgreSQL it is NOTIFY/LISTEN on a dedicated
 * connection; on PGlite (one process) it stays in the process.
 */
export interface Invalidation {
  /**
   * Runs `work` in a transaction of `db` that also carries the notice: PostgreSQL delivers a NOTIFY
   * when its transaction commits, and never for one rolled back, so no process can miss a committed
   * change or clear for one that did not happen. This process clears right after the commit.
   */
  commit<T>(db: Db, topic: CacheTopic, work: (tx: Db) => Promise<T>): Promise<T>;
  /** Announces a change already committed (a write made past the services: seeding, tests). */
  publish(topic: CacheTopic): Promise<void>;
  /** Runs `clear` whenever `topic` changes in any process, and after the listener reconnects. Returns the unsubscribe. */
  subscribe(topic: CacheTopic, clear: () => void): () => void;
  close(): Promise<void>;
}

const buses = new WeakMap<Db, Invalidation>();
const locals = new WeakMap<Db, LocalBus>();

/** The in-process subscribers of a database (kept when its bus is started later). */
function localOf(db: Db): LocalBus {
  let local = locals.get(db);
  if (!local) locals.set(db, (local = localBus()));
  return local;
}

/** The bus of the database `db` belongs to (read pools included); in-process only until one is started (CLI, unit tests). */
export function invalidationOf(db: Db): Invalidation {
  return buses.get(db) ?? localOf(db);
}

/**
 * Starts the bus of a database. On PostgreSQL a publish is a NOTIFY, and with `listen` (an API
 * process; not the CLI, which only writes) a dedicated connection LISTENs, clearing every cache
 * whenever it reconnects, since notifications sent while it was away are lost. On PGlite (one
 * process) everything stays in the process.
 */
export async function startInvalidation(database: Database, options: { listen: boolean; log?: BusLog }): Promise<Invalidation> {
  const local = localOf(database.db);
  if (database.read !== database.db) local.adopt(localOf(database.read));
  locals.set(database.read, local);
  let bus: Invalidation = local;
  if (database.kind === 'postgresql') {
    const { log } = options;
    const stop =
      options.listen && database.listen
        ? await database.listen(INVALIDATION_CHANNEL, {
            message: (payload) => {
              if ((CACHE_TOPICS as readonly string[]).includes(payload)) local.run(payload as CacheTopic);
            },
            reconnected: () => {
              log?.info('cache listener reconnected: clearing every in-process cache');
              for (const topic of CACHE_TOPICS) local.run(topic);
            },
            lost: (error) => log?.warn({ err: error }, 'cache listener lost its connection; reconnecting'),
          })
        : async () => {};
    bus = {
      async commit(db, topic, work) {
        const result = await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const value = await work(tx);
          await tx.execute(notice(topic));
          return value;
        });
        local.run(topic);
        return result;
      },
      async publish(topic) {
        // This process forgets at once; the NOTIFY reaches the others (and this one again, harmlessly).
        local.run(topic);
        await database.db.execute(notice(topic));
      },
      subscribe: local.subscribe,
      close: stop,
    };
  }
  buses.set(database.db, bus);
  buses.set(database.read, bus);
  return bus;
}

const notice = (topic: CacheTopic) => sql`select pg_notify(${INVALIDATION_CHANNEL}, ${topic})`;

interface BusLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

type LocalBus = Invalidation & { run(topic: CacheTopic): void; adopt(other: LocalBus): void; subscribers: Map<CacheTopic, Set<() => void>> };

function localBus(): LocalBus {
  const subscribers = new Map<CacheTopic, Set<() => void>>();
  const run = (topic: CacheTopic) => {
    for (const clear of subscribers.get(topic) ?? []) clear();
  };
  const subscribe = (topic: CacheTopic, clear: () => void) => {
    let set = subscribers.get(topic);
    if (!set) subscribers.set(topic, (set = new Set()));
    set.add(clear);
    return () => void set.delete(clear);
  };
  return {
    run,
    subscribers,
    adopt(other) {
      if (other === this) return;
      for (const [topic, set] of other.subscribers) for (const clear of set) subscribe(topic, clear);
    },
    async commit(db, topic, work) {
      const result = await db.transaction((t) => work(t as unknown as Db));
      run(topic);
      return result;
    },
    async publish(topic) {
      run(topic);
    },
    subscribe,
    async close() {},
  };
}
