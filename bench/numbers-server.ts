/**
 * A server for the numbers benchmark: the real app (API only) on a pool of POOL numbers, on a fresh
 * PostgreSQL database beside DATABASE_URL (dropped on exit) or, without it, on PGlite in a temporary
 * directory. It also makes SHOPPERS signed-in shoppers and writes their session cookies to
 * COOKIES_FILE for the hold benchmark.
 *   PORT=3392 POOL=1000000 SHOPPERS=2000 COOKIES_FILE=/tmp/c.json [DATABASE_URL=…] node --import tsx bench/numbers-server.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { SESSION_COOKIE } from '../apps/server/src/modules/identity/cookies';
import { createSession } from '../apps/server/src/modules/identity/sessions';
import { upsertUser } from '../apps/server/src/modules/identity/users';
import { seedDatabase } from '../apps/server/src/seed';
import { createTestDatabase } from '../apps/server/src/test/databases';
import { serveUntilStopped } from './lib/serve';

const pool = Number(process.env.POOL ?? 1_000_000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-numbers-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const database: Database & { drop?: () => Promise<void> } = process.env.DATABASE_URL ? await createTestDatabase('postgresql') : await openDatabase({ dataDir });
const started = Date.now();
await seedDatabase(database.db, { numberPoolSize: pool });
await database.db.execute(sql`analyze`);
const seedMs = Date.now() - started;
console.log(`numbers-server: ${database.kind}, ${pool} numbers seeded in ${(seedMs / 1000).toFixed(1)} s`);

if (process.env.COOKIES_FILE) {
  const cookies: string[] = [];
  for (let i = 0; i < Number(process.env.SHOPPERS ?? 0); i += 1) {
    const user = await upsertUser(database.db, { issuer: 'bench', subject: `shopper-${i}` });
    cookies.push(`${SESSION_COOKIE}=${(await createSession(database.db, user.userId)).token}`);
  }
  writeFileSync(process.env.COOKIES_FILE, JSON.stringify({ cookies, seed_ms: seedMs }));
}

const app = await buildApp(database, { BASE_PATH: '', LOG_LEVEL: 'warn', serveWeb: false });
await serveUntilStopped(app, database, 3392);
