/**
 * A server for the checkout benchmark: the real app on a fresh temporary PGlite data directory (or,
 * with DATABASE_URL, a new PostgreSQL database beside that one, dropped on exit), seeded, every
 * variant stocked with STOCK units except the first variant of product 1, which gets OVERSELL_STOCK
 * (the oversell check). TRUST_PROXY is on so the benchmark's many simulated browsers can present
 * their own addresses (X-Forwarded-For) to the card vault's per-address rate limit. API only.
 *   PORT=3395 STOCK=1000000 OVERSELL_STOCK=10 [DATABASE_URL=postgres://…] node --import tsx bench/checkout-server.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/seed';
import { createTestDatabase } from '../apps/server/src/test/databases';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const database: Database & { drop?: () => Promise<void> } = process.env.DATABASE_URL ? await createTestDatabase('postgresql') : await openDatabase({ dataDir });
await seedDatabase(database.db);
const stock = Number(process.env.STOCK ?? 1_000_000);
const oversell = Number(process.env.OVERSELL_STOCK ?? 10);
await database.db.execute(sql`update catalog_variants set stock = ${stock}`);
await database.db.execute(sql`update catalog_variants set stock = ${oversell} where id = (select min(id) from catalog_variants where product_id = 1)`);
await database.db.execute(sql`analyze`);

const app = await buildApp(database, { BASE_PATH: '', LOG_LEVEL: 'warn', serveWeb: false, TRUST_PROXY: true });
const shutdown = async () => {
  await app.close();
  await (database.drop ? database.drop() : database.close());
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
await app.listen({ port: Number(process.env.PORT ?? 3395), host: '127.0.0.1' });
