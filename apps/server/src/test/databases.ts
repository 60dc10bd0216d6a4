import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../seed';

/** Every database test runs on PGlite, and on PostgreSQL too when DATABASE_URL is set (CI). */
export const databaseKinds: Database['kind'][] = process.env.DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];

export type TestDatabase = Database & { drop: () => Promise<void>; /** PostgreSQL: the database's URL. */ url?: string };

/** Where test/global-setup.ts puts this run's templates: JSON of TestTemplates. */
export const TEMPLATES_ENV = 'STORE_TEST_TEMPLATES';

/** This run's database templates: PGlite data directories as tar files, PostgreSQL template databases. */
export interface TestTemplates {
  pglite: { plain: string; seeded: string };
  postgresql?: { plain: string; seeded: string };
}

function runTemplates(): TestTemplates | undefined {
  const json = process.env[TEMPLATES_ENV];
  return json ? (JSON.parse(json) as TestTemplates) : undefined;
}

/** The template tar files, read once per test file. */
const pgliteDumps = new Map<string, Uint8Array<ArrayBuffer>>();
function pgliteDump(file: string): Blob {
  let bytes = pgliteDumps.get(file);
  if (!bytes) pgliteDumps.set(file, (bytes = new Uint8Array(readFileSync(file))));
  return new Blob([bytes]);
}

/**
 * A fresh, migrated database of the given kind: PGlite in memory, or a new PostgreSQL database
 * created beside DATABASE_URL's and dropped afterwards, so runs never see each other's rows.
 * Under vitest it is a copy of this run's template (test/global-setup.ts), `seeded` or only
 * migrated; elsewhere (the benchmarks) it is migrated here and `seeded` must be false.
 */
export async function createTestDatabase(kind: Database['kind'], options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const templates = runTemplates();
  if (options.seeded && !templates) throw new Error('a seeded test database needs the templates of test/global-setup.ts');
  const which = options.seeded ? 'seeded' : 'plain';
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: null, loadDataDir: templates ? pgliteDump(templates.pglite[which]) : undefined });
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
  const template = templates?.postgresql?.[which];
  if (options.seeded && !template) throw new Error('no PostgreSQL template in this run');
  const name = `store_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
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
  const templated = !!runTemplates();
  const database = await createTestDatabase(kind, { seeded: templated });
  if (!templated) await seedDatabase(database.db);
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
