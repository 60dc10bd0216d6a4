import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/payment';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { requireSelf } from '../identity/session-guard';
import type { PaymentSetup } from './plugin';
import { sandboxRoutes } from './sandbox/routes';
import { deleteSavedCard, listSavedCards } from './saved-cards';

/**
 * The store's payment routes: what the browser needs to tokenise a card, the gateway's webhook, and
 * the shopper's saved cards (spec 7 GET, DELETE /card-token/{userId}; user id from the session). The
 * sandbox gateway's own routes come along while it is the active gateway.
 */
export async function paymentRoutes(app: FastifyInstance, { db, payment }: { db: Db; payment: PaymentSetup }) {
  const { payments } = payment;
  if (payment.sandbox) await app.register(sandboxRoutes, { sandbox: payment.sandbox });

  route(app, contract.getPaymentGateway, async () => {
    const c = await payments.gateway.publicConfig();
    return { data: { name: c.name, public_key: c.publicKey, tokens_url: c.tokensUrl } };
  });

  // The webhook needs its raw body for the signature: JSON is kept as text in this scope only.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    route(raw, contract.paymentWebhook, async (req) => ({ data: await payments.handleWebhook(req.body, req.headers) }));
  });

  route(app, contract.listSavedCards, async (req, reply) => {
    const session = await requireSelf(db, req, req.params.user_id);
    reply.header('cache-control', 'no-store');
    return { data: await listSavedCards(db, session.user.userId) };
  });

  route(app, contract.deleteSavedCard, async (req) => {
    const session = await requireSelf(db, req, req.params.user_id);
    await deleteSavedCard(db, payments.gateway, session.user.userId, req.params.card_id);
    return { data: { id: req.params.card_id, deleted: true as const } };
  });
}
