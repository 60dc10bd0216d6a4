import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { readEnv, type Env } from '../env';
import { startInvalidation } from '../lib/invalidation';

type CliEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'PORT' | 'BASE_PATH'>;

/**
 * PGlite lets one process at a time use a data directory, and does not refuse a second one: both
 * would write the same files and corrupt them. An open PGlite keeps postmaster.pid in the directory
 * (removed on a clean close), so the CLI refuses to open a directory that has one.
 */
export function dataDirInUseMessage(env: CliEnv): string {
  const dir = path.resolve(env.DATA_DIR);
  return [
    `The data directory ${dir} is in use by a running store server (PGlite allows one process per data directory).`,
    'Either stop the server (Ctrl+C) and run this command again, or change the config while the server runs',
    'through the operator API (the server needs OPERATOR_TOKEN set):',
    `  curl -X PUT http://localhost:${env.PORT}${env.BASE_PATH}/api/config/<key> \\`,
    `    -H "Authorization: Bearer $OPERATOR_TOKEN" -H "Content-Type: application/json" -d '<json>'`,
    `If no server is running, the last one stopped without closing the database: start it and stop it`,
    `once with Ctrl+C, or delete ${path.join(dir, 'postmaster.pid')}.`,
  ].join('\n');
}

/** Opens the server's database (DATABASE_URL, else PGlite in DATA_DIR) for the CLI, with a clear message when it cannot. */
export async function openCliDatabase(env: CliEnv): Promise<Database> {
  if (!env.DATABASE_URL) {
    // A missing database is most likely a wrong DATA_DIR: creating an empty one would save settings no server reads.
    if (!existsSync(path.join(env.DATA_DIR, 'PG_VERSION'))) {
      throw new Error(
        `There is no store database in ${path.resolve(env.DATA_DIR)}. Start the server once (npm start) to create it, or set DATA_DIR (or DATABASE_URL) to the server's.`,
      );
    }
    if (existsSync(path.join(env.DATA_DIR, 'postmaster.pid'))) throw new Error(dataDirInUseMessage(env));
  }
  try {
    return await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    const where = env.DATABASE_URL ? 'the PostgreSQL server in DATABASE_URL' : `the data directory ${path.resolve(env.DATA_DIR)}`;
    const hint = env.DATABASE_URL ? 'Check that the server is up and the URL is right.' : 'If a store server is running on it, stop it first or use the operator API.';
    throw new Error(`Could not open ${where}: ${(error as Error).message}\n${hint}`, { cause: error });
  }
}

/** Runs a CLI command on the server's database and closes it; a database that cannot be opened is exit code 1 with its message. */
export async function withCliDatabase(
  source: Record<string, string | undefined>,
  out: { error: (text: string) => void },
  run: (db: Database['db']) => Promise<number>,
): Promise<number> {
  let database: Database;
  try {
    database = await openCliDatabase(readEnv(source));
  } catch (error) {
    out.error((error as Error).message);
    return 1;
  }
  try {
    // A change made here is announced to the running servers (PostgreSQL NOTIFY), which drop their caches.
    await startInvalidation(database, { listen: false });
    return await run(database.db);
  } finally {
    await database.close();
  }
}
