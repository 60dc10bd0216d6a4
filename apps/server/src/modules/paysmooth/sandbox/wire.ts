import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../../../lib/errors';
import { toWire } from '../http/client';
import type { PaySmoothPartnerPort } from '../port';

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });

/**
 * The partner's wire format (decision 037) served from a port (the embedded sandbox): what the HTTP
 * adapter is tested against, in process. 401 without the Bearer key; the port's errors as 404, 409
 * NOT_CAPTURABLE and 503 BUSY.
 */
export function paySmoothWire(port: PaySmoothPartnerPort, apiKey: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const json = (code: number, value: unknown) => res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (req.headers.authorization !== `Bearer ${apiKey}`) return json(401, { error: { code: 'UNAUTHORIZED' } });
    const url = req.url ?? '';
    try {
      const body = req.method === 'POST' ? (JSON.parse((await read(req)) || '{}') as Record<string, unknown>) : {};
      if (req.method === 'POST' && url === '/v1/applications') {
        const a = await port.apply({
          thaiId: String(body.id_card_number ?? ''),
          name: String(body.name ?? ''),
          mobile: String(body.mobile ?? ''),
          monthlyIncome: Number(body.monthly_income_satang ?? 0),
          amount: Number(body.amount_satang ?? 0),
          months: Number(body.term_months ?? 0),
        });
        return json(201, toWire(a));
      }
      const capture = /^\/v1\/applications\/([\w-]+)\/capture$/.exec(url);
      if (req.method === 'POST' && capture)
        return json(200, toWire(await port.capture(capture[1], { reference: String(body.reference ?? ''), amount: Number(body.amount_satang ?? 0) })));
      const one = /^\/v1\/applications\/([\w-]+)$/.exec(url);
      if (req.method === 'GET' && one) return json(200, toWire(await port.get(one[1])));
      return json(404, { error: { code: 'NOT_FOUND' } });
    } catch (err) {
      if (err instanceof AppError) return json(err.status === 503 ? 503 : err.status, { error: { code: err.status === 409 ? 'NOT_CAPTURABLE' : err.code.toUpperCase() } });
      return json(500, { error: { code: 'INTERNAL' } });
    }
  };
}
