/**
 * A server for the catalogue benchmark: the real app on embedded PGlite in a fresh temporary data
 * directory, its catalogue seeded SCALE times over (10 = the 10x catalogue), the read cache on or
 * off (CACHE=off). API only. Removed with its data on exit. With DATABASE_URL it runs on a new
 * PostgreSQL database created beside that one instead (and drops it on exit).
 *   PORT=3391 SCALE=10 CACHE=off [DATABASE_URL=postgres://…] node --import tsx bench/catalog-server.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedCatalog } from '../apps/server/src/modules/catalog/seed';
import { setReadCacheTtl } from '../apps/server/src/modules/catalog/service';
import { seedDatabase } from '../apps/server/src/seed';
import { createTestDatabase } from '../apps/server/src/test/databases';
import { serveUntilStopped } from './lib/serve';

const scale = Number(process.env.SCALE ?? 1);
if (process.env.CACHE === 'off') setReadCacheTtl(0);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-catalog-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

// With DATABASE_URL: a fresh PostgreSQL database beside it (dropped on exit), else PGlite.
const database: Database & { drop?: () => Promise<void> } = process.env.DATABASE_URL ? await createTestDatabase('postgresql') : await openDatabase({ dataDir });
const started = Date.now();
const products = await seedCatalog(database.db, { scale });
await seedDatabase(database.db);
await database.db.execute(sql`analyze`);
console.log(`catalog-server: ${products} products seeded (scale ${scale}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const app = await buildApp(database, { BASE_PATH: '', LOG_LEVEL: 'warn', serveWeb: false });
await serveUntilStopped(app, database, 3391);
