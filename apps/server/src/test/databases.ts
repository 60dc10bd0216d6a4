import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../seed';

/** Every database test runs on PGlite, and on PostgreSQL too when DATABASE_URL is set (CI). */
export const databaseKinds: Database['kind'][] = process.env.DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];

export type TestDatabase = Database & { drop: () => Promise<void>; /** PostgreSQL: the database's URL. */ url?: string };

/**
 * A fresh, migrated database of the given kind: PGlite in memory, or a new PostgreSQL database
 * created beside DATABASE_URL's and dropped afterwards, so runs never see each other's rows.
 */
export async function createTestDatabase(kind: Database['kind']): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: null });
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
  const name = `store_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789';

/** A seeded database and the whole app on it, for `app.inject` tests. */
export async function createTestApp(kind: Database['kind'], options: Partial<AppOptions> = {}) {
  const database = await createTestDatabase(kind);
  await seedDatabase(database.db);
  const app = await buildApp(database, { BASE_PATH: '', LOG_LEVEL: 'silent', OPERATOR_TOKEN: TEST_OPERATOR_TOKEN, serveWeb: false, ...options });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
