import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/databases';
import { httpSms } from './sms-http';

/** A provider on this machine that speaks the bulk-SMS API's wire format, with its failures. */
describe('HTTP SMS adapter against a provider speaking its wire format', () => {
  const sent: { msisdn: string; message: string; sender: string }[] = [];
  let server: Server;
  let url: string;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const form = new URLSearchParams(await read(req));
      const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.headers.authorization !== `Basic ${Buffer.from('key:secret').toString('base64')}`)
        return json(401, { error: { code: 104, name: 'ERROR_UNAUTHORIZED', description: 'Unauthorized' } });
      if (form.get('message') === 'slow') return void setTimeout(() => json(201, {}), 500);
      if (form.get('message') === 'boom') return json(500, { error: { code: 500, description: 'Internal' } });
      const msisdn = form.get('msisdn') ?? '';
      if (!/^0[689]\d{8}$/.test(msisdn)) return json(201, { phone_number_list: [], bad_phone_number_list: [{ number: msisdn, message: 'Invalid phone number' }] });
      sent.push({ msisdn, message: form.get('message') ?? '', sender: form.get('sender') ?? '' });
      json(201, {
        remaining_credit: 99,
        total_use_credit: 1,
        credit_type: 'standard',
        phone_number_list: [{ number: msisdn, message_id: 'm1', used_credit: 1 }],
        bad_phone_number_list: [],
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sms = (over: Partial<Parameters<typeof httpSms>[0]> = {}) => httpSms({ url, apiKey: 'key', apiSecret: 'secret', sender: 'TAWAN', ...over });

  it('sends the number, the Thai text and the sender name', async () => {
    await sms().send({ to: '0812345678', body: 'รหัส OTP ของคุณคือ 123456', purpose: 'otp' });
    expect(sent).toEqual([{ msisdn: '0812345678', message: 'รหัส OTP ของคุณคือ 123456', sender: 'TAWAN' }]);
  });

  it('a number the provider refuses is 422 sms_number_refused', async () => {
    await expect(sms().send({ to: '0212345678', body: 'x', purpose: 'otp' })).rejects.toMatchObject({ status: 422, code: 'sms_number_refused' });
  });

  it.each([
    ['wrong credentials', { apiSecret: 'nope' }, 'x'],
    ['a provider error', {}, 'boom'],
    ['a provider slower than the timeout', { timeoutMs: 100 }, 'slow'],
    ['an unreachable provider', { url: 'http://127.0.0.1:1/sms' }, 'x'],
  ] as const)('%s is 503 sms_unavailable', async (_name, over, body) => {
    await expect(sms(over).send({ to: '0812345678', body, purpose: 'otp' })).rejects.toMatchObject({ status: 503, code: 'sms_unavailable' });
  });

  it('configured by the environment, it replaces the outbox and turns the sandbox inbox off', async () => {
    const ctx = await createTestApp('pglite', { SMS_PROVIDER_URL: url, SMS_API_KEY: 'key', SMS_API_SECRET: 'secret', SMS_SENDER: 'TAWAN' });
    try {
      const res = await ctx.app.inject({ url: '/api/dev/sms-inbox?to=0812345678' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('sms_inbox_off');
    } finally {
      await ctx.close();
    }
  });
});
