import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCardSystem } from './client';

const KEY = 'card-system-test-key-0123';

/** A card system API on this machine speaking the wire format of decision 035, with its ledger and failures. */
describe('HTTP card system adapter against an API speaking its wire format', () => {
  let server: Server;
  let url: string;
  let balance = 1_000;
  const entries: Record<string, { id: string; card_no: string; type: string; points: number; reference: string; created_at: string }> = {};
  const seen: { method: string; path: string; body: unknown; idempotencyKey?: string }[] = [];
  let status: number | null = null;
  let slow = false;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const card = () => ({ card_no: '9000000001', tier: 'BLACK', id_card_last4: '8815', member_since: '2024-01-15T03:00:00Z', point_balance: balance });

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
      if (slow) return void setTimeout(() => json(200, card()), 500);
      if (req.method === 'POST' && path === '/api/v1/cards/lookup') {
        const found = body.mobile === '0870000001' || body.id_card_number === '3101700888815';
        return found ? json(200, card()) : json(404, { error: { code: 'CARD_NOT_FOUND' } });
      }
      if (req.method === 'GET' && path === '/api/v1/cards/9000000001') return json(200, card());
      if (req.method === 'GET' && path.startsWith('/api/v1/cards/9000000001/points?')) return json(200, { items: Object.values(entries).reverse() });
      if (req.method === 'POST' && path === '/api/v1/cards/9000000001/points/debit') {
        const same = entries[`DEBIT:${body.reference}`];
        if (same) return same.points === body.points ? json(200, same) : json(409, { error: { code: 'REFERENCE_REUSED' } });
        if (balance < body.points) return json(409, { error: { code: 'INSUFFICIENT_POINTS', balance } });
        balance -= body.points;
        const entry = {
          id: `e${Object.keys(entries).length + 1}`,
          card_no: '9000000001',
          type: 'DEBIT',
          points: body.points,
          reference: body.reference,
          created_at: new Date().toISOString(),
        };
        entries[`DEBIT:${body.reference}`] = entry;
        return json(201, entry);
      }
      if (req.method === 'POST' && path === '/api/v1/cards/9000000001/points/credit') {
        const debit = entries[`DEBIT:${body.reference}`];
        if (!debit) return json(404, { error: { code: 'DEBIT_NOT_FOUND' } });
        const same = entries[`CREDIT:${body.reference}`];
        if (same) return json(200, same);
        balance += debit.points;
        const entry = { ...debit, id: `e${Object.keys(entries).length + 1}`, type: 'CREDIT' };
        entries[`CREDIT:${body.reference}`] = entry;
        return json(201, entry);
      }
      return json(404, { error: { code: 'CARD_NOT_FOUND' } });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const port = (over: { apiKey?: string; timeoutMs?: number } = {}) => httpCardSystem({ url, apiKey: over.apiKey ?? KEY, timeoutMs: over.timeoutMs });

  it('finds a card by mobile or Thai ID in a POST body (never in the URL), and maps it', async () => {
    const byMobile = await port().cardByMobile('0870000001');
    expect(byMobile).toMatchObject({ cardNo: '9000000001', tier: 'black', holderIdLast4: '8815', points: 1_000 });
    expect(byMobile?.memberSince.toISOString()).toBe('2024-01-15T03:00:00.000Z');
    expect(await port().cardByThaiId('3101700888815')).not.toBeNull();
    expect(await port().cardByThaiId('1101700123456')).toBeNull();
    expect(seen.every((s) => !s.path.includes('0870000001') && !s.path.includes('3101700888815'))).toBe(true);
    await expect(port().card('9999999999')).rejects.toMatchObject({ status: 404, code: 'card_not_found' });
  });

  it('debits once per reference with an Idempotency-Key, refuses too many points and a reused reference, and credits back once', async () => {
    const p = port();
    const first = await p.debit({ cardNo: '9000000001', points: 300, reference: 'order:A1' });
    expect(first).toMatchObject({ kind: 'debit', points: 300, reference: 'order:A1' });
    expect(seen.at(-1)?.idempotencyKey).toBe('debit:order:A1');
    expect((await p.debit({ cardNo: '9000000001', points: 300, reference: 'order:A1' })).id).toBe(first.id);
    await expect(p.debit({ cardNo: '9000000001', points: 5, reference: 'order:A1' })).rejects.toMatchObject({ status: 409, code: 'points_reference_reused' });
    await expect(p.debit({ cardNo: '9000000001', points: 5_000, reference: 'order:A2' })).rejects.toMatchObject({
      status: 409,
      code: 'points_insufficient',
      details: { balance: 700 },
    });
    expect((await p.credit({ cardNo: '9000000001', reference: 'order:A1' }))?.kind).toBe('credit');
    expect((await p.credit({ cardNo: '9000000001', reference: 'order:A1' }))?.points).toBe(300);
    expect(await p.credit({ cardNo: '9000000001', reference: 'order:none' })).toBeNull();
    expect((await p.card('9000000001')).points).toBe(1_000);
    expect((await p.history('9000000001', 20)).map((e) => e.kind)).toEqual(['credit', 'debit']);
  });

  it('a 5xx, 429, refused key or timeout is 503 card_system_busy with a retry time', async () => {
    status = 503;
    await expect(port().card('9000000001')).rejects.toMatchObject({ status: 503, code: 'card_system_busy', details: { retry_after_s: 12 } });
    status = 429;
    await expect(port().cardByMobile('0870000001')).rejects.toMatchObject({ status: 503, code: 'card_system_busy' });
    status = null;
    await expect(port({ apiKey: 'wrong-key-0123456789' }).card('9000000001')).rejects.toMatchObject({ status: 503, details: { retry_after_s: 60 } });
    slow = true;
    await expect(port({ timeoutMs: 100 }).card('9000000001')).rejects.toMatchObject({ status: 503, code: 'card_system_busy' });
    slow = false;
  });
});
