import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@store/domain/api';
import { parseLang } from '@store/domain/lang';
import { cardInputSchema } from '@store/domain/payment';
import { AppError } from '../../../lib/errors';
import type { Sandbox } from './sandbox';
import { renderPayLaterPage } from './paylater-page';
import { renderThreeDsPage } from './three-ds-page';
import * as s from './schemas';

const tags = ['sandbox gateway'];

/** Basic auth with the key as user name (as Omise); 401 unless it is the expected key. */
async function requireKey(request: FastifyRequest, expected: Promise<string>) {
  const encoded = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const given = Buffer.from(Buffer.from(encoded, 'base64').toString('utf8').split(':')[0]);
  const key = Buffer.from(await expected);
  if (given.length !== key.length || !timingSafeEqual(given, key)) throw new AppError('unauthorized', 'gateway_key_invalid', 'A valid gateway key is required.');
}

/**
 * The sandbox gateway over HTTP under /api/sandbox-gateway: the card vault the browser calls (public
 * key), the REST calls a server makes (secret key), the 3-D Secure page and the PromptPay "pay" action.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: Sandbox }> = async (app, { sandbox }) => {
  const { gateway } = sandbox;
  const publicKey = async (req: FastifyRequest) =>
    requireKey(
      req,
      sandbox.keys().then((k) => k.publicKey),
    );
  const secretKey = async (req: FastifyRequest) =>
    requireKey(
      req,
      sandbox.keys().then((k) => k.secretKey),
    );
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/sandbox-gateway/tokens',
    {
      schema: {
        tags,
        summary: 'Tokenise a card (from the browser, with the public key); only brand and last 4 digits are kept',
        body: z.object({ card: cardInputSchema }),
        response: { 201: dataEnvelope(s.tokenSchema) },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000, keyPrefix: 'sandbox-tokens' } },
      onRequest: async (req) => publicKey(req),
    },
    async (req, reply) => reply.status(201).send({ data: await sandbox.createToken(req.body.card) }),
  );

  app.post(
    '/sandbox-gateway/customers',
    {
      schema: {
        tags,
        summary: "Keep a token's card on a new customer",
        headers: s.idempotencyHeaders,
        body: z.object({ card: z.string().max(64) }),
        response: { 201: dataEnvelope(s.customerSchema) },
      },
      onRequest: async (req) => secretKey(req),
    },
    async (req, reply) => {
      const card = await gateway.saveCard(req.body.card, req.headers['idempotency-key']);
      return reply.status(201).send({ data: { object: 'customer' as const, id: card.customer!, cards: { data: [card] } } });
    },
  );

  app.delete(
    '/sandbox-gateway/customers/:customer/cards/:card',
    {
      schema: {
        tags,
        summary: 'Delete a saved card',
        params: z.object({ customer: z.string().max(64), card: z.string().max(64) }),
        response: { 200: dataEnvelope(z.object({ deleted: z.literal(true) })) },
      },
      onRequest: async (req) => secretKey(req),
    },
    async (req) => (await gateway.deleteCard(req.params.customer, req.params.card), { data: { deleted: true as const } }),
  );

  app.post(
    '/sandbox-gateway/sources',
    {
      schema: { tags, summary: 'Create a PromptPay source', headers: s.idempotencyHeaders, body: s.sourceBodySchema, response: { 201: dataEnvelope(s.sourceSchema) } },
      onRequest: async (req) => secretKey(req),
    },
    async (req, reply) => reply.status(201).send({ data: await gateway.createSource(req.body, req.headers['idempotency-key']) }),
  );

  app.get(
    '/sandbox-gateway/paylater/eligibility',
    {
      schema: {
        tags,
        summary: 'Pay-later credit check for a mobile number and an amount (numbers ending 0000 are refused; 30,000 baht of credit otherwise)',
        querystring: z.object({ phone_number: z.string().max(20), amount: z.coerce.number().int() }),
        response: { 200: dataEnvelope(s.eligibilitySchema) },
      },
      onRequest: async (req) => secretKey(req),
    },
    async (req) => ({ data: await gateway.payLaterEligibility(req.query) }),
  );

  app.post(
    '/sandbox-gateway/charges',
    {
      schema: {
        tags,
        summary: 'Create a charge (token, saved card or source); Idempotency-Key honoured',
        headers: s.idempotencyHeaders,
        body: s.chargeBodySchema,
        response: { 201: dataEnvelope(s.chargeSchema) },
      },
      onRequest: async (req) => secretKey(req),
    },
    async (req, reply) => reply.status(201).send({ data: await gateway.createCharge(req.body, req.headers['idempotency-key']) }),
  );

  app.get(
    '/sandbox-gateway/charges/:id',
    {
      schema: { tags, summary: 'Retrieve a charge', params: s.chargeParams, response: { 200: dataEnvelope(s.chargeSchema) } },
      onRequest: async (req) => secretKey(req),
    },
    async (req) => ({ data: await gateway.retrieveCharge(req.params.id) }),
  );

  app.post(
    '/sandbox-gateway/charges/:id/reverse',
    {
      schema: { tags, summary: 'Reverse a pending charge', params: s.chargeParams, response: { 200: dataEnvelope(s.chargeSchema) } },
      onRequest: async (req) => secretKey(req),
    },
    async (req) => ({ data: await gateway.reverseCharge(req.params.id) }),
  );

  app.post(
    '/sandbox-gateway/charges/:id/refunds',
    {
      schema: {
        tags,
        summary: 'Refund part or all of a successful charge',
        params: s.chargeParams,
        headers: s.idempotencyHeaders,
        body: z.object({ amount: z.number().int() }),
        response: { 201: dataEnvelope(s.refundSchema) },
      },
      onRequest: async (req) => secretKey(req),
    },
    async (req, reply) => reply.status(201).send({ data: await gateway.createRefund(req.params.id, req.body.amount, req.headers['idempotency-key']) }),
  );

  app.post(
    '/sandbox-gateway/charges/:id/simulate-payment',
    {
      schema: {
        tags,
        summary: 'Pay a pending PromptPay charge as a bank app would (sandbox only; sends the signed webhook)',
        params: s.chargeParams,
        response: { 200: dataEnvelope(s.chargeSchema) },
      },
    },
    async (req) => ({ data: await sandbox.simulatePayment(req.params.id) }),
  );

  app.post(
    '/sandbox-gateway/charges/:id/simulate-expiry',
    {
      schema: {
        tags,
        summary: "Let a pending charge's time run out now, as if its QR or approval page had expired (sandbox only; sends the signed webhook)",
        params: s.chargeParams,
        response: { 200: dataEnvelope(s.chargeSchema) },
      },
    },
    async (req) => ({ data: await sandbox.simulateExpiry(req.params.id) }),
  );

  const page = (req: FastifyRequest) => req.url.split('?')[0];
  // The answer pages (3-D Secure, pay-later) post their form back to themselves: under helmet's
  // `Referrer-Policy: no-referrer` a browser sends `Origin: null` with a form POST, which the origin
  // check refuses; same-origin keeps the real origin.
  const html = (reply: FastifyReply, body: string) =>
    reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(body);

  app.get(
    '/sandbox-gateway/paylater/:id',
    {
      schema: {
        tags,
        summary: "The pay-later approval page (HTML): the plan's instalments, approve or decline",
        params: s.chargeParams,
        querystring: z.object({ lang: z.string().max(8).optional() }),
      },
    },
    async (req, reply) => {
      const { charge, phone } = await sandbox.payLaterCharge(req.params.id);
      if (charge.source?.type !== 'paylater') throw new AppError('not_found', 'charge_not_found', 'No such pay-later charge.');
      return html(reply, renderPayLaterPage(charge, phone, parseLang(req.query.lang), page(req), new Date()));
    },
  );

  app.post(
    '/sandbox-gateway/paylater/:id',
    {
      schema: {
        tags,
        summary: "The buyer's pay-later answer (approve takes the credit); redirects to the charge's return_uri",
        params: s.chargeParams,
        body: z.object({ action: z.enum(['approve', 'decline']), lang: z.string().max(8).optional() }),
      },
    },
    async (req, reply) => {
      try {
        await sandbox.answerPayLater(req.params.id, req.body.action === 'approve');
      } catch (e) {
        if (!(e instanceof AppError && e.type === 'conflict')) throw e; // answered already or expired: the store reads the charge anyway
      }
      const { charge, phone } = await sandbox.payLaterCharge(req.params.id);
      if (charge.return_uri) return reply.redirect(charge.return_uri, 303);
      return html(reply, renderPayLaterPage(charge, phone, parseLang(req.body.lang), page(req), new Date()));
    },
  );

  app.get(
    '/sandbox-gateway/3ds/:id',
    {
      schema: { tags, summary: 'The 3-D Secure page (HTML)', params: s.chargeParams, querystring: z.object({ lang: z.string().max(8).optional() }) },
    },
    async (req, reply) => {
      return html(reply, renderThreeDsPage(await sandbox.retrieve(req.params.id), parseLang(req.query.lang), page(req), new Date()));
    },
  );

  app.post(
    '/sandbox-gateway/3ds/:id',
    {
      schema: {
        tags,
        summary: "The buyer's 3-D Secure answer; redirects to the charge's return_uri",
        params: s.chargeParams,
        body: z.object({ action: z.enum(['authorise', 'fail']), lang: z.string().max(8).optional() }),
      },
    },
    async (req, reply) => {
      try {
        await sandbox.answerThreeDs(req.params.id, req.body.action === 'authorise');
      } catch (e) {
        if (!(e instanceof AppError && e.type === 'conflict')) throw e; // answered already or expired: the store reads the charge anyway
      }
      const charge = await sandbox.retrieve(req.params.id);
      if (charge.return_uri) return reply.redirect(charge.return_uri, 303);
      return html(reply, renderThreeDsPage(charge, parseLang(req.body.lang), page(req), new Date()));
    },
  );
};
