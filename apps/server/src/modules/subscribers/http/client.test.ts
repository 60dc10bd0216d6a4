import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { createTestApp } from '../../../test/databases';
import { httpSubscribers } from './client';

const KEY = 'bss-test-key-0123456789';

/** An operator subscriber API on this machine speaking the wire format of decision 028, with its failures. */
describe('HTTP subscribers adapter against an API speaking its wire format', () => {
  let server: Server;
  let url: string;
  const seen: { method: string; path: string; body: unknown; idempotencyKey?: string }[] = [];
  const changes: Record<string, unknown>[] = [];
  let slow = false;
  let status: number | null = null;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const wirePackage = { nas_code: 'PRE200-30D', name_th: 'เติมเงิน 200', name_en: 'Prepaid 200' };

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
      if (req.method === 'POST' && path === '/api/v1/subscribers/lookup') {
        if (body.msisdn !== '0861000001') return json(404, { error: { code: 'SUBSCRIBER_NOT_FOUND' } });
        return json(200, {
          msisdn: body.msisdn,
          type: 'PREPAID',
          status: 'ACTIVE',
          blacklisted: false,
          balance_satang: -1200,
          activated_at: '2024-01-15T03:00:00Z',
          package: wirePackage,
          id_card_last4: '3456',
          id_card_match: body.id_card_number === '1101700123456',
        });
      }
      if (req.method === 'POST' && path === '/api/v1/subscribers/0861000001/changes') {
        if (changes.some((c) => c.status === 'SCHEDULED')) return json(409, { error: { code: 'CHANGE_PENDING' } });
        const change = { id: `chg-${changes.length + 1}`, msisdn: '0861000001', ...body, status: 'SCHEDULED', applied_at: null };
        changes.push(change);
        return json(201, change);
      }
      if (req.method === 'POST' && path === '/api/v1/subscribers') {
        if (body.msisdn === '0861000001') return json(409, { error: { code: 'SUBSCRIBER_EXISTS' } });
        return json(201, {
          msisdn: body.msisdn,
          type: body.type,
          status: 'ACTIVE',
          blacklisted: false,
          balance_satang: 0,
          activated_at: '2030-01-02T19:00:00Z',
          package: body.package,
          id_card_last4: String(body.id_card_number).slice(-4),
          id_card_match: true,
        });
      }
      if (req.method === 'POST' && path === '/api/v1/subscribers/0861000006/changes') return json(409, { error: { code: 'SUBSCRIBER_SUSPENDED' } });
      if (req.method === 'GET' && path === '/api/v1/subscribers/0861000001/changes?status=SCHEDULED') return json(200, { items: changes.filter((c) => c.status === 'SCHEDULED') });
      const cancel = /^\/api\/v1\/changes\/([\w-]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel) {
        const c = changes.find((x) => x.id === cancel[1]);
        if (!c) return json(404, { error: { code: 'CHANGE_NOT_FOUND' } });
        c.status = 'CANCELLED';
        return json(200, c);
      }
      if (req.method === 'GET' && path.startsWith('/api/v1/changes?')) {
        const after = new URL(path, 'http://x').searchParams.get('applied_after')!;
        return json(200, { items: changes.filter((c) => c.status === 'APPLIED' && (c.applied_at as string) > after) });
      }
      const one = /^\/api\/v1\/changes\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && one) {
        const c = changes.find((x) => x.id === one[1]);
        return c ? json(200, c) : json(404, { error: { code: 'CHANGE_NOT_FOUND' } });
      }
      json(404, { error: { code: 'NOT_FOUND' } });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A stand-in for the store's database: the adapter only opens transactions on it to call the listeners. */
  const fakeDb = { transaction: (fn: (tx: unknown) => Promise<unknown>) => fn('tx') } as unknown as Db;
  const port = (over: Partial<Parameters<typeof httpSubscribers>[0]> = {}) => httpSubscribers({ url, apiKey: KEY, db: fakeDb, ...over });

  it('looks a line up by number and ID, the ID only in the body, and maps the answer', async () => {
    const { subscriber, holderMatches } = await port().lookup('0861000001', '1101700123456');
    expect(holderMatches).toBe(true);
    expect(subscriber).toEqual({
      msisdn: '0861000001',
      type: 'prepaid',
      holderIdLast4: '3456',
      package: { nas_code: 'PRE200-30D', title: { th: 'เติมเงิน 200', en: 'Prepaid 200' } },
      activatedAt: new Date('2024-01-15T03:00:00Z'),
      balance: -1200,
      blacklisted: false,
      status: 'active',
    });
    expect((await port().lookup('0861000001', '1103700000003')).holderMatches).toBe(false);
    expect(seen.every((s) => !s.path.includes('1101700123456'))).toBe(true);
  });

  it('an unknown number is 404 subscriber_not_found', async () => {
    await expect(port().lookup('0861999999', '1101700123456')).rejects.toMatchObject({ status: 404, code: 'subscriber_not_found' });
  });

  it('schedules a change once (Idempotency-Key from the reference), refuses a second, cancels it', async () => {
    const input = {
      msisdn: '0861000001',
      kind: 'convert_to_postpaid' as const,
      to: { nas_code: 'PP399-5G', title: { th: 'ก', en: 'A' } },
      effectiveAt: new Date('2030-01-01T17:00:00Z'),
      reference: 'order-1',
    };
    const change = await port().scheduleChange(input);
    expect(change).toEqual({
      id: 'chg-1',
      msisdn: '0861000001',
      kind: 'convert_to_postpaid',
      to: input.to,
      effectiveAt: input.effectiveAt,
      status: 'scheduled',
      reference: 'order-1',
    });
    expect(seen.at(-1)).toMatchObject({ idempotencyKey: 'change:order-1', body: { kind: 'CONVERT_TO_POSTPAID', effective_at: '2030-01-01T17:00:00.000Z' } });
    expect((await port().scheduledChange('0861000001'))?.id).toBe('chg-1');
    await expect(port().scheduleChange({ ...input, reference: 'order-2' })).rejects.toMatchObject({ status: 409, code: 'subscriber_change_pending' });
    await expect(port().scheduleChange({ ...input, msisdn: '0861000006' })).rejects.toMatchObject({ status: 409, code: 'subscriber_suspended' });
    expect((await port().cancelChange('chg-1')).status).toBe('cancelled');
    expect(await port().getChange('nope')).toBeNull();
  });

  it('ports a number in (Idempotency-Key from the reference, the ID only in the body); an existing line is 409 subscriber_exists', async () => {
    const input = {
      msisdn: '0812000101',
      type: 'postpaid' as const,
      holderThaiId: '3101700789019',
      package: { nas_code: 'PP499-5G', title: { th: 'ก', en: 'A' } },
      reference: 'porting-1',
    };
    const line = await port().portIn(input);
    expect(line).toMatchObject({ msisdn: '0812000101', type: 'postpaid', holderIdLast4: '9019', balance: 0, status: 'active', package: input.package });
    expect(seen.at(-1)).toMatchObject({ path: '/api/v1/subscribers', idempotencyKey: 'port-in:porting-1', body: { type: 'POSTPAID', id_card_number: '3101700789019' } });
    await expect(port().portIn({ ...input, msisdn: '0861000001' })).rejects.toMatchObject({ status: 409, code: 'subscriber_exists' });
  });

  it('hands the changes applied since the last poll to the listener, once', async () => {
    changes.push({
      id: 'chg-9',
      msisdn: '0861000001',
      kind: 'CONVERT_TO_POSTPAID',
      to: wirePackage,
      effective_at: '2030-01-01T17:00:00Z',
      status: 'APPLIED',
      reference: 'order-9',
      applied_at: new Date().toISOString(),
    });
    const p = port();
    const got: string[] = [];
    expect(await p.applyDue(new Date(), async (tx, c) => void got.push(`${String(tx)}:${c.id}:${c.status}`))).toBe(1);
    expect(got).toEqual(['tx:chg-9:applied']);
    expect(await p.applyDue(new Date(), async (_tx, c) => void got.push(c.id))).toBe(0);
  });

  it.each([
    ['a busy system (503, Retry-After)', (): void => void (status = 503), 12],
    ['a rate limit (429)', (): void => void (status = 429), 12],
    ['a system slower than the timeout', (): void => void (slow = true), 30],
  ] as const)('%s is 503 subscriber_system_busy', async (_name, setUp, retry) => {
    setUp();
    try {
      await expect(port({ timeoutMs: 100 }).lookup('0861000001', '1101700123456')).rejects.toMatchObject({
        status: 503,
        code: 'subscriber_system_busy',
        details: { retry_after_s: retry },
      });
    } finally {
      status = null;
      slow = false;
    }
  });

  it('wrong credentials or an unreachable host are 503 too', async () => {
    await expect(port({ apiKey: 'another-key-0123456789' }).lookup('0861000001', '1101700123456')).rejects.toMatchObject({ status: 503, code: 'subscriber_system_busy' });
    await expect(port({ url: 'http://127.0.0.1:1/api' }).lookup('0861000001', '1101700123456')).rejects.toMatchObject({ status: 503, code: 'subscriber_system_busy' });
  });

  it('configured by the environment, it replaces the sandbox: no seeded lines, the dev route off, lookups go to the API', async () => {
    const ctx = await createTestApp('pglite', { SUBSCRIBERS_URL: url, SUBSCRIBERS_API_KEY: KEY });
    try {
      const res = await ctx.app.inject('/api/dev/subscribers');
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'subscribers_sandbox_off']);
      expect(ctx.app.subscribers.sandbox).toBe(false);
      const { subscriber } = await ctx.app.subscribers.lookup('0861000001', '1101700123456');
      expect(subscriber.balance).toBe(-1200);
    } finally {
      await ctx.close();
    }
  });
});
