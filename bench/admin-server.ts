/**
 * A server for the console benchmark (bench/admin.ts): the real app (API only) on a 1,000,000-number
 * pool (some of it sold, held and withdrawn), the 10x catalogue, ORDERS orders over the last year and
 * AUDIT audit entries, on a fresh PostgreSQL database beside DATABASE_URL (dropped on exit) or,
 * without it, on PGlite in a temporary directory. It signs in one admin staff member through
 * POST /api/staff/session and writes the session cookie, plus the values the benchmark's paths need
 * (deep cursors, an existing phone, actor, object), to STATE_FILE.
 *   PORT=3431 POOL=1000000 ORDERS=200000 AUDIT=300000 STATE_FILE=/tmp/s.json [DATABASE_URL=…] node --import tsx bench/admin-server.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedCatalog } from '../apps/server/src/modules/catalog/seed';
import { rowsOf } from '../apps/server/src/modules/numbers/rows';
import { seedDatabase } from '../apps/server/src/seed';
import { createTestDatabase } from '../apps/server/src/test/databases';
import { serveUntilStopped } from './lib/serve';

const pool = Number(process.env.POOL ?? 1_000_000);
const orderCount = Number(process.env.ORDERS ?? 200_000);
const auditCount = Number(process.env.AUDIT ?? 300_000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const database: Database & { drop?: () => Promise<void> } = process.env.DATABASE_URL ? await createTestDatabase('postgresql') : await openDatabase({ dataDir });
const { db } = database;
const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0];
const started = Date.now();
const products = await seedCatalog(db, { scale: 10 });
await seedDatabase(db, { numberPoolSize: pool });

// The pool as it is after a while of selling: about 1% sold, 0.1% withdrawn, 0.01% held (a cart each).
await db.execute(sql`update mobile_numbers set status = 'sold', sold_at = now() - (right(number, 3)::int * interval '1 hour') where substr(number, 6, 2) = '17'`);
await db.execute(sql`update mobile_numbers set status = 'withdrawn' where status = 'available' and substr(number, 5, 3) = '246'`);
await db.execute(sql`
  update mobile_numbers set status = 'held', hold_id = gen_random_uuid(), hold_owner = 'bench-cart-' || number, hold_flow = 'postpaid',
    hold_key = 'bench-' || number, hold_expires_at = now() + interval '15 minutes'
  where status = 'available' and substr(number, 4, 4) = '5555'`);

// Orders over the last year (200,000: one every ~2.6 minutes); most paid or delivered, failed payments and open orders rare.
await db.execute(sql`
  insert into orders (id, order_number, secure_key, kind, cart_version, state, lines, subtotal, discount, total, delivery, contact, contact_phone,
    payment_method, channel, idempotency_key, request_hash, expires_at, paid_at, created_at, updated_at)
  select gen_random_uuid(),
    'TW' || to_char(at, 'YYMMDD') || upper(substr(md5(i::text), 1, 8)),
    md5('secure' || i) || md5('key' || i),
    'product', 1,
    case when i % 211 = 0 then 'payment_failed' when i % 307 = 0 then 'delivering' when i > ${orderCount} - 200 and i % 3 = 0 then 'awaiting_payment'
      when i % 17 = 0 then 'cancelled' when i % 11 = 0 then 'expired' when i > ${orderCount} - 2000 then 'packing' when i % 2 = 0 then 'delivered' else 'paid' end,
    jsonb_build_array(jsonb_build_object('product_type', 'product', 'name', jsonb_build_object('th', 'สินค้า', 'en', 'Product'), 'quantity', 1 + i % 3, 'unit_price', 1990000)),
    1990000 * (1 + i % 3), 0, 1990000 * (1 + i % 3),
    jsonb_build_object('method', 'home'),
    jsonb_build_object('name', 'ลูกค้า ' || i, 'phone', '08' || lpad((i % 90000000)::text, 8, '0'), 'email', null),
    '08' || lpad(((i::bigint * 7919) % 50000)::text, 8, '0'),
    'card',
    (array['online','online','online','online','online','online','online','offline_shop','dealer','seller'])[1 + i % 10],
    'bench-' || i, md5(i::text), at + interval '30 minutes', at, at, at
  from (select i, now() - ((${orderCount} - i) * (interval '365 days' / ${orderCount})) as at from generate_series(1, ${orderCount}) i) s`);
// Open orders wait for their payment for a while yet (the expiry sweeper would close them: these have no holds to give back).
await db.execute(sql`update orders set expires_at = now() + interval '1 day' where state in ('placed', 'awaiting_payment')`);

// The audit log: 20 staff members; sign-ins and number and variant changes most, imports, refunds and cancellations rare.
await db.execute(sql`
  insert into audit_log (at, actor_id, actor, action, object_type, object_id, before, after, request_id)
  select now() - ((${auditCount} - i) * (interval '365 days' / ${auditCount})),
    null, 'staff' || (i % 20) || '@bench.example',
    case when i % 997 = 0 then 'numbers.import' when i % 499 = 0 then 'order.cancel' when i % 101 = 0 then 'order.refund' when i % 5 = 0 then 'catalog.variant.update'
      when i % 3 = 0 then 'staff.sign_in' else 'numbers.change' end,
    case when i % 997 = 0 then 'number' when i % 499 = 0 or i % 101 = 0 then 'order' when i % 5 = 0 then 'variant' when i % 3 = 0 then 'staff' else 'number' end,
    ((i::bigint * 7919) % 100000)::text,
    jsonb_build_object('price', i % 1000), jsonb_build_object('price', (i + 1) % 1000), 'bench-' || i
  from generate_series(1, ${auditCount}) i`);
await db.execute(sql`analyze`);
const seedMs = Date.now() - started;

// What the benchmark's paths ask for: a cursor far into each list, values that exist.
const deepNumber = await one<{ number: string }>(sql`select number from mobile_numbers order by number offset ${Math.floor(pool * 0.9)} limit 1`);
const deepVariant = await one<{ id: number }>(sql`select id from catalog_variants order by id offset (select count(*) * 9 / 10 from catalog_variants) limit 1`);
const deepProduct = await one<{ id: number }>(sql`select id from catalog_products order by id offset (select count(*) * 9 / 10 from catalog_products) limit 1`);
const deepOrder = await one<{ created_at: string | Date; id: string }>(
  sql`select created_at, id from orders order by created_at desc, id desc offset ${Math.floor(orderCount * 0.9)} limit 1`,
);
const deepAudit = await one<{ id: number }>(sql`select id from audit_log order by id desc offset ${Math.floor(auditCount * 0.9)} limit 1`);
const sample = await one<{ phone: string; order_number: string }>(sql`select contact_phone as phone, order_number from orders order by created_at desc offset 1000 limit 1`);
const counts = await one<Record<string, number>>(sql`
  select (select count(*) from mobile_numbers)::int as numbers, (select count(*) from catalog_variants)::int as variants,
    (select count(*) from catalog_products)::int as products, (select count(*) from orders)::int as orders, (select count(*) from audit_log)::int as audit`);
console.log(`admin-server: ${database.kind}, seeded in ${(seedMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)} (${products} products added at scale 10)`);

const app = await buildApp(database, { BASE_PATH: '', LOG_LEVEL: 'warn', serveWeb: false });
const email = 'bench-admin@staff.example';
const password = 'a staff password for the console benchmark';
await app.staff.service.create({ email, display_name: 'Bench admin', password, roles: ['admin'] });
const signIn = await app.inject({ method: 'POST', url: '/api/staff/session', payload: { email, password }, headers: { origin: 'http://localhost:80' } });
const session = signIn.cookies.find((c) => c.name === 'staff_session');
if (signIn.statusCode !== 200 || !session) throw new Error(`staff sign-in failed: ${signIn.statusCode} ${signIn.body}`);

const orderCursor = Buffer.from(`${new Date(deepOrder.created_at).toISOString()}|${deepOrder.id}`).toString('base64url');
if (process.env.STATE_FILE)
  writeFileSync(
    process.env.STATE_FILE,
    JSON.stringify({
      cookie: `staff_session=${session.value}`,
      seed_ms: seedMs,
      counts,
      deep: { number: deepNumber.number, variant: String(deepVariant.id), product: String(deepProduct.id), order: orderCursor, audit: String(deepAudit.id) },
      sample,
    }),
  );

await serveUntilStopped(app, database, 3431);
