import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signedInStaff } from '../../test/staff';
import { mobileNumbers } from './tables';

describe.each(databaseKinds)('console number pool on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let manager: Awaited<ReturnType<typeof signedInStaff>>;
  let merchandiser: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    manager = await signedInStaff(ctx.app, ['number_pool_manager']);
    merchandiser = await signedInStaff(ctx.app, ['merchandiser']);
  });
  afterAll(() => ctx.close());
  const rowOf = async (number: string) => (await ctx.database.db.select().from(mobileNumbers).where(eq(mobileNumbers.number, number)))[0];

  it('pages the pool by cursor in number order, with filters', async () => {
    const first = (await manager.call('GET', '/admin/numbers?limit=5')).json().data;
    expect(first.items).toHaveLength(5);
    expect(first.next_cursor).toBe(first.items[4].number);
    const second = (await manager.call('GET', `/admin/numbers?limit=5&cursor=${first.next_cursor}`)).json().data;
    expect(second.items[0].number > first.items[4].number).toBe(true);
    const gold = (await manager.call('GET', '/admin/numbers?limit=50&class=lucky_gold&q=08')).json().data.items;
    expect(gold.length).toBeGreaterThan(0);
    expect(gold.every((n: { class: string; number: string }) => n.class === 'lucky_gold' && n.number.startsWith('08'))).toBe(true);
    expect((await manager.call('GET', '/admin/numbers?q=08x')).statusCode).toBe(400);
  });

  it('a rare state, class or price filter (partial indexes, decision 046) gives exactly its numbers in number order', async () => {
    const sorted = (items: { number: string }[]) => items.every((n, i) => i === 0 || items[i - 1].number < n.number);
    const [a, b] = (await manager.call('GET', '/admin/numbers?limit=2&status=available')).json().data.items;
    for (const n of [b, a]) expect((await manager.call('POST', `/admin/numbers/${n.number}/withdraw`)).statusCode).toBe(200);
    const withdrawn = (await manager.call('GET', '/admin/numbers?limit=200&status=withdrawn')).json().data.items;
    expect(withdrawn.map((n: { number: string }) => n.number)).toEqual(expect.arrayContaining([a.number, b.number]));
    expect(withdrawn.every((n: { status: string }) => n.status === 'withdrawn') && sorted(withdrawn)).toBe(true);
    const page = (await manager.call('GET', `/admin/numbers?limit=1&status=withdrawn&cursor=${withdrawn[0].number}`)).json().data.items;
    expect(page[0]?.number).toBe(withdrawn[1].number);
    const dear = (await manager.call('GET', '/admin/numbers?limit=50&price_min=599900')).json().data.items;
    expect(dear.length).toBeGreaterThan(0);
    expect(dear.every((n: { price: number }) => n.price >= 599_900) && sorted(dear)).toBe(true);
    const between = (await manager.call('GET', '/admin/numbers?limit=50&price_min=1&price_max=99999')).json().data.items;
    expect(between.every((n: { price: number }) => n.price >= 1 && n.price <= 99_999) && sorted(between)).toBe(true);
    const nines = (await manager.call('GET', '/admin/numbers?limit=50&class=lucky9999')).json().data.items;
    expect(nines.every((n: { class: string }) => n.class === 'lucky9999') && sorted(nines)).toBe(true);
    for (const n of [a, b]) expect((await manager.call('POST', `/admin/numbers/${n.number}/reinstate`)).statusCode).toBe(200);
  });

  it('imports a CSV: good rows added, each bad row reported with its line and reason; a dry run adds nothing', async () => {
    const [existing] = (await manager.call('GET', '/admin/numbers?limit=1')).json().data.items;
    const csv = [
      'number,class,price',
      '0612340001,normal,1990',
      '0812340002,,',
      '12345,normal,100',
      '0712340003,normal,100',
      '0612340001,normal,100',
      `${existing.number},normal,100`,
      '0912340004,platinum,100',
      '0912340005,normal,abc',
      '0912340006,lucky_gold,"25,000.50"',
    ].join('\n');
    const preview = await manager.call('POST', '/admin/numbers/import', { csv, dry_run: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ dry_run: true, rows: 9, accepted: 3, inserted: 0 });
    expect(await rowOf('0612340001')).toBeUndefined();

    const res = await manager.call('POST', '/admin/numbers/import', { csv, file_name: 'batch-1.csv' });
    const report = res.json().data;
    expect(report).toMatchObject({ dry_run: false, rows: 9, accepted: 3, inserted: 3 });
    expect(report.rejected).toEqual([
      { line: 4, number: '12345', reason: 'invalid_number' },
      { line: 5, number: '0712340003', reason: 'invalid_number' },
      { line: 6, number: '0612340001', reason: 'duplicate_in_file' },
      { line: 7, number: existing.number, reason: 'already_in_pool' },
      { line: 8, number: '0912340004', reason: 'invalid_class' },
      { line: 9, number: '0912340005', reason: 'invalid_price' },
    ]);
    expect(await rowOf('0612340001')).toMatchObject({ class: 'normal', price: 199000, status: 'available' });
    expect(await rowOf('0812340002')).toMatchObject({ status: 'available' });
    expect(await rowOf('0912340006')).toMatchObject({ class: 'lucky_gold', price: 2500050 });

    const again = (await manager.call('POST', '/admin/numbers/import', { csv: '0612340001\n' })).json().data;
    expect(again).toMatchObject({ inserted: 0, rejected: [{ line: 1, number: '0612340001', reason: 'already_in_pool' }] });
    const broken = await manager.call('POST', '/admin/numbers/import', { csv: '"0612340009,normal\n' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('csv_invalid');
    const audit = (await manager.call('GET', '/staff/audit?action=numbers.import')).statusCode;
    expect(audit).toBe(403); // the manager may not read the audit log
  });

  it('changes class and price, withdraws and reinstates, and releases a stuck hold', async () => {
    const changed = await manager.call('PATCH', '/admin/numbers/0612340001', { class: 'lucky_bronze', price: 50000 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ class: 'lucky_bronze', price: 50000 });

    expect((await manager.call('POST', '/admin/numbers/0612340001/withdraw')).json().data.status).toBe('withdrawn');
    expect(await ctx.app.numbers.lookup(ctx.database.db, '0612340001')).toBeNull();
    expect((await manager.call('POST', '/admin/numbers/0612340001/withdraw')).json().error.code).toBe('number_not_available');
    expect((await manager.call('POST', '/admin/numbers/0612340001/reinstate')).json().data.status).toBe('available');

    const { hold } = await ctx.app.numbers.hold(ctx.database.db, { number: '0812340002', owner: 'guest:stuck', flow: 'postpaid', key: 'stuck-1' });
    expect(hold.hold_id).toBeTruthy();
    const released = await manager.call('POST', '/admin/numbers/0812340002/release');
    expect(released.statusCode).toBe(200);
    expect(released.json().data).toMatchObject({ status: 'available', hold_flow: null });
    expect((await manager.call('POST', '/admin/numbers/0812340002/release')).json().error.code).toBe('number_not_held');
    expect((await manager.call('GET', '/admin/numbers/0899999990')).statusCode).toBe(404);
  });

  it('refuses a role without numbers.manage: 403 and nothing changes', async () => {
    const before = await rowOf('0912340006');
    for (const [method, url, body] of [
      ['GET', '/admin/numbers', undefined],
      ['PATCH', '/admin/numbers/0912340006', { price: 1 }],
      ['POST', '/admin/numbers/0912340006/withdraw', undefined],
      ['POST', '/admin/numbers/import', { csv: '0612349999\n' }],
    ] as const) {
      const res = await merchandiser.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('permission_denied');
    }
    expect(await rowOf('0912340006')).toEqual(before);
    expect(await rowOf('0612349999')).toBeUndefined();
  });
});
