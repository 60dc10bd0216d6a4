import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { httpSubscribers } from './client';

const KEY = 'bss-test-key-0123456789';

/** The CLM calls of the operator's subscriber API (decision 033), against an API on this machine speaking that wire format. */
describe('HTTP subscribers adapter, CLM calls', () => {
  let server: Server;
  let url: string;
  const seen: { method: string; path: string; body: unknown; idempotencyKey?: string }[] = [];
  let running: { code: string; subscribed_at: string; reference: string }[] = [];
  let status: number | null = null;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const pkg = {
    nas_code: 'PP499-5G',
    type: 'POSTPAID',
    family: '5g',
    name_th: '5G 499',
    name_en: '5G Value 499',
    monthly_fee_satang: 49_900,
    benefits: [{ th: 'เน็ต 40GB', en: '40GB' }],
  };
  const address = { name: 'ก', phone: '0861000020', line1: '1 ถนน', subdistrict_id: 37, postcode: '10330' };

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const raw = await read(req);
      const body = raw ? JSON.parse(raw) : null;
      const path = req.url ?? '';
      seen.push({ method: req.method!, path, body, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      const json = (code: number, value: unknown, headers: Record<string, string> = {}) =>
        res.writeHead(code, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
      if (req.headers.authorization !== `Bearer ${KEY}`) return json(401, { error: { code: 'UNAUTHORIZED' } });
      if (status) return json(status, { error: { code: 'BUSY' } }, { 'retry-after': '7' });
      if (req.method === 'GET' && path === '/api/v1/subscribers/0861000020') {
        return json(200, {
          msisdn: '0861000020',
          type: 'POSTPAID',
          status: 'ACTIVE',
          blacklisted: false,
          balance_satang: 0,
          activated_at: '2024-01-15T03:00:00Z',
          package: { nas_code: 'PP499-5G', name_th: '5G 499', name_en: '5G Value 499' },
          id_card_last4: '6665',
          id_card_match: false,
        });
      }
      if (req.method === 'GET' && path.startsWith('/api/v1/subscribers/') && !path.includes('0861000020')) return json(404, { error: { code: 'SUBSCRIBER_NOT_FOUND' } });
      if (req.method === 'GET' && path === '/api/v1/subscribers/0861000020/details')
        return json(200, { contract_end_at: '2031-01-01T00:00:00Z', bill_cycle_day: 15, billing_address: address, package: pkg });
      if (req.method === 'GET' && path === '/api/v1/packages?nas_codes=PP499-5G,PP699-5G') return json(200, { items: [pkg] });
      if (req.method === 'GET' && path === '/api/v1/subscribers/0861000020/on-top') {
        return json(200, {
          items: [
            { code: 'A', name: { th: 'ก', en: 'A' }, detail: { th: 'ก', en: 'A' }, expires_at: '2099-01-01T00:00:00Z' },
            { code: 'OLD', name: { th: 'ข', en: 'B' }, detail: { th: 'ข', en: 'B' }, expires_at: '2000-01-01T00:00:00Z' },
          ],
        });
      }
      if (req.method === 'GET' && path === '/api/v1/vas?service=HOME')
        return json(200, { items: [{ code: 'TOL-MESH', service: 'HOME', name: { th: 'เมช', en: 'Mesh' }, includes: [], monthly_price_satang: 10_000 }] });
      if (req.method === 'GET' && path === '/api/v1/services/9600000001/vas?service=HOME') return json(200, { items: running });
      if (req.method === 'POST' && path === '/api/v1/services/9600000001/vas') {
        if (body.code === 'NOPE') return json(404, { error: { code: 'VAS_NOT_FOUND' } });
        if (running.some((r) => r.code === body.code)) return json(409, { error: { code: 'VAS_ALREADY_SUBSCRIBED' } });
        const row = { code: body.code, subscribed_at: '2030-01-01T00:00:00Z', reference: body.reference };
        running.push(row);
        return json(201, row);
      }
      const remove = /^\/api\/v1\/services\/9600000001\/vas\/([\w-]+)\/remove$/.exec(path);
      if (req.method === 'POST' && remove) {
        if (!running.some((r) => r.code === remove[1])) return json(409, { error: { code: 'VAS_NOT_SUBSCRIBED' } });
        running = running.filter((r) => r.code !== remove[1]);
        return json(200, {});
      }
      if (req.method === 'GET' && path === '/api/v1/tol-accounts/9600000001') {
        return json(200, {
          account_id: '9600000001',
          holder_name: 'สมศรี',
          contact_mobile: '0861000030',
          package: { th: 'ไฟเบอร์', en: 'Fiber' },
          status: 'ACTIVE',
          billing_address: address,
        });
      }
      if (req.method === 'GET' && path.startsWith('/api/v1/tol-accounts/')) return json(404, { error: { code: 'TOL_ACCOUNT_NOT_FOUND' } });
      json(404, { error: { code: 'NOT_FOUND' } });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fakeDb = { transaction: (fn: (tx: unknown) => Promise<unknown>) => fn('tx') } as unknown as Db;
  const port = () => httpSubscribers({ url, apiKey: KEY, db: fakeDb });

  it('reads a line’s details and maps them', async () => {
    const d = await port().lineDetails('0861000020');
    expect(d).toMatchObject({
      subscriber: { msisdn: '0861000020', type: 'postpaid', holderIdLast4: '6665' },
      package: { nasCode: 'PP499-5G', type: 'postpaid', family: '5g', monthlyFee: 49_900, title: { en: '5G Value 499' } },
      contractEndsAt: new Date('2031-01-01T00:00:00Z'),
      billCycleDay: 15,
      billingAddress: address,
    });
    await expect(port().lineDetails('0869999999')).rejects.toMatchObject({ status: 404, code: 'subscriber_not_found' });
  });

  it('reads packages and the running on-top benefits', async () => {
    expect((await port().packages(['PP499-5G', 'PP699-5G'])).map((p) => p.nasCode)).toEqual(['PP499-5G']);
    expect(await port().packages([])).toEqual([]);
    expect((await port().onTopBenefits('0861000020')).map((o) => o.code)).toEqual(['A']);
  });

  it('adds and removes a home-internet add-on with an Idempotency-Key from the reference, and maps the refusals', async () => {
    expect((await port().vasCatalog('home'))[0]).toMatchObject({ code: 'TOL-MESH', service: 'home', monthlyPrice: 10_000 });
    const input = { service: 'home' as const, serviceId: '9600000001', code: 'TOL-MESH', reference: 'order-1' };
    expect(await port().addVas(input)).toMatchObject({ code: 'TOL-MESH', reference: 'order-1' });
    expect(seen.at(-1)).toMatchObject({ idempotencyKey: 'vas-add:order-1', body: { service: 'HOME', code: 'TOL-MESH' } });
    await expect(port().addVas({ ...input, reference: 'order-2' })).rejects.toMatchObject({ status: 409, code: 'vas_already_subscribed' });
    await expect(port().addVas({ ...input, code: 'NOPE', reference: 'order-3' })).rejects.toMatchObject({ status: 404, code: 'vas_not_found' });
    expect((await port().subscribedVas('home', '9600000001')).map((v) => v.code)).toEqual(['TOL-MESH']);
    await port().removeVas({ ...input, reference: 'order-4' });
    expect(seen.at(-1)).toMatchObject({ idempotencyKey: 'vas-remove:order-4' });
    await expect(port().removeVas({ ...input, reference: 'order-5' })).rejects.toMatchObject({ status: 409, code: 'vas_not_subscribed' });
  });

  it('reads a home-internet account; an unknown one is 404, a busy system 503', async () => {
    expect(await port().tolAccount('9600000001')).toMatchObject({ accountId: '9600000001', contactMobile: '0861000030', status: 'active', package: { en: 'Fiber' } });
    await expect(port().tolAccount('9611111111')).rejects.toMatchObject({ status: 404, code: 'tol_account_not_found' });
    status = 503;
    try {
      await expect(port().tolAccount('9600000001')).rejects.toMatchObject({ status: 503, code: 'subscriber_system_busy', details: { retry_after_s: 7 } });
    } finally {
      status = null;
    }
  });
});
