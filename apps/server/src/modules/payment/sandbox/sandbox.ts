import type { CardInput } from '@store/domain/payment';
import type { Db } from '../../../db/client';
import { invalid } from '../../../lib/errors';
import type { GatewayCharge, PaymentGateway } from '../gateway';
import { createToken, customerCards, deleteCard, loadToken, saveCard } from './cards';
import { expireChargeNow, expireCharges, refundCharge, reverseCharge, settleCharge } from './charge-updates';
import { createCharge, createSource } from './charges';
import { chargeView, loadCharge, type ChargeContext } from './charge-view';
import { createDelivery, loadEvent, type DeliverWebhook } from './events';
import type { Made } from './idempotency';
import { loadSandboxKeys, type SandboxKeys } from './keys';
import { answerPayLater, payLaterEligibility } from './paylater';
import { verifyWebhookSignature } from './signature';

/** The sandbox's PromptPay receiver: a checksum-valid 13-digit ID that no person or company holds. */
export const SANDBOX_PROMPTPAY_ID = '0000000000001';

export interface SandboxSetup {
  db: Db;
  /** BASE_PATH; the sandbox's pages and vault live under {basePath}/api/sandbox-gateway. */
  basePath: string;
  /** Sends a signed webhook to the store. */
  deliver: DeliverWebhook;
  clock?: () => Date;
  /** Whom the sandbox's PromptPay QR codes pay (PROMPTPAY_ID); SANDBOX_PROMPTPAY_ID when unset. */
  promptPayId?: string;
}

export type Sandbox = ReturnType<typeof createSandbox>;

/**
 * The embedded sandbox gateway: the PaymentGateway the store uses by default, plus what only a
 * sandbox has (tokenising test cards, the 3-D Secure answer, paying a PromptPay QR, the sweep).
 */
export function createSandbox(setup: SandboxSetup) {
  const { db, basePath } = setup;
  const clock = setup.clock ?? (() => new Date());
  const ctx: ChargeContext = {
    db,
    authorizeBase: `${basePath}/api/sandbox-gateway/3ds`,
    payLaterBase: `${basePath}/api/sandbox-gateway/paylater`,
    clock,
    promptPayId: setup.promptPayId ?? SANDBOX_PROMPTPAY_ID,
  };
  let keys: Promise<SandboxKeys> | null = null;
  const getKeys = () => (keys ??= loadSandboxKeys(db).catch((e) => ((keys = null), Promise.reject(e))));
  const delivery = createDelivery(db, setup.deliver, async () => (await getKeys()).webhookSecret, clock);
  /** Sends the events a committed change wrote, then answers. */
  const after = async <T>(made: Made<T>): Promise<T> => (await delivery.deliverEvents(made.events), made.result);
  /** A charge as it is now: a pending one whose time is up is expired first (with its webhook). */
  const retrieve = async (id: string): Promise<GatewayCharge> => {
    const row = await loadCharge(db, id);
    const now = clock();
    if (row.status !== 'pending' || !row.expiresAt || row.expiresAt > now) return chargeView(row);
    await after(await expireCharges(ctx, now, id));
    return chargeView(await loadCharge(db, id));
  };

  const gateway: PaymentGateway = {
    name: 'sandbox',
    offersPayLater: true,
    publicConfig: async () => ({ name: 'sandbox', publicKey: (await getKeys()).publicKey, tokensUrl: `${basePath}/api/sandbox-gateway/tokens` }),
    createSource: (input, key) => createSource(ctx, input, key),
    payLaterEligibility: (input) => payLaterEligibility(db, input),
    createCharge: async (input, key) => after(await createCharge(ctx, input, key)),
    retrieveCharge: retrieve,
    reverseCharge: async (id) => after(await reverseCharge(ctx, id)),
    createRefund: async (chargeId, amount, key) => after(await refundCharge(ctx, chargeId, amount, key)),
    saveCard: (token, key) => saveCard(db, token, key),
    deleteCard: (customer, card) => deleteCard(db, customer, card),
    async verifyWebhook(rawBody, headers, now) {
      verifyWebhookSignature((await getKeys()).webhookSecret, rawBody, headers, now);
      let event: { id?: unknown; key?: unknown; data?: { object?: unknown; id?: unknown; charge?: unknown } } = {};
      try {
        event = JSON.parse(rawBody) ?? {};
      } catch {
        // answered below as not an event
      }
      const chargeId = event.data?.object === 'refund' ? event.data.charge : event.data?.id;
      if (typeof event.id !== 'string' || typeof event.key !== 'string' || typeof chargeId !== 'string') throw invalid('invalid_webhook', 'The webhook body is not an event.');
      return { id: event.id, key: event.key, chargeId };
    },
  };

  return {
    gateway,
    keys: getKeys,
    createToken: (card: CardInput) => createToken(db, card, clock()),
    retrieve,
    /** Reads a charge without expiring it first (the Omise wire API's views of events). */
    loadCharge: async (id: string) => chargeView(await loadCharge(db, id)),
    /** A customer's live cards (the Omise wire API's customer object). */
    customerCards: (customer: string) => customerCards(db, customer),
    /** An event of the outbox as it was sent, or 404. */
    event: (id: string) => loadEvent(db, id),
    /** Lets a token be read back (the Omise wire API's GET /tokens/:id). */
    token: (id: string) => loadToken(db, id),
    /** The buyer's answer on the 3-D Secure page. */
    answerThreeDs: async (id: string, success: boolean) => after(await settleCharge(ctx, id, 'three_d_secure', success)),
    /** A charge with the payer's number, for the pay-later approval page. */
    async payLaterCharge(id: string) {
      const charge = await retrieve(id);
      return { charge, phone: (await loadCharge(db, id)).phoneNumber };
    },
    /** The buyer's answer on the pay-later approval page. */
    answerPayLater: async (id: string, approve: boolean) => after(await answerPayLater(ctx, id, approve)),
    /** Pays a pending PromptPay charge, as a bank app would (sandbox only). */
    simulatePayment: async (id: string) => after(await settleCharge(ctx, id, 'promptpay', true)),
    /** Lets a pending charge's time run out now (sandbox only), with its webhook. */
    simulateExpiry: async (id: string) => after(await expireChargeNow(ctx, id)),
    /** The database-backed sweep: expires due charges and sends undelivered webhooks again. */
    async sweep(now: Date = clock()) {
      const expired = await after(await expireCharges(ctx, now));
      return { expired: expired.map((c) => c.id), redelivered: await delivery.redeliver() };
    },
  };
}
