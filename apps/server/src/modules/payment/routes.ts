import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@store/domain/api';
import { savedCardSchema } from '@store/domain/payment';
import type { Db } from '../../db/client';
import { requireSelf } from '../identity/session-guard';
import type { PaymentSetup } from './module';
import { sandboxRoutes } from './sandbox/routes';
import { deleteSavedCard, listSavedCards } from './saved-cards';

const tags = ['payment'];
const userParams = z.object({ user_id: z.string().max(64) });

/**
 * The store's payment routes: what the browser needs to tokenise a card, the gateway's webhook, and
 * the shopper's saved cards (spec 7 GET, DELETE /card-token/{userId}; user id from the session). The
 * sandbox gateway's own routes come along while it is the active gateway.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db; payment: PaymentSetup }> = async (app, { db, payment }) => {
  const { payments } = payment;
  if (payment.sandbox) await app.register(sandboxRoutes, { sandbox: payment.sandbox });

  app.get(
    '/payments/gateway',
    {
      schema: {
        tags,
        summary: 'The active gateway and what the browser needs to tokenise a card',
        response: { 200: dataEnvelope(z.object({ name: z.string(), public_key: z.string(), tokens_url: z.string() })) },
      },
    },
    async () => {
      const c = await payments.gateway.publicConfig();
      return { data: { name: c.name, public_key: c.publicKey, tokens_url: c.tokensUrl } };
    },
  );

  // The webhook needs its raw body for the signature: JSON is kept as text in this scope only.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    raw.post(
      '/payments/webhook',
      {
        schema: {
          tags,
          summary: 'Gateway webhook: signature and timestamp checked, the charge read again from the gateway, each event handled once',
          body: z.string(),
          response: { 200: dataEnvelope(z.object({ event_id: z.string(), duplicate: z.boolean(), changed: z.boolean() })) },
        },
      },
      async (req) => ({ data: await payments.handleWebhook(req.body as string, req.headers) }),
    );
  });

  app.get(
    '/card-token/:user_id',
    {
      schema: { tags, summary: 'My saved cards (brand and last 4 digits only)', params: userParams, response: { 200: dataEnvelope(z.array(savedCardSchema)) } },
    },
    async (req, reply) => {
      const session = await requireSelf(db, req, req.params.user_id);
      reply.header('cache-control', 'no-store');
      return { data: await listSavedCards(db, session.user.userId) };
    },
  );

  app.delete(
    '/card-token/:user_id/:card_id',
    {
      schema: {
        tags,
        summary: 'Delete one of my saved cards',
        params: userParams.extend({ card_id: z.string().max(64) }),
        response: { 200: dataEnvelope(z.object({ id: z.string(), deleted: z.literal(true) })) },
      },
    },
    async (req) => {
      const session = await requireSelf(db, req, req.params.user_id);
      await deleteSavedCard(db, payments.gateway, session.user.userId, req.params.card_id);
      return { data: { id: req.params.card_id, deleted: true as const } };
    },
  );
};
