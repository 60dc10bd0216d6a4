import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyNumber, digitSum, digitsMask, NUMBER_CLASS_PRICES, type NumberClass } from '@store/domain/msisdn';
import { matchesNumberQuery, numberSearchQuerySchema } from '@store/domain/number-search';
import { createTestApp, databaseKinds } from '../../test/databases';
import { ORIGIN, signUp } from '../../test/sign-in';
import { TEST_NUMBER_POOL_SIZE } from '../../seed';
import { holdNumber } from './holds';
import { rowsOf } from './rows';
import { searchNumbers, searchPath } from './search';

type Pool = { number: string; class: NumberClass; price: number; digit_sum: number; digits_mask: number; status: string }[];

describe.each(databaseKinds)('numbers on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let pool: Pool;
  const all = async (): Promise<Pool> =>
    rowsOf(await ctx.database.db.execute(sql`select number, class, price, digit_sum, digits_mask, status from mobile_numbers order by number`));
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    pool = await all();
  });
  afterAll(() => ctx.close());

  describe('seed', () => {
    it('fills the pool deterministically with valid numbers and every class', () => {
      expect(pool.length).toBeGreaterThanOrEqual(TEST_NUMBER_POOL_SIZE);
      expect(pool.map((r) => r.number)).toContain('0600012345'); // i = 0: 06 + (0 * 48271 + 12345)
      expect(pool.every((r) => /^0[689]\d{8}$/.test(r.number))).toBe(true);
      const classes = new Set(pool.map((r) => r.class));
      expect([...classes].sort()).toEqual(['lucky9999', 'lucky_bronze', 'lucky_gold', 'lucky_silver', 'normal']);
    });

    it('derives class, price, digit sum and digit mask exactly as the domain rules do', () => {
      const wrong = pool.filter(
        (r) => r.class !== classifyNumber(r.number) || r.price !== NUMBER_CLASS_PRICES[r.class] || r.digit_sum !== digitSum(r.number) || r.digits_mask !== digitsMask(r.number),
      );
      expect(wrong).toEqual([]);
    });
  });

  describe('search', () => {
    const queries: Record<string, string>[] = [
      { contains: '99' },
      { contains: '1234' },
      { starts: '081' },
      { starts: '09', ends: '9' },
      { ends: '9999' },
      { ends: '00' },
      { pattern: '08x-xxx-9999' },
      { pattern: 'xxx-xx1-xxxx' },
      { pattern: '06x-xxx-xx5x' },
      { sum: '45' },
      { sum: '40', class: 'normal' },
      { fav: '1,9' },
      { avoid: '0,4' },
      { fav: '8', avoid: '0,4,7' },
      { class: 'lucky9999' },
      { class: 'lucky_gold,lucky_silver' },
      { price_min: '100000', price_max: '600000' },
      { price_max: '0' },
      { starts: '08', sum: '50', avoid: '0' },
    ];

    it.each(queries)('returns exactly the available numbers matching %j, in number order', async (q) => {
      const parsed = numberSearchQuerySchema.parse(q);
      const expected = pool.filter((r) => r.status === 'available' && matchesNumberQuery(parsed, r.number, r.price, r.class)).map((r) => r.number);
      const got: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 100; page += 1) {
        const params = new URLSearchParams({ ...q, limit: '60', ...(cursor ? { cursor } : {}) });
        const res = await ctx.app.inject(`/api/numbers/search?${params}`);
        expect(res.statusCode).toBe(200);
        const data = res.json().data as { items: { number: string; display: string }[]; next_cursor: string | null };
        for (const item of data.items) expect(item.display).toBe(`${item.number.slice(0, 3)}-${item.number.slice(3, 6)}-${item.number.slice(6)}`);
        got.push(...data.items.map((i) => i.number));
        cursor = data.next_cursor;
        if (!cursor) break;
      }
      expect(got).toEqual(expected);
    });

    it('has something to find for the searches the pages offer', () => {
      const count = (q: Record<string, string>) => pool.filter((r) => matchesNumberQuery(numberSearchQuerySchema.parse(q), r.number, r.price, r.class)).length;
      expect(count({ ends: '9999' })).toBeGreaterThan(0);
      expect(count({ sum: '45' })).toBeGreaterThan(0);
      expect(count({ class: 'lucky_gold' })).toBeGreaterThan(0);
    });

    it.each([
      ['contains=9a', 'contains'],
      ['starts=07', 'starts'],
      ['pattern=08x-xxx-999', 'pattern'],
      ['sum=99', 'sum'],
      ['fav=1&avoid=1', 'avoid'],
      ['class=diamond', 'class'],
      ['limit=500', 'limit'],
    ])('refuses %s with 400', async (query) => {
      const res = await ctx.app.inject(`/api/numbers/search?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    });
  });

  describe('search paths', () => {
    // One query or more per path (decision 014), with tiny walk windows so that walks go on window
    // after window, jump over numbers that cannot match, and substring walks turn to the 4-digit index.
    const queries: Record<string, string>[] = [
      {},
      { starts: '0899' },
      { starts: '08', ends: '1' },
      { ends: '168' },
      { ends: '999' },
      { ends: '9999', starts: '09' },
      { ends: '12345678' },
      { pattern: 'xxx-xx9-9999' },
      { pattern: 'xxx-x12-34xx' },
      { pattern: 'xxx-xxx-x5x5' },
      { pattern: '0xx-xxx-xxxx', ends: '5' },
      { contains: '2345' },
      { contains: '0812' },
      { contains: '999' },
      { contains: '9999' },
      { contains: '99999', starts: '09' },
      { pattern: 'xxx-x99-99xx' },
      { contains: '0000', avoid: '1' },
      { contains: '7', fav: '1,2,3,4,5' },
      { sum: '59', class: 'lucky_bronze' },
      { sum: '50', starts: '08', avoid: '0' },
      { class: 'lucky_gold,lucky9999' },
      { class: 'lucky_silver,lucky_bronze', fav: '7' },
      { class: 'normal,lucky9999', ends: '9' },
      { price_min: '100000', price_max: '600000' },
      { avoid: '0,1,2,3' },
      { fav: '1,2,3,4,5,6', avoid: '0' },
      { avoid: '0,2,4,6,8', starts: '09' },
      { starts: '081', pattern: '09x-xxx-xxxx' },
    ];
    const expected = (q: Record<string, string>) => {
      const parsed = numberSearchQuerySchema.parse(q);
      return pool.filter((r) => r.status === 'available' && matchesNumberQuery(parsed, r.number, r.price, r.class)).map((r) => r.number);
    };
    const pages = async (q: Record<string, string>, limit: number, windows: { walkWindow: number; containsWindow: number }) => {
      const got: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 500; page += 1) {
        const result = await searchNumbers(ctx.database.db, numberSearchQuerySchema.parse({ ...q, limit: String(limit), ...(cursor ? { cursor } : {}) }), windows);
        expect(result.items.length).toBeLessThanOrEqual(limit);
        if (result.next_cursor) expect(result.items).toHaveLength(limit);
        got.push(...result.items.map((i) => i.number));
        if (!result.next_cursor) break;
        cursor = result.next_cursor;
      }
      return got;
    };

    it('covers every path', () => {
      const paths = new Set(queries.map((q) => searchPath(numberSearchQuerySchema.parse(q))));
      expect([...paths].sort()).toEqual(['classes', 'grams', 'last4', 'none', 'planner', 'walk', 'walk+grams']);
    });

    it.each(queries)('pages through exactly the brute-force answer to %j with small windows', async (q) => {
      const want = expected(q);
      expect(await pages(q, 60, { walkWindow: 5, containsWindow: 40 })).toEqual(want);
      expect(await pages(q, 13, { walkWindow: 3, containsWindow: 3 })).toEqual(want);
    });

    it('gives the same answers with the default windows and through the API', async () => {
      for (const q of queries) {
        const want = expected(q);
        const first = (await ctx.app.inject(`/api/numbers/search?${new URLSearchParams(q)}`)).json().data;
        expect(first.items.map((i: { number: string }) => i.number)).toEqual(want.slice(0, 20));
        expect(first.next_cursor).toBe(want.length > 20 ? want[19] : null);
        expect(await pages(q, 60, { walkWindow: 20_000, containsWindow: 12_000 })).toEqual(want);
      }
    });
  });

  describe('holds', () => {
    const available = (cls?: NumberClass) => pool.filter((r) => r.status === 'available' && (!cls || r.class === cls));
    const hold = (jar: { header: () => string }, number: string, key: string, flow = 'postpaid') =>
      ctx.app.inject({ method: 'POST', url: `/api/numbers/${number}/hold`, headers: { cookie: jar.header(), origin: ORIGIN, 'idempotency-key': key }, payload: { flow } });

    it('needs a session, an Idempotency-Key and a known number', async () => {
      const number = available('normal')[0].number;
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/api/numbers/${number}/hold`, headers: { 'idempotency-key': 'k-00000001' }, payload: { flow: 'postpaid' } })).statusCode,
      ).toBe(401);
      const me = await signUp(ctx.app);
      expect((await ctx.app.inject({ method: 'POST', url: `/api/numbers/${number}/hold`, headers: { cookie: me.jar.header() }, payload: { flow: 'postpaid' } })).statusCode).toBe(
        400,
      );
      const unknown = await hold(me.jar, '0700000000', 'k-00000002');
      expect(unknown.statusCode).toBe(400);
      const missing = pool.some((r) => r.number === '0899999990') ? null : await hold(me.jar, '0899999990', 'k-00000003');
      if (missing) expect(missing.json().error.code).toBe('number_not_found');
    });

    it('holds for the postpaid time of config or 30 minutes for a lucky number; the same key replays; cancel frees it', async () => {
      const me = await signUp(ctx.app);
      const normal = available('normal')[1].number;
      const before = Date.now();
      const first = await hold(me.jar, normal, 'key-normal-1');
      expect(first.statusCode).toBe(201);
      const h = first.json().data;
      expect(h).toMatchObject({ number: normal, class: 'normal', flow: 'postpaid' });
      const minutes = (Date.parse(h.expires_at) - before) / 60_000;
      expect(minutes).toBeGreaterThan(14.9); // postpaid_hold default 15 minutes
      expect(minutes).toBeLessThan(15.2);
      expect(h.hold_expired_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      const again = await hold(me.jar, normal, 'key-normal-1');
      expect(again.statusCode).toBe(200);
      expect(again.json().data.hold_id).toBe(h.hold_id);

      const gold = available('lucky_gold')[0].number;
      const lucky = (await hold(me.jar, gold, 'key-gold-1')).json().data;
      expect((Date.parse(lucky.expires_at) - Date.now()) / 60_000).toBeGreaterThan(29.8);

      const mine = (await ctx.app.inject({ url: '/api/numbers/holds', headers: { cookie: me.jar.header() } })).json().data;
      expect(mine.map((x: { number: string }) => x.number).sort()).toEqual([normal, gold].sort());

      const search = (await ctx.app.inject(`/api/numbers/search?starts=${normal}`)).json().data.items;
      expect(search).toEqual([]);
      expect((await ctx.app.inject(`/api/numbers/${normal}`)).json().data.available).toBe(false);

      const released: string[] = [];
      ctx.app.numbers.onReleased((r) => void released.push(...r.map((x) => x.hold_id)));
      const cancel = await ctx.app.inject({ method: 'DELETE', url: `/api/numbers/${normal}/hold`, headers: { cookie: me.jar.header(), origin: ORIGIN } });
      expect(cancel.json().data).toEqual({ number: normal, hold_id: h.hold_id });
      expect(released).toContain(h.hold_id);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/numbers/${normal}/hold`, headers: { cookie: me.jar.header(), origin: ORIGIN } })).statusCode).toBe(404);
      expect((await ctx.app.inject(`/api/numbers/search?starts=${normal}`)).json().data.items).toHaveLength(1);
    });

    it('refuses a number someone else holds, and a fourth hold', async () => {
      const a = await signUp(ctx.app);
      const b = await signUp(ctx.app);
      const nums = available('normal')
        .slice(10, 14)
        .map((r) => r.number);
      expect((await hold(a.jar, nums[0], 'a-key-0001')).statusCode).toBe(201);
      const taken = await hold(b.jar, nums[0], 'b-key-0001');
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('number_unavailable');
      expect((await hold(a.jar, nums[1], 'a-key-0002')).statusCode).toBe(201);
      expect((await hold(a.jar, nums[2], 'a-key-0003')).statusCode).toBe(201);
      const fourth = await hold(a.jar, nums[3], 'a-key-0004');
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().error.code).toBe('hold_limit');
    });

    it('gives exactly one hold to 200 simultaneous attempts on one number', async () => {
      const number = available('lucky_silver')[0].number;
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) => holdNumber(ctx.database.db, { number, owner: `racer-${i}`, flow: 'luckysim', key: `race-key-${i}` })),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(lost.every((r) => r.reason.code === 'number_unavailable')).toBe(true);
      const [row] = rowsOf<{ status: string; hold_owner: string }>(await ctx.database.db.execute(sql`select status, hold_owner from mobile_numbers where number = ${number}`));
      expect(row.status).toBe('held');
      const winner = results.findIndex((r) => r.status === 'fulfilled');
      expect(row.hold_owner).toBe(`racer-${winner}`);
    });

    it('the sweeper releases an expired hold (telling the listeners) and another shopper can take it', async () => {
      const a = await signUp(ctx.app);
      const b = await signUp(ctx.app);
      const number = available('normal')[20].number;
      const h = (await hold(a.jar, number, 'sweep-key-a')).json().data;
      expect(await ctx.app.numbers.sweep(new Date(Date.now() + 60_000))).not.toContainEqual({ number, hold_id: h.hold_id });
      expect((await hold(b.jar, number, 'sweep-key-b')).statusCode).toBe(409);

      const seen: string[] = [];
      ctx.app.numbers.onReleased((r) => void seen.push(...r.map((x) => x.hold_id)));
      const released = await ctx.app.numbers.sweep(new Date(Date.parse(h.expires_at) + 1000));
      expect(released).toContainEqual({ number, hold_id: h.hold_id });
      expect(seen).toContain(h.hold_id);
      expect(await ctx.app.numbers.getHold(ctx.database.db, h.hold_id)).toBeNull();
      await expect(
        ctx.app.numbers.confirmHold(ctx.database.db, { holdId: h.hold_id, owner: a.userId, orderId: 'o-1', until: new Date(Date.now() + 60_000) }),
      ).rejects.toMatchObject({ code: 'hold_expired' });

      const retaken = await hold(b.jar, number, 'sweep-key-b2');
      expect(retaken.statusCode).toBe(201);
      expect(retaken.json().data.hold_id).not.toBe(h.hold_id);
    });

    it('an order confirms the hold and, once paid, the number is sold and never offered again', async () => {
      const a = await signUp(ctx.app);
      const b = await signUp(ctx.app);
      const number = available('lucky_bronze')[0].number;
      const h = (await hold(a.jar, number, 'sold-key-a')).json().data;
      const until = new Date(Date.now() + 45 * 60_000);
      await expect(ctx.app.numbers.confirmHold(ctx.database.db, { holdId: h.hold_id, owner: 'someone-else', orderId: 'o-2', until })).rejects.toMatchObject({
        code: 'hold_expired',
      });
      const confirmed = await ctx.app.numbers.confirmHold(ctx.database.db, { holdId: h.hold_id, owner: a.userId, orderId: 'o-2', until });
      expect(confirmed.expires_at).toBe(until.toISOString());
      await ctx.app.numbers.markSold(ctx.database.db, h.hold_id);
      await ctx.app.numbers.markSold(ctx.database.db, h.hold_id); // a webhook told twice changes nothing

      expect(await ctx.app.numbers.sweep(new Date(until.getTime() + 60 * 60_000))).not.toContainEqual(expect.objectContaining({ number }));
      expect(await ctx.app.numbers.releaseHold(ctx.database.db, h.hold_id)).toBe(false);
      expect((await ctx.app.inject(`/api/numbers/search?starts=${number}`)).json().data.items).toEqual([]);
      expect((await ctx.app.inject(`/api/numbers/search?class=lucky_bronze&limit=60`)).json().data.items.map((i: { number: string }) => i.number)).not.toContain(number);
      expect((await hold(b.jar, number, 'sold-key-b')).statusCode).toBe(409);
      expect((await ctx.app.inject(`/api/numbers/${number}`)).json().data.available).toBe(false);
      expect(await ctx.app.numbers.getHold(ctx.database.db, h.hold_id)).toMatchObject({ status: 'sold', number });
    });
  });
});
