import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configDefaults } from '@store/domain/config';
import { SWB_GROUPS, type SwbGroup } from '@store/domain/fortune';
import { readEnv } from '../../env';
import { AppError } from '../../lib/errors';
import { createTestApp, databaseKinds } from '../../test/databases';
import { ORIGIN, signUp } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { resetConfig, setConfig } from '../config/service';
import { rowsOf } from '../numbers/rows';
import { openToken, sealToken, swbHoldMs, SWB_TOKEN_VERSION } from './swb';
import { deriveSwbKey, type SwbKeys } from './swb-keys';

const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);
const staticKeys = (keys: Partial<Record<SwbGroup, Buffer>>): SwbKeys => ({
  embedded: false,
  keyOf: async (g) => keys[g] ?? null,
});
const nowS = () => Math.floor(Date.now() / 1000);
/** A payload as a partner would seal it; `over` may make it one the store refuses. */
const payload = (over: Record<string, unknown> = {}) =>
  ({
    v: SWB_TOKEN_VERSION,
    mobile: '0812345678',
    exp: nowS() + 3600,
    source_type: 'physical-sim',
    jti: 'jti-0000001',
    ...over,
  }) as Parameters<typeof sealToken>[1];

/** The AppError code a promise rejects with. */
async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.code}`;
    throw error;
  }
  return 'resolved';
}

describe('SWB tokens', () => {
  const keys = staticKeys({ vhora: KEY_A, naga: KEY_B });

  it('opens what was sealed, with its mobile, exp and source type (physical-sim when the partner leaves it out)', async () => {
    const exp = nowS() + 600;
    expect(await openToken('vhora', sealToken('vhora', payload({ exp, source_type: 'esim' }), KEY_A), keys)).toEqual(payload({ exp, source_type: 'esim' }));
    const { source_type: _, ...noSource } = payload();
    expect((await openToken('vhora', sealToken('vhora', noSource, KEY_A), keys)).source_type).toBe('physical-sim');
  });

  it('refuses a token with any byte flipped, or any character changed (400 swb_token_invalid)', async () => {
    const token = sealToken('vhora', payload(), KEY_A);
    const raw = Buffer.from(token, 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const altered = Buffer.from(raw);
      altered[i] ^= 0x01;
      expect(await codeOf(openToken('vhora', altered.toString('base64url'), keys)), `byte ${i}`).toBe('400 swb_token_invalid');
    }
    for (let i = 0; i < token.length; i++) {
      const altered = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      expect(await codeOf(openToken('vhora', altered, keys)), `character ${i}`).toBe('400 swb_token_invalid');
    }
    for (const bad of ['', 'a', token.slice(0, 40), `${token}A`, `${token}==`, token.replace(/.$/, '+'), 'x'.repeat(2100)]) {
      expect(await codeOf(openToken('vhora', bad, keys))).toBe('400 swb_token_invalid');
    }
  });

  it("refuses one partner's token under another group's URL, even when both had the same key (the group is authenticated)", async () => {
    const token = sealToken('vhora', payload(), KEY_A);
    expect(await codeOf(openToken('naga', token, keys))).toBe('400 swb_token_invalid');
    const sameKey = staticKeys({ vhora: KEY_A, naga: KEY_A });
    expect(await codeOf(openToken('vhora', token, sameKey))).toBe('resolved');
    expect(await codeOf(openToken('naga', token, sameKey))).toBe('400 swb_token_invalid');
    // A group with no key opens nothing.
    expect(await codeOf(openToken('rahu', sealToken('rahu', payload(), KEY_A), keys))).toBe('400 swb_token_invalid');
  });

  it('refuses another version, a payload that is not ours, and says 410 swb_token_expired once exp has passed', async () => {
    const raw = Buffer.from(sealToken('vhora', payload(), KEY_A), 'base64url');
    raw[0] = 2;
    expect(await codeOf(openToken('vhora', raw.toString('base64url'), keys))).toBe('400 swb_token_invalid');
    for (const bad of [payload({ v: 2 }), payload({ mobile: '0712345678' }), payload({ exp: 'soon' }), payload({ jti: 'x' }), payload({ source_type: 'sim' })]) {
      expect(await codeOf(openToken('vhora', sealToken('vhora', bad, KEY_A), keys))).toBe('400 swb_token_invalid');
    }
    const exp = nowS() + 60;
    const token = sealToken('vhora', payload({ exp }), KEY_A);
    expect(await codeOf(openToken('vhora', token, keys, new Date(exp * 1000 - 1)))).toBe('resolved');
    expect(await codeOf(openToken('vhora', token, keys, new Date(exp * 1000)))).toBe('410 swb_token_expired');
    expect(await codeOf(openToken('vhora', sealToken('vhora', payload({ exp: nowS() - 1 }), KEY_A), keys))).toBe('410 swb_token_expired');
  });

  it('holds until exp, unless more than 2 hours remain: then 30 minutes', () => {
    const now = new Date(1_800_000_000_000);
    const s = now.getTime() / 1000;
    expect(swbHoldMs(s + 20 * 60, now)).toBe(20 * 60_000);
    expect(swbHoldMs(s + 2 * 3600, now)).toBe(7_200_000);
    expect(swbHoldMs(s + 2 * 3600 + 1, now)).toBe(1_800_000);
    expect(swbHoldMs(s + 3 * 3600, now)).toBe(1_800_000);
  });

  it('derives a different 32-byte key for each group from the master secret', () => {
    const master = randomBytes(32);
    const derived = SWB_GROUPS.map((g) => deriveSwbKey(master, g).toString('hex'));
    expect(new Set(derived).size).toBe(SWB_GROUPS.length);
    expect(deriveSwbKey(master, 'vhora')).toHaveLength(32);
    expect(deriveSwbKey(master, 'vhora').equals(deriveSwbKey(randomBytes(32), 'vhora'))).toBe(false);
  });

  it('reads SWB_KEYS as a JSON object of group to base64 32-byte key', () => {
    expect(readEnv({}).SWB_KEYS).toBeUndefined();
    const a = KEY_A.toString('base64');
    expect(
      readEnv({
        SWB_KEYS: JSON.stringify({
          vhora: a,
          naga: KEY_B.toString('base64url'),
        }),
      }).SWB_KEYS,
    ).toEqual({ vhora: a, naga: KEY_B.toString('base64url') });
    expect(() => readEnv({ SWB_KEYS: 'vhora=abc' })).toThrow(/SWB_KEYS: SWB_KEYS must be a JSON object/);
    expect(() => readEnv({ SWB_KEYS: '["a"]' })).toThrow(/SWB_KEYS must be a JSON object/);
    expect(() => readEnv({ SWB_KEYS: JSON.stringify({ nobody: a }) })).toThrow(/nobody is not an SWB group/);
    expect(() =>
      readEnv({
        SWB_KEYS: JSON.stringify({ vhora: randomBytes(16).toString('base64') }),
      }),
    ).toThrow(/the key of vhora must be 32 bytes/);
    // The key is never in the message.
    try {
      readEnv({
        SWB_KEYS: JSON.stringify({
          vhora: randomBytes(16).toString('base64'),
          naga: a,
        }),
      });
    } catch (error) {
      expect(String(error)).not.toContain(a);
    }
  });
});

type Jar = Awaited<ReturnType<typeof signUp>>['jar'];

describe.each(databaseKinds)('SWB links on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let numbers: string[];
  let next = 0;
  const logs: string[] = [];
  const seen = { tokens: new Set<string>(), mobiles: new Set<string>() };
  let mints = 0;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream });
    numbers = rowsOf<{ number: string }>(
      await ctx.database.db.execute(sql`select number from mobile_numbers where class = 'normal' and status = 'available' order by number desc limit 40`),
    ).map((r) => r.number);
  });
  afterAll(() => ctx.close());

  const number = () => {
    const n = numbers[next++];
    seen.mobiles.add(n);
    return n;
  };

  /** A token from the sandbox's partner (POST /api/dev/swb-tokens). */
  async function mint(group: SwbGroup, mobile: string, expiresInS = 3600) {
    mints += 1;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/swb-tokens',
      headers: { origin: ORIGIN },
      payload: { group, mobile, expires_in_s: expiresInS },
      remoteAddress: `10.251.${Math.floor(mints / 250)}.${(mints % 250) + 1}`,
    });
    expect(res.statusCode).toBe(201);
    const { token, path } = res.json().data as { token: string; path: string };
    expect(path).toBe(`/online-store/swb/${group}/${token}`);
    seen.tokens.add(token);
    return token;
  }

  const redeem = (jar: Jar | null, group: string, token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/fortune/swb/${group}`,
      headers: { origin: ORIGIN, ...(jar ? { cookie: jar.header() } : {}) },
      payload: { token },
      remoteAddress: jar?.address,
    });

  const heldBy = async (mobile: string) =>
    rowsOf<{
      status: string;
      hold_owner: string | null;
      hold_id: string | null;
      hold_flow: string | null;
      hold_meta: unknown;
    }>(await ctx.database.db.execute(sql`select status, hold_owner, hold_id::text as hold_id, hold_flow, hold_meta from mobile_numbers where number = ${mobile}`))[0];

  it('documents both routes in the OpenAPI document', async () => {
    const paths = Object.keys((await ctx.app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/fortune/swb/{group}', '/api/dev/swb-tokens']));
  });

  it('redeems a token for a signed-in shopper: the number held (flow swb) with the plan of config and the verify page; 201 then 200 with the same hold', async () => {
    const mobile = number();
    const token = await mint('vhora', mobile, 3600);
    expect((await redeem(null, 'vhora', token)).statusCode).toBe(401);

    const me = await signUp(ctx.app);
    const first = await redeem(me.jar, 'vhora', token);
    expect(first.statusCode).toBe(201);
    const data = first.json().data;
    const pkg = (await ctx.app.inject('/api/sim/packages?sim_type=postpaid'))
      .json()
      .data.find((p: { nas_code: string }) => p.nas_code === configDefaults.swb.redirect_nas_codes[0]);
    expect(data).toMatchObject({
      mobile,
      source_type: 'physical-sim',
      group: 'vhora',
      package_id: pkg.id,
      nas_code: pkg.nas_code,
      verify_path: `/online-store/postpaid/${pkg.id}/${pkg.nas_code}/${mobile}`,
      hold: { number: mobile, flow: 'swb' },
    });
    expect(Math.abs(Date.parse(data.expired_in) - (Date.now() + 3600_000))).toBeLessThan(5_000);
    const row = await heldBy(mobile);
    expect(row).toMatchObject({
      status: 'held',
      hold_owner: me.userId,
      hold_id: data.hold.hold_id,
      hold_flow: 'swb',
    });
    expect(row.hold_meta).toEqual({
      campaign: 'swb',
      berfuntong: null,
      birth_time: null,
      timezone: null,
    });

    const again = await redeem(me.jar, 'vhora', token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(data);
    const mine = (
      await ctx.app.inject({
        url: '/api/numbers/holds',
        headers: { cookie: me.jar.header() },
      })
    ).json().data;
    expect(mine.filter((h: { number: string }) => h.number === mobile)).toHaveLength(1);
  });

  it('refuses altered and foreign tokens (400), expired ones (410) and an unknown group (400 from the contract)', async () => {
    const me = await signUp(ctx.app);
    const mobile = number();
    const token = await mint('vhora', mobile);
    const raw = Buffer.from(token, 'base64url');
    for (const i of [0, 5, 20, raw.length - 20, raw.length - 1]) {
      const altered = Buffer.from(raw);
      altered[i] ^= 0x80;
      const res = await redeem(me.jar, 'vhora', altered.toString('base64url'));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('swb_token_invalid');
    }
    const foreign = await redeem(me.jar, 'naga', token);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('swb_token_invalid');

    const expired = await redeem(me.jar, 'vhora', await mint('vhora', mobile, -1));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('swb_token_expired');

    const unknown = await redeem(me.jar, 'nobody', token);
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().error)).toContain('swb_group_unknown');
    expect((await heldBy(mobile)).status).toBe('available');
  });

  it('answers 404 swb_off when the toggle is off, and 404 swb_group_not_listed with redirect_to for a group off the white list', async () => {
    const me = await signUp(ctx.app);
    const mobile = number();
    const token = await mint('vhora', mobile);
    try {
      await setConfig(ctx.database.db, 'swb', { toggle: false }, 'test');
      const off = await redeem(me.jar, 'vhora', token);
      expect(off.statusCode).toBe(404);
      expect(off.json().error.code).toBe('swb_off');

      await setConfig(
        ctx.database.db,
        'swb',
        {
          toggle: true,
          redirect_white_list: ['naga'],
          redirect_to: '/online-store/luckysim',
        },
        'test',
      );
      const listed = await redeem(me.jar, 'vhora', token);
      expect(listed.statusCode).toBe(404);
      expect(listed.json().error).toMatchObject({
        code: 'swb_group_not_listed',
        details: { redirect_to: '/online-store/luckysim' },
      });
      const naga = await redeem(me.jar, 'naga', await mint('naga', mobile));
      expect(naga.statusCode).toBe(201);
    } finally {
      await resetConfig(ctx.database.db, 'swb');
    }
  });

  it('answers 409 swb_number_not_found for a number on the not-found list, not in the pool, or held by someone else; a hold it gave stays', async () => {
    const me = await signUp(ctx.app);
    const listed = number();
    const mine = number();
    const mineToken = await mint('universal', mine);
    expect((await redeem(me.jar, 'universal', mineToken)).statusCode).toBe(201);
    try {
      await setConfig(ctx.database.db, 'swb', { redirect_not_found_list: [listed, mine] }, 'test');
      const res = await redeem(me.jar, 'universal', await mint('universal', listed));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('swb_number_not_found');
      expect((await heldBy(listed)).status).toBe('available');
      // The caller already holds `mine` through its token: that hold is the answer.
      expect((await redeem(me.jar, 'universal', mineToken)).statusCode).toBe(200);
    } finally {
      await resetConfig(ctx.database.db, 'swb');
    }
    const absent = '0899999991';
    seen.mobiles.add(absent);
    expect(rowsOf(await ctx.database.db.execute(sql`select 1 from mobile_numbers where number = ${absent}`))).toHaveLength(0);
    const none = await redeem(me.jar, 'universal', await mint('universal', absent));
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('swb_number_not_found');
  });

  it('gives exactly one hold to 10 simultaneous redemptions of one token by its shopper (one 201, nine 200)', async () => {
    const me = await signUp(ctx.app);
    const mobile = number();
    const token = await mint('mahachoke', mobile);
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(me.jar, 'mahachoke', token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(results.map((r) => r.json().data.hold.hold_id));
    expect(ids.size).toBe(1);
    expect((await heldBy(mobile)).hold_id).toBe([...ids][0]);
    const rows = rowsOf<{ hold_id: string }>(await ctx.database.db.execute(sql`select hold_id::text as hold_id from swb_redemptions where user_id = ${me.userId}`));
    expect(rows).toEqual([{ hold_id: [...ids][0] }]);
  });

  it('lets one of two shoppers with tokens for the same number have it (the other 409), and refuses a token another shopper redeemed (409 swb_token_used)', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const mobile = number();
    const [ta, tb] = [await mint('ajchang', mobile), await mint('emperor', mobile)];
    const [ra, rb] = await Promise.all([redeem(a.jar, 'ajchang', ta), redeem(b.jar, 'emperor', tb)]);
    const codes = [ra, rb].map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    expect(loser.json().error.code).toBe('swb_number_not_found');

    const c = await signUp(ctx.app);
    const used = await redeem(c.jar, 'ajchang', ta);
    expect(used.statusCode).toBe(409);
    expect(used.json().error.code).toBe('swb_token_used');
  });

  it('holds 30 minutes when the token has 3 hours left, and until its exp when it has 20 minutes left', async () => {
    const me = await signUp(ctx.app);
    const far = number();
    const before = Date.now();
    const long = await redeem(me.jar, 'khanthep', await mint('khanthep', far, 3 * 3600));
    expect(long.statusCode).toBe(201);
    const longHold = Date.parse(long.json().data.hold.expires_at) - before;
    expect(longHold).toBeGreaterThan(29.9 * 60_000);
    expect(longHold).toBeLessThan(30.2 * 60_000);

    const near = number();
    const short = await redeem(me.jar, 'rahu', await mint('rahu', near, 20 * 60));
    expect(short.statusCode).toBe(201);
    const data = short.json().data;
    expect(Math.abs(Date.parse(data.hold.expires_at) - Date.parse(data.expired_in))).toBeLessThan(2_000);
    expect(Math.abs(Date.parse(data.expired_in) - (Date.now() + 20 * 60_000))).toBeLessThan(5_000);
  });

  it('the SIM verification takes an SWB hold with its postpaid plan', async () => {
    const me = await signUp(ctx.app);
    const mobile = number();
    const redeemed = (await redeem(me.jar, 'godselector', await mint('godselector', mobile))).json().data;
    const headers = { cookie: me.jar.header(), origin: ORIGIN };
    const contact = '0810000077';
    const otp = await ctx.app.inject({
      method: 'POST',
      url: '/api/sim/otp',
      headers,
      payload: { mobile_number: contact, flow: 'swb', lang: 'en' },
      remoteAddress: me.jar.address,
    });
    expect(otp.statusCode).toBe(201);
    const sms = (
      await ctx.app.inject({
        url: `/api/dev/sms-outbox?to=${contact}`,
        headers: { authorization: 'Bearer test-operator-token-0123456789' },
      })
    ).json().data[0];
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/sim/verifications',
      headers,
      remoteAddress: me.jar.address,
      payload: {
        package_id: redeemed.package_id,
        hold_id: redeemed.hold.hold_id,
        thai_id: '1103700000003',
        birth_date: '1990-05-17',
        mobile_number: contact,
        otp_request_id: otp.json().data.request_id,
        otp_code: /\b(\d{6})\b/.exec(sms.body)![1],
      },
    });
    expect(verified.statusCode).toBe(201);
  });

  it('never logs a token or a mobile number', () => {
    const log = logs.join('');
    expect(log).toContain('/api/fortune/swb/:group');
    expect(leakedInLog(log, [...seen.tokens, ...seen.mobiles])).toEqual([]);
  });
});

describe('SWB links with the partners keys configured (SWB_KEYS)', () => {
  const kind = databaseKinds[0];
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      SWB_KEYS: { vhora: KEY_A.toString('base64') },
    });
  });
  afterAll(() => ctx.close());

  it('opens tokens sealed with the configured key only, and serves no mint route', async () => {
    const mint = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/swb-tokens',
      headers: { origin: ORIGIN },
      payload: { group: 'vhora', mobile: '0812345678' },
    });
    expect(mint.statusCode).toBe(404);
    expect(mint.json().error.code).toBe('route_not_found');

    const [{ number: mobile }] = rowsOf<{ number: string }>(
      await ctx.database.db.execute(sql`select number from mobile_numbers where class = 'normal' and status = 'available' order by number limit 1`),
    );
    const me = await signUp(ctx.app);
    const redeem = (group: string, token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/fortune/swb/${group}`,
        headers: { origin: ORIGIN, cookie: me.jar.header() },
        payload: { token },
      });
    expect((await redeem('vhora', sealToken('vhora', payload({ mobile, jti: 'other-key-1' }), KEY_B))).json().error.code).toBe('swb_token_invalid');
    expect((await redeem('naga', sealToken('naga', payload({ mobile }), KEY_A))).json().error.code).toBe('swb_token_invalid');
    const ok = await redeem('vhora', sealToken('vhora', payload({ mobile }), KEY_A));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.mobile).toBe(mobile);
  });
});
