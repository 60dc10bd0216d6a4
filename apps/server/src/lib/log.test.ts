import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../test/databases';
import { serializeError } from './log';

/** Personal data a shopper sends: a valid Thai ID, a mobile number, an OTP, a birth date, a name. */
const THAI_ID = '1101700230708';
const PHONE = '0812345678';
const OTP = '482913';
const BIRTH = '1990-04-17';
const NAME = 'สมชาย ใจดี';
const SECRETS = [THAI_ID, PHONE, OTP, BIRTH, NAME];

describe.each(databaseKinds)('the log on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream });
    // A handler whose query fails with the caller's data among its values, as a bug would.
    ctx.app.post('/api/test/failing-query', async (request) => {
      const body = request.body as Record<string, string>;
      await ctx.database.db.execute(sql`select ${body.thai_id}::int, ${body.phone}::int, ${body.otp}, ${body.birth_date}::date, ${body.name}::int`);
      return { data: null };
    });
  });
  afterAll(() => ctx.close());

  it('logs a failing query without its values, the body or the query string', async () => {
    lines.length = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/test/failing-query?phone=${PHONE}&otp=${OTP}`,
      payload: { thai_id: THAI_ID, phone: PHONE, otp: OTP, birth_date: BIRTH, name: NAME },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal');
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('select $1::int');
    for (const secret of SECRETS) expect(log).not.toContain(secret);
  });

  it('logs a request by its route pattern, not its path', async () => {
    lines.length = 0;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${THAI_ID}?phone=${PHONE}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).not.toContain(THAI_ID);
    expect(log).not.toContain(PHONE);
  });
});

describe('serializeError', () => {
  it('blanks quoted values and key details but keeps schema names', () => {
    const err = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_key"'), {
      code: '23505',
      constraint: 'users_phone_key',
      detail: `Key (phone)=(${PHONE}) already exists.`,
    });
    const logged = serializeError(err);
    expect(logged.message).toContain('"users_phone_key"');
    expect(JSON.stringify(logged)).not.toContain(PHONE);
    expect(logged.code).toBe('23505');
  });

  it('blanks a value in a type error and walks the cause', () => {
    const cause = new Error(`invalid input syntax for type integer: "${THAI_ID}"`);
    const outer = Object.assign(new Error(`Failed query: select $1::int\nparams: ${THAI_ID}`), { query: 'select $1::int', params: [THAI_ID], cause });
    const logged = serializeError(outer);
    expect(JSON.stringify(logged)).not.toContain(THAI_ID);
    expect(logged.query).toBe('select $1::int');
    expect(logged.cause?.message).toBe('invalid input syntax for type integer: "…"');
  });
});
