/**
 * Vitest global set-up of the server tests: builds each database template once per run, so a test
 * copies a migrated (and, for `createTestApp`, seeded) database instead of running every migration and
 * the seed again (docs/decisions/050-test-database-templates.md).
 * - PGlite: a migrated and a seeded database dumped to tar files in a temporary directory of this run.
 * - PostgreSQL (when DATABASE_URL is set): two template databases of this run beside DATABASE_URL's,
 *   copied with CREATE DATABASE … TEMPLATE and dropped when the run ends.
 * The paths and names reach the test workers through STORE_TEST_TEMPLATES (test/databases.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../seed';
import { TEMPLATES_ENV, type TestTemplates } from './databases';

async function dumpPglite(dir: string): Promise<TestTemplates['pglite']> {
  const database = await openDatabase({ dataDir: null });
  const dump = async (file: string) => {
    if (!database.dumpDataDir) throw new Error('expected a PGlite database');
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    return file;
  };
  const plain = await dump(path.join(dir, 'pglite-plain.tar'));
  await seedDatabase(database.db);
  const seeded = await dump(path.join(dir, 'pglite-seeded.tar'));
  await database.close();
  return { plain, seeded };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplates(adminUrl: string, run: string): Promise<NonNullable<TestTemplates['postgresql']>> {
  const plain = `store_tpl_${run}_plain`;
  const seeded = `store_tpl_${run}_seeded`;
  await adminQuery(adminUrl, `create database ${plain}`);
  const migrated = await openDatabase({ url: databaseUrl(adminUrl, plain) });
  await migrated.close();
  await adminQuery(adminUrl, `create database ${seeded} template ${plain}`);
  const toSeed = await openDatabase({ url: databaseUrl(adminUrl, seeded) });
  await seedDatabase(toSeed.db);
  await toSeed.close();
  return { plain, seeded };
}

export default async function setup(): Promise<() => Promise<void>> {
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'store-test-templates-'));
  const adminUrl = process.env.DATABASE_URL;
  const [pglite, postgresql] = await Promise.all([dumpPglite(dir), adminUrl ? postgresTemplates(adminUrl, run) : undefined]);
  const templates: TestTemplates = { pglite, postgresql };
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && postgresql) {
      for (const name of [postgresql.seeded, postgresql.plain]) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    }
  };
}
