import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../lib/errors';
import { qrSvgDataUrl } from '../../promptpay-qr';
import type { Sandbox } from '../sandbox';
import { parseOmiseForm } from './body';
import { toWireError } from './errors';
import { wireCard, wireCharge, wireCustomer, wireEvent, wireRefund, wireSource, wireToken, type WireContext } from './views';

const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[^\u0000]*$/, 'no NUL');
const satang = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);
const thb = z
  .string()
  .regex(/^thb$/i, 'only THB')
  .transform(() => 'THB' as const);
const metadata = z.record(z.string().max(40), z.coerce.string().max(500)).optional();

const tokenBody = z.object({
  card: z.object({
    name: text(100),
    number: text(30),
    expiration_month: z.coerce.number().int(),
    expiration_year: z.coerce.number().int(),
    security_code: text(4),
  }),
});
const sourceBody = z.object({ type: z.literal('promptpay'), amount: satang, currency: thb });
const chargeBody = z.object({
  amount: satang,
  currency: thb,
  card: text(64).optional(),
  customer: text(64).optional(),
  source: text(64).optional(),
  return_uri: z.string().url().max(2000).optional(),
  description: z.string().max(255).optional(),
  metadata,
});
const refundBody = z.object({ amount: satang });
const customerBody = z.object({ card: text(64), email: z.string().max(255).optional(), description: z.string().max(255).optional() });
const idParams = z.object({ id: text(64) });
const cardParams = z.object({ id: text(64), card: text(64) });

const keyOf = (request: FastifyRequest) => {
  const encoded = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return Buffer.from(Buffer.from(encoded, 'base64').toString('utf8').split(':')[0]);
};
const same = (given: Buffer, key: string) => given.length === Buffer.byteLength(key) && timingSafeEqual(given, Buffer.from(key));

export interface OmiseWireOptions {
  sandbox: Sandbox;
  /** The store's origin, where the sandbox's 3-D Secure and pay-later pages are (made absolute in authorize_uri). */
  pagesOrigin: () => string;
}

/**
 * The embedded sandbox over Omise's wire format (decision 019): the paths of api.omise.co and
 * vault.omise.co at the root of its own listener, HTTP Basic with the secret key (the public key for
 * tokens and sources), JSON or form-encoded bodies, bare Omise objects and Omise error objects. It is
 * the same sandbox (same tables, same rules) as the store's /api/sandbox-gateway routes.
 */
export async function buildOmiseWire(opts: OmiseWireOptions): Promise<FastifyInstance> {
  const { sandbox } = opts;
  const { gateway } = sandbox;
  const ctx: WireContext = { pagesOrigin: () => opts.pagesOrigin().replace(/\/+$/, ''), qrImage: qrSvgDataUrl };
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 });
  // The client sends `Content-Type: application/json` with no body on DELETE and GET: Omise takes that.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    if ((body as string).trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('invalid', 'bad_request', 'the body is not valid JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, parseOmiseForm(body as string)));
  app.setErrorHandler((err, _req, reply) => {
    const { status, body } = toWireError(err);
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send(toWireError(new AppError('not_found', 'not_found', 'the requested resource could not be found')).body));

  const auth = (which: 'secret' | 'public' | 'either') => async (req: FastifyRequest) => {
    const given = keyOf(req);
    const keys = await sandbox.keys();
    const ok = (which !== 'public' && same(given, keys.secretKey)) || (which !== 'secret' && same(given, keys.publicKey));
    if (!ok) throw new AppError('unauthorized', 'gateway_key_invalid', 'authentication failed');
  };
  const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
    const result = schema.safeParse(value ?? {});
    if (!result.success) throw new AppError('invalid', 'bad_request', result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(', '));
    return result.data;
  };
  const idempotencyKey = (req: FastifyRequest) => {
    const key = req.headers['idempotency-key'];
    return typeof key === 'string' ? key : undefined;
  };

  // The browser posts cards to the vault from the store's pages (another origin), as to vault.omise.co.
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type', 'access-control-allow-methods': 'POST' };
  app.options('/tokens', async (_req, reply) =>
    reply
      .headers({ ...cors, 'access-control-max-age': '600' })
      .status(204)
      .send(),
  );
  app.addHook('onSend', async (req, reply) => {
    if (req.url === '/tokens') reply.headers(cors);
  });
  app.post('/tokens', { onRequest: auth('public') }, async (req) => {
    const made = await sandbox.createToken(parse(tokenBody, req.body).card);
    return wireToken(made);
  });
  app.get('/tokens/:id', { onRequest: auth('either') }, async (req) => wireToken(await sandbox.token(parse(idParams, req.params).id)));

  app.post('/sources', { onRequest: auth('either') }, async (req) => wireSource(await gateway.createSource(parse(sourceBody, req.body), idempotencyKey(req))));

  app.post('/charges', { onRequest: auth('secret') }, async (req) => {
    const body = parse(chargeBody, req.body);
    return wireCharge(ctx, await gateway.createCharge({ ...body, metadata: body.metadata }, idempotencyKey(req)));
  });
  app.get('/charges/:id', { onRequest: auth('secret') }, async (req) => wireCharge(ctx, await gateway.retrieveCharge(parse(idParams, req.params).id)));
  app.post('/charges/:id/reverse', { onRequest: auth('secret') }, async (req) => wireCharge(ctx, await gateway.reverseCharge(parse(idParams, req.params).id)));
  app.post('/charges/:id/refunds', { onRequest: auth('secret') }, async (req) =>
    wireRefund(await gateway.createRefund(parse(idParams, req.params).id, parse(refundBody, req.body).amount, idempotencyKey(req))),
  );
  // Omise's test mode: settle an offline (PromptPay) test charge as its payer would.
  app.post('/charges/:id/mark_as_paid', { onRequest: auth('secret') }, async (req) => wireCharge(ctx, await sandbox.simulatePayment(parse(idParams, req.params).id)));

  app.post('/customers', { onRequest: auth('secret') }, async (req) => {
    const card = await gateway.saveCard(parse(customerBody, req.body).card, idempotencyKey(req));
    return wireCustomer(card.customer!, [card]);
  });
  app.get('/customers/:id', { onRequest: auth('secret') }, async (req) => {
    const { id } = parse(idParams, req.params);
    return wireCustomer(id, await sandbox.customerCards(id));
  });
  app.delete('/customers/:id/cards/:card', { onRequest: auth('secret') }, async (req) => {
    const { id, card } = parse(cardParams, req.params);
    const cards = await sandbox.customerCards(id);
    const found = cards.find((c) => c.id === card);
    if (!found) throw new AppError('not_found', 'card_not_found', 'card was not found');
    await gateway.deleteCard(id, card);
    return { ...wireCard(found), deleted: true };
  });

  app.get('/events/:id', { onRequest: auth('secret') }, async (req) => wireEvent(ctx, await sandbox.event(parse(idParams, req.params).id)));

  return app;
}
