import omiseModule from 'omise';
import { AppError, invalid } from '../../../lib/errors';
import type { GatewayEvent, PaymentGateway } from '../gateway';
import { OMISE_SIGNATURE_HEADERS, verifyWebhookSignature } from '../sandbox/signature';
import { fromOmiseError, type OmiseSubject } from './errors';
import { omiseHost } from './transport';
import { portCard, portCharge, portRefund, portSource, type OmiseCard, type OmiseCharge, type OmiseSource } from './views';

export interface OmiseConfig {
  publicKey: string;
  secretKey: string;
  /** The dashboard's webhook secret (base64): Omise-Signature is checked when set. */
  webhookSecret?: string;
  /** Another Omise-compatible API (the sandbox's Omise wire listener); api.omise.co when unset. */
  apiUrl?: string;
  /** The vault for tokens; vault.omise.co when unset (OMISE_API_URL's host when only that is set). */
  vaultUrl?: string;
}

interface OmiseClient {
  charges: {
    create(req: object): Promise<OmiseCharge>;
    retrieve(id: string): Promise<OmiseCharge>;
    reverse(id: string): Promise<OmiseCharge>;
    createRefund(id: string, req: object): Promise<{ id: string; charge: string; amount: number; created_at: string }>;
  };
  sources: { create(req: object): Promise<OmiseSource> };
  customers: {
    create(req: object): Promise<{ id: string; cards: { data: OmiseCard[] } }>;
    destroyCard(customer: string, card: string): Promise<unknown>;
  };
  events: { retrieve(id: string): Promise<{ id: string; key: string; data: { object?: string; id?: string; charge?: string } }> };
}
type OmiseFactory = (options: Record<string, unknown>) => OmiseClient;

// omise is CommonJS (module.exports = the factory); its types describe a `default` export instead.
const createClient = (typeof omiseModule === 'function' ? omiseModule : (omiseModule as unknown as { default: OmiseFactory }).default) as unknown as OmiseFactory;

/** Runs a call of the client and gives its failure the port's error (errors.ts). */
async function call<T>(subject: OmiseSubject, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw fromOmiseError(err, subject);
  }
}

const OMISE_VAULT = 'https://vault.omise.co';

/**
 * The production payment gateway (decision 019): Omise / Opn Payments through its official Node
 * client. Charges with a token, a customer's card or a PromptPay source (3-D Secure through
 * authorize_uri and return_uri), customers keeping a card, refunds, reversal, and webhooks checked
 * by Omise's signature (when the secret is configured) and always read back from the API by event
 * id. Idempotency keys are not sent: the client has no header option; the store reads an attempt's
 * charge back instead of charging again (payments.ts).
 */
export function createOmiseGateway(config: OmiseConfig): PaymentGateway {
  const api = config.apiUrl ? omiseHost(config.apiUrl) : null;
  const vaultUrl = config.vaultUrl ?? config.apiUrl;
  const vault = vaultUrl ? omiseHost(vaultUrl) : null;
  const scheme = api?.scheme ?? vault?.scheme;
  const omise = createClient({
    publicKey: config.publicKey,
    secretKey: config.secretKey,
    ...(api ? { host: api.host } : {}),
    ...(vault ? { vaultHost: vault.host } : {}),
    ...(scheme ? { scheme } : {}),
  });
  const tokensUrl = `${(vaultUrl ?? OMISE_VAULT).replace(/\/+$/, '')}/tokens`;

  return {
    name: 'omise',
    offersPayLater: false,
    publicConfig: async () => ({ name: 'omise', publicKey: config.publicKey, tokensUrl }),

    async createSource(input) {
      if (input.type !== 'promptpay') throw new AppError('unprocessable', 'payment_method_unavailable', 'Pay-later is not offered through Omise.');
      return portSource(await call('source', () => omise.sources.create({ type: 'promptpay', amount: input.amount, currency: 'thb' })));
    },

    // Omise has no pay-later provider of this kind (offersPayLater is false, so the store never asks).
    payLaterEligibility: async ({ phone_number, amount }) => ({
      object: 'paylater_eligibility',
      phone_number,
      amount,
      eligible: false,
      reason: 'credit_check_failed',
      credit_limit: 0,
      available_credit: 0,
      terms: [],
    }),

    async createCharge(input) {
      const charge = await call(input.source ? 'source' : 'token', () =>
        omise.charges.create({
          amount: input.amount,
          currency: 'thb',
          ...(input.card ? { card: input.card } : {}),
          ...(input.customer ? { customer: input.customer } : {}),
          ...(input.source ? { source: input.source } : {}),
          ...(input.return_uri ? { return_uri: input.return_uri } : {}),
          ...(input.description ? { description: input.description } : {}),
          metadata: input.metadata ?? {},
        }),
      );
      return portCharge(charge);
    },

    retrieveCharge: async (id) => portCharge(await call('charge', () => omise.charges.retrieve(id))),
    reverseCharge: async (id) => portCharge(await call('charge', () => omise.charges.reverse(id))),
    createRefund: async (chargeId, amount) => portRefund(await call('charge', () => omise.charges.createRefund(chargeId, { amount }))),

    async saveCard(token) {
      const customer = await call('token', () => omise.customers.create({ card: token }));
      const card = customer.cards.data[0];
      if (!card) throw invalid('invalid_card', 'The gateway kept no card for this token.');
      return portCard(card, customer.id);
    },

    async deleteCard(customer, card) {
      await call('card', () => omise.customers.destroyCard(customer, card)).catch((err: unknown) => {
        if (!(err instanceof AppError && err.type === 'not_found')) throw err; // already gone
      });
    },

    async verifyWebhook(rawBody, headers, now): Promise<GatewayEvent> {
      if (config.webhookSecret) verifyWebhookSignature(config.webhookSecret, rawBody, headers, now, OMISE_SIGNATURE_HEADERS);
      let id: unknown;
      try {
        id = (JSON.parse(rawBody) as { id?: unknown } | null)?.id;
      } catch {
        // answered below as not an event
      }
      if (typeof id !== 'string' || !/^evnt_[A-Za-z0-9_]{1,60}$/.test(id)) throw invalid('invalid_webhook', 'The webhook body is not an event.');
      // The body is never trusted: the event is read back from the API with the secret key.
      const event = await call('event', () => omise.events.retrieve(id)).catch((err: unknown) => {
        throw err instanceof AppError && err.type === 'not_found' ? new AppError('unauthorized', 'webhook_event_unknown', 'The gateway has no such event.') : err;
      });
      // Omise sends every event of the account (customers, transfers...): only charges and refunds matter here.
      const chargeId = event.data?.object === 'refund' ? event.data.charge : event.data?.object === 'charge' ? event.data.id : undefined;
      return { id: event.id, key: event.key, chargeId: typeof chargeId === 'string' ? chargeId : null };
    },
  };
}
