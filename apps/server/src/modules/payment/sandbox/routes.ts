import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '@store/domain/contracts/payment';
import { parseLang } from '@store/domain/lang';
import { AppError } from '../../../lib/errors';
import { route } from '../../../lib/module';
import type { Sandbox } from './sandbox';
import { renderPayLaterPage } from './paylater-page';
import { renderThreeDsPage } from './three-ds-page';

/** Basic auth with the key as user name (as Omise); 401 unless it is the expected key. */
async function requireKey(request: FastifyRequest, expected: Promise<string>) {
  const encoded = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const given = Buffer.from(Buffer.from(encoded, 'base64').toString('utf8').split(':')[0]);
  const key = Buffer.from(await expected);
  if (given.length !== key.length || !timingSafeEqual(given, key)) throw new AppError('unauthorized', 'gateway_key_invalid', 'A valid gateway key is required.');
}

/** Per address (keyPrefix is read by the database store). */
const TOKENS_LIMIT = { max: 30, timeWindow: 60_000, keyPrefix: 'sandbox-tokens' };

/** Answered already or expired: the store reads the charge anyway. */
const unlessConflict = (e: unknown) => {
  if (!(e instanceof AppError && e.type === 'conflict')) throw e;
};

/**
 * The sandbox gateway over HTTP under /api/sandbox-gateway: the card vault the browser calls (public
 * key), the REST calls a server makes (secret key), the 3-D Secure page and the PromptPay "pay" action.
 */
export async function sandboxRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { gateway } = sandbox;
  const publicKey = {
    onRequest: async (req: FastifyRequest) =>
      requireKey(
        req,
        sandbox.keys().then((k) => k.publicKey),
      ),
  };
  const secretKey = {
    onRequest: async (req: FastifyRequest) =>
      requireKey(
        req,
        sandbox.keys().then((k) => k.secretKey),
      ),
  };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  route(app, contract.createSandboxToken, async (req, reply) => reply.status(201).send({ data: await sandbox.createToken(req.body.card) }), {
    config: { rateLimit: TOKENS_LIMIT },
    ...publicKey,
  });

  route(
    app,
    contract.createSandboxCustomer,
    async (req, reply) => {
      const card = await gateway.saveCard(req.body.card, req.headers['idempotency-key']);
      return reply.status(201).send({ data: { object: 'customer' as const, id: card.customer!, cards: { data: [card] } } });
    },
    secretKey,
  );

  route(app, contract.deleteSandboxCard, async (req) => (await gateway.deleteCard(req.params.customer, req.params.card), { data: { deleted: true as const } }), secretKey);

  route(app, contract.createSandboxSource, async (req, reply) => reply.status(201).send({ data: await gateway.createSource(req.body, req.headers['idempotency-key']) }), secretKey);

  route(app, contract.getSandboxPayLaterEligibility, async (req) => ({ data: await gateway.payLaterEligibility(req.query) }), secretKey);

  route(app, contract.createSandboxCharge, async (req, reply) => reply.status(201).send({ data: await gateway.createCharge(req.body, req.headers['idempotency-key']) }), secretKey);

  route(app, contract.getSandboxCharge, async (req) => ({ data: await gateway.retrieveCharge(req.params.id) }), secretKey);

  route(app, contract.reverseSandboxCharge, async (req) => ({ data: await gateway.reverseCharge(req.params.id) }), secretKey);

  route(
    app,
    contract.refundSandboxCharge,
    async (req, reply) => reply.status(201).send({ data: await gateway.createRefund(req.params.id, req.body.amount, req.headers['idempotency-key']) }),
    secretKey,
  );

  route(app, contract.simulateSandboxPayment, async (req) => ({ data: await sandbox.simulatePayment(req.params.id) }));

  route(app, contract.simulateSandboxExpiry, async (req) => ({ data: await sandbox.simulateExpiry(req.params.id) }));

  const page = (req: FastifyRequest) => req.url.split('?')[0];
  // The shopper's language: the page's own `lang` (its switch link, its form), else the store's
  // language cookie (the pages are on the store's origin), else Thai.
  const langOf = (req: FastifyRequest, given: string | undefined) => parseLang(given ?? req.cookies?.lang);
  // The answer pages (3-D Secure, pay-later) post their form back to themselves: under helmet's
  // `Referrer-Policy: no-referrer` a browser sends `Origin: null` with a form POST, which the origin
  // check refuses; same-origin keeps the real origin.
  const html = (reply: FastifyReply, body: string) =>
    reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(body);

  route(app, contract.getSandboxPayLaterPage, async (req, reply) => {
    const { charge, phone } = await sandbox.payLaterCharge(req.params.id);
    if (charge.source?.type !== 'paylater') throw new AppError('not_found', 'charge_not_found', 'No such pay-later charge.');
    return html(reply, renderPayLaterPage(charge, phone, langOf(req, req.query.lang), page(req), new Date()));
  });

  route(app, contract.answerSandboxPayLater, async (req, reply) => {
    await sandbox.answerPayLater(req.params.id, req.body.action === 'approve').catch(unlessConflict);
    const { charge, phone } = await sandbox.payLaterCharge(req.params.id);
    if (charge.return_uri) return reply.redirect(charge.return_uri, 303);
    return html(reply, renderPayLaterPage(charge, phone, langOf(req, req.body.lang), page(req), new Date()));
  });

  route(app, contract.getSandboxThreeDsPage, async (req, reply) =>
    html(reply, renderThreeDsPage(await sandbox.retrieve(req.params.id), langOf(req, req.query.lang), page(req), new Date())),
  );

  route(app, contract.answerSandboxThreeDs, async (req, reply) => {
    await sandbox.answerThreeDs(req.params.id, req.body.action === 'authorise').catch(unlessConflict);
    const charge = await sandbox.retrieve(req.params.id);
    if (charge.return_uri) return reply.redirect(charge.return_uri, 303);
    return html(reply, renderThreeDsPage(charge, langOf(req, req.body.lang), page(req), new Date()));
  });
}
