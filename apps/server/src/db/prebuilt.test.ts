import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { carts } from '../modules/cart/tables';
import { sandboxTokens } from '../modules/payment/sandbox/tables';
import type { Db } from './client';
import { prebuilt, type Placeholders } from './prebuilt';

// Statements built once for the whole file, as a module builds them at load.
const cartOf = prebuilt('test_prebuilt_cart_of', (db, p: Placeholders<{ guestHash: string }>) => db.select().from(carts).where(eq(carts.guestTokenHash, p.guestHash)));
const lockCartOf = prebuilt('test_prebuilt_cart_lock', (db, p: Placeholders<{ guestHash: string }>) =>
  db.select().from(carts).where(eq(carts.guestTokenHash, p.guestHash)).for('update'),
);
const bumpVersion = prebuilt('test_prebuilt_bump', (db, p: Placeholders<{ guestHash: string; by: number }>) =>
  db
    .update(carts)
    .set({ version: sql`${carts.version} + ${p.by}` })
    .where(eq(carts.guestTokenHash, p.guestHash))
    .returning({ version: carts.version }),
);
const newCart = prebuilt('test_prebuilt_new_cart', (db, p: Placeholders<{ guestHash: string }>) => db.insert(carts).values({ guestTokenHash: p.guestHash }).returning());

const newToken = prebuilt('test_prebuilt_new_token', (db, p: Placeholders<{ id: string; usedAt: Date | null }>) =>
  db
    .insert(sandboxTokens)
    .values({ id: p.id, brand: 'Visa', lastDigits: '4242', name: 'A B', expirationMonth: 12, expirationYear: 2030, scenario: 'success', usedAt: p.usedAt })
    .returning({ usedAt: sandboxTokens.usedAt }),
);

describe.each(databaseKinds)('prebuilt statements on %s', (kind) => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
  });
  afterAll(async () => {
    await Promise.all([first?.drop(), second?.drop()]);
  });

  it('runs on the database it is given, with the rows mapped as Drizzle maps them', async () => {
    const [made] = await newCart(first.db, { guestHash: `${kind}-one` });
    expect(made).toMatchObject({ guestTokenHash: `${kind}-one`, status: 'open', version: 0 });
    expect(made.createdAt).toBeInstanceOf(Date);
    // Built once, run on another database: that database's rows, not the first's.
    expect(await cartOf(second.db, { guestHash: `${kind}-one` })).toEqual([]);
    await newCart(second.db, { guestHash: `${kind}-two` });
    expect((await cartOf(second.db, { guestHash: `${kind}-two` })).map((c) => c.guestTokenHash)).toEqual([`${kind}-two`]);
    expect(await cartOf(first.db, { guestHash: `${kind}-two` })).toEqual([]);
    const [again] = await cartOf(first.db, { guestHash: `${kind}-one` });
    expect(again).toEqual(made);
  });

  it('runs inside the transaction it is given: its writes are the transaction’s and roll back with it', async () => {
    await newCart(first.db, { guestHash: `${kind}-tx` });
    await expect(
      first.db.transaction(async (tx) => {
        const [locked] = await lockCartOf(tx as unknown as Db, { guestHash: `${kind}-tx` });
        expect(locked.version).toBe(0);
        expect(await bumpVersion(tx as unknown as Db, { guestHash: `${kind}-tx`, by: 5 })).toEqual([{ version: 5 }]);
        // The transaction sees its own write through another prebuilt statement.
        expect((await cartOf(tx as unknown as Db, { guestHash: `${kind}-tx` }))[0].version).toBe(5);
        if (kind === 'postgresql') {
          // Outside the transaction (another connection of the pool) the write is not there yet.
          expect((await cartOf(first.db, { guestHash: `${kind}-tx` }))[0].version).toBe(0);
          // A named prepared statement of this connection.
          const named = await tx.execute(sql`select name from pg_prepared_statements where name like 'test_prebuilt_%' order by name`);
          expect((named as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual(expect.arrayContaining(['test_prebuilt_bump', 'test_prebuilt_cart_lock']));
        }
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await cartOf(first.db, { guestHash: `${kind}-tx` }))[0].version).toBe(0);
    expect(await bumpVersion(first.db, { guestHash: `${kind}-tx`, by: 2 })).toEqual([{ version: 2 }]);
  });

  it('gives a column its value through the column’s encoder, and null as null', async () => {
    const at = new Date('2026-11-27T10:00:00.000Z');
    expect(await newToken(first.db, { id: `${kind}-used`, usedAt: at })).toEqual([{ usedAt: at }]);
    expect(await newToken(first.db, { id: `${kind}-unused`, usedAt: null })).toEqual([{ usedAt: null }]);
  });

  it('refuses a second statement with a name already taken', () => {
    expect(() => prebuilt('test_prebuilt_cart_of', (db, p: Placeholders<{ id: string }>) => db.select().from(carts).where(eq(carts.id, p.id)))).toThrow(
      /test_prebuilt_cart_of is taken/,
    );
  });
});
