import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { createTestApp } from '../../../test/databases';
import { ORIGIN } from '../../../test/sign-in';
import { httpPorting } from './client';

const KEY = 'clearinghouse-test-key-0123456789';
const ID = '3101700789019';

/** A clearinghouse API on this machine speaking the wire format of decision 029, with its failures. */
describe('HTTP porting adapter against an API speaking its wire format', () => {
  let server: Server;
  let url: string;
  const seen: { method: string; path: string; body: unknown; idempotencyKey?: string }[] = [];
  const requests: Record<string, unknown>[] = [];
  let slow = false;
  let status: number | null = null;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const wire = (over: Record<string, unknown>) => ({
    id: `req-${requests.length + 1}`,
    msisdn: '0812000101',
    donor: 'AIS',
    state: 'SUBMITTED',
    reason: null,
    reference: 'p-1',
    submitted_at: '2030-01-01T03:00:00Z',
    window_at: null,
    completed_at: null,
    updated_at: '2030-01-01T03:00:00Z',
    ...over,
  });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const raw = await read(req);
      const body = raw ? JSON.parse(raw) : null;
      const path = req.url ?? '';
      seen.push({ method: req.method!, path, body, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      const json = (code: number, value: unknown, headers: Record<string, string> = {}) =>
        res.writeHead(code, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
      if (req.headers.authorization !== `Bearer ${KEY}`) return json(401, { error: { code: 'UNAUTHORIZED' } });
      if (status) return json(status, { error: { code: 'BUSY' } }, { 'retry-after': '12' });
      if (slow) return void setTimeout(() => json(200, {}), 500);
      if (req.method === 'GET' && path === '/api/v1/numbers/0812000101') return json(200, { msisdn: '0812000101', donor: 'AIS', type: 'POSTPAID' });
      if (req.method === 'GET' && path.startsWith('/api/v1/numbers/')) return json(404, { error: { code: 'NUMBER_NOT_FOUND' } });
      if (req.method === 'POST' && path === '/api/v1/numbers/0812000101/pin-checks') {
        if (body.pin === '11111111') return json(200, { expires_at: '2030-01-01T17:00:00Z' });
        if (body.pin === '22222222') return json(410, { error: { code: 'PIN_EXPIRED' } });
        if (body.pin === '33333333') return json(429, { error: { code: 'PIN_LOCKED' } });
        return json(422, { error: { code: 'PIN_INVALID', details: { attempts_left: 3 } } });
      }
      if (req.method === 'POST' && path === '/api/v1/numbers/0812000102/pin-checks') return json(404, { error: { code: 'PIN_NOT_FOUND' } });
      if (req.method === 'POST' && path === '/api/v1/porting-requests') {
        const same = requests.find((r) => r.reference === body.reference);
        if (same) return json(200, same);
        if (requests.some((r) => r.msisdn === body.msisdn && r.state === 'SUBMITTED')) return json(409, { error: { code: 'PORTING_IN_PROGRESS' } });
        const r = wire({ msisdn: body.msisdn, reference: body.reference });
        requests.push(r);
        return json(201, r);
      }
      const cancel = /^\/api\/v1\/porting-requests\/([\w-]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel) {
        const r = requests.find((x) => x.id === cancel[1]);
        if (!r) return json(404, { error: { code: 'REQUEST_NOT_FOUND' } });
        if (r.state === 'SCHEDULED') return json(409, { error: { code: 'NOT_CANCELLABLE' } });
        r.state = 'CANCELLED';
        return json(200, r);
      }
      if (req.method === 'GET' && path.startsWith('/api/v1/porting-requests?')) {
        const after = new URL(path, 'http://x').searchParams.get('updated_after')!;
        return json(200, { items: requests.filter((r) => (r.updated_at as string) > after) });
      }
      const one = /^\/api\/v1\/porting-requests\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && one) {
        const r = requests.find((x) => x.id === one[1]);
        return r ? json(200, r) : json(404, { error: { code: 'REQUEST_NOT_FOUND' } });
      }
      json(404, { error: { code: 'NOT_FOUND' } });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fakeDb = { transaction: (fn: (tx: unknown) => Promise<unknown>) => fn('tx') } as unknown as Db;
  const port = (over: Partial<Parameters<typeof httpPorting>[0]> = {}) => httpPorting({ url, apiKey: KEY, db: fakeDb, ...over });

  it('looks a number up (null when no other operator has it)', async () => {
    expect(await port().lookup('0812000101')).toEqual({ donor: 'ais', type: 'postpaid' });
    expect(await port().lookup('0899999999')).toBeNull();
  });

  it('checks PINs, the PIN only in the body, and maps the clearinghouse’s refusals', async () => {
    expect(await port().checkPin('0812000101', '11111111')).toEqual({ expires_at: new Date('2030-01-01T17:00:00Z') });
    await expect(port().checkPin('0812000101', '22222222')).rejects.toMatchObject({ status: 410, code: 'porting_pin_expired' });
    await expect(port().checkPin('0812000101', '33333333')).rejects.toMatchObject({ status: 429, code: 'porting_pin_locked' });
    await expect(port().checkPin('0812000101', '44444444')).rejects.toMatchObject({ status: 422, code: 'porting_pin_invalid', details: { attempts_left: 3 } });
    await expect(port().checkPin('0812000102', '11111111')).rejects.toMatchObject({ status: 404, code: 'porting_pin_not_found' });
    expect(seen.every((s) => !s.path.includes('11111111'))).toBe(true);
  });

  it('submits once per reference (Idempotency-Key), refuses a second open request, cancels', async () => {
    const input = { msisdn: '0812000101', thaiId: ID, pin: '11111111', reference: 'p-1', recipient: 'store' as const };
    const r = await port().submit(input);
    expect(r).toEqual({
      id: 'req-1',
      msisdn: '0812000101',
      donor: 'ais',
      state: 'submitted',
      reason: null,
      reference: 'p-1',
      submittedAt: new Date('2030-01-01T03:00:00Z'),
      windowAt: null,
      completedAt: null,
      updatedAt: new Date('2030-01-01T03:00:00Z'),
    });
    expect(seen.at(-1)).toMatchObject({ idempotencyKey: 'porting:p-1', body: { id_card_number: ID, recipient: 'STORE' } });
    expect(seen.every((s) => !s.path.includes(ID))).toBe(true);
    expect((await port().submit(input)).id).toBe('req-1');
    await expect(port().submit({ ...input, reference: 'p-2' })).rejects.toMatchObject({ status: 409, code: 'porting_in_progress' });
    expect((await port().get('req-1'))?.state).toBe('submitted');
    expect(await port().get('nope')).toBeNull();
    expect((await port().cancel('req-1')).state).toBe('cancelled');
    await expect(port().cancel('nope')).rejects.toMatchObject({ status: 404, code: 'porting_request_not_found' });
    requests.push(wire({ id: 'req-9', state: 'SCHEDULED', reference: 'p-9' }));
    await expect(port().cancel('req-9')).rejects.toMatchObject({ status: 409, code: 'porting_not_cancellable' });
  });

  it('hands the requests changed since the last poll to the listener, once', async () => {
    requests.push(wire({ id: 'req-10', state: 'REJECTED', reason: 'UNPAID_BILL', reference: 'p-10', updated_at: new Date().toISOString() }));
    const p = port();
    const got: string[] = [];
    const first = await p.advance(async (tx, r) => void got.push(`${String(tx)}:${r.id}:${r.state}:${r.reason}`));
    expect(first).toBeGreaterThanOrEqual(1);
    expect(got).toContain('tx:req-10:rejected:unpaid_bill');
    expect(await p.advance(async (_tx, r) => void got.push(r.id))).toBe(0);
  });

  it.each([
    ['a busy clearinghouse (503, Retry-After)', (): void => void (status = 503), 503, 'porting_busy'],
    ['a rate limit (429)', (): void => void (status = 429), 503, 'porting_busy'],
    ['a gateway timeout (504)', (): void => void (status = 504), 504, 'porting_timeout'],
    ['a clearinghouse slower than the timeout', (): void => void (slow = true), 504, 'porting_timeout'],
  ] as const)('%s', async (_name, setUp, code, errorCode) => {
    setUp();
    try {
      await expect(port({ timeoutMs: 100 }).submit({ msisdn: '0812000101', thaiId: ID, pin: null, reference: 'p-x', recipient: 'store' })).rejects.toMatchObject({
        status: code,
        code: errorCode,
      });
    } finally {
      status = null;
      slow = false;
    }
  });

  it('wrong credentials or an unreachable host are 503 porting_busy', async () => {
    await expect(port({ apiKey: 'another-key-0123456789' }).lookup('0812000101')).rejects.toMatchObject({ status: 503, code: 'porting_busy' });
    await expect(port({ url: 'http://127.0.0.1:1/api' }).lookup('0812000101')).rejects.toMatchObject({ status: 503, code: 'porting_busy' });
  });

  it('configured by the environment, it replaces the sandbox: no seeded numbers, the dev routes off, look-ups go to the API', async () => {
    const ctx = await createTestApp('pglite', { PORTING_URL: url, PORTING_API_KEY: KEY });
    try {
      expect(ctx.app.porting.sandbox).toBe(false);
      for (const res of [
        await ctx.app.inject('/api/dev/porting/numbers'),
        await ctx.app.inject({ method: 'POST', url: '/api/dev/porting/clock', headers: { origin: ORIGIN }, payload: { advance_minutes: 5 } }),
      ])
        expect([res.statusCode, res.json().error.code]).toEqual([404, 'porting_sandbox_off']);
      expect(await ctx.app.porting.lookup('0812000101')).toEqual({ donor: 'ais', type: 'postpaid' });
    } finally {
      await ctx.close();
    }
  });
});
