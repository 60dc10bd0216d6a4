import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { listenPostgres, type ListenHandlers } from './listen';
/**
 * The database as the modules use it: Drizzle's query builders over the tables each module declares
 * (db/schema.ts gathers them for drizzle-kit). No schema is given to Drizzle at run time: the store
 * uses no relational queries (`db.query.*`), and with a schema Drizzle built a relational query
 * builder for each of the 136 tables at every transaction's start (decision 047, session 16).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /**
   * Where read-only queries that may lag a little go (catalogue reads): a pool on DATABASE_READ_URL
   * (a replica) when one is set, else `db` itself.
   */
  read: Db;
  /** 'pglite' (embedded) or 'postgresql' (DATABASE_URL). */
  kind: 'pglite' | 'postgresql';
  /** Version string the server reports, e.g. "PostgreSQL 17.5". */
  version: () => Promise<string>;
  close: () => Promise<void>;
  /** Connections of the pool (PostgreSQL): open, idle, and requests waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PostgreSQL only: LISTEN on a channel over a dedicated connection (db/listen.ts); resolves to its stop function. */
  listen?: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as an uncompressed tar (a test template, a backup). */
  dumpDataDir?: () => Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when
 * dataDir is null, starting from the tar `loadDataDir` when given), and applies the committed
 * migrations (none left to apply when the loaded data directory has them all).
 */
export async function openDatabase(options: { url?: string; readUrl?: string; dataDir?: string | null; loadDataDir?: Blob }): Promise<Database> {
  const database = options.url ? await openPostgres(options.url, options.readUrl) : await openPglite(options.dataDir ?? null, options.loadDataDir);
  return database;
}

async function openPostgres(url: string, readUrl?: string): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (restart, failover, a test database dropped right after
  // pool.end(), which resolves before the sockets close) is dropped by the pool and replaced on next
  // use; without a listener its 'error' event would be unhandled and stop the process.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool });
  await migrate(db, { migrationsFolder });
  // Migrations run on the primary only; the replica gets them by replication.
  const readPool = readUrl ? new pg.Pool({ connectionString: readUrl, max: 10 }) : null;
  readPool?.on('error', () => undefined);
  return {
    db: db as unknown as Db,
    read: (readPool ? drizzle({ client: readPool }) : db) as unknown as Db,
    kind: 'postgresql',
    version: async () => (await pool.query<{ v: string }>('select version() as v')).rows[0].v,
    close: async () => {
      await Promise.all([pool.end(), readPool?.end()]);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
  };
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = dataDir ? await PGlite.create(dataDir, { extensions: { pg_trgm } }) : await PGlite.create({ extensions: { pg_trgm }, loadDataDir });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    read: db as unknown as Db,
    kind: 'pglite',
    version: async () => (await client.query<{ v: string }>('select version() as v')).rows[0].v,
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}
