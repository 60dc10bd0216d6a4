import type { PayLaterReason, PayLaterTerm } from '@store/domain/paylater';
import type { ChargeStatus } from '@store/domain/payment';

/**
 * The payment-gateway port, shaped like Omise / Opn Payments: card tokens are made in the browser
 * (the store never sees a card number), the store creates sources and charges, keeps cards on
 * customers, refunds, and learns of changes through signed webhooks. The embedded default is the
 * sandbox in ./sandbox; a production adapter speaks the real gateway's REST API.
 */
export interface GatewayCard {
  object: 'card';
  id: string;
  /** The customer holding the card (saved cards); null for a card made from a one-time token. */
  customer: string | null;
  brand: string;
  last_digits: string;
  name: string;
  expiration_month: number;
  expiration_year: number;
}

export type SourceType = 'promptpay' | 'paylater';

export interface GatewaySource {
  object: 'source';
  id: string;
  type: SourceType;
  amount: number;
  currency: 'THB';
  /** Pay-later: the plan in months and the payer's mobile number; null for PromptPay. */
  installment_term: PayLaterTerm | null;
  phone_number: string | null;
  /** The charge made with the source, once made. */
  charge: string | null;
}

export interface GatewayCharge {
  object: 'charge';
  id: string;
  amount: number;
  currency: 'THB';
  status: ChargeStatus;
  paid: boolean;
  failure_code: string | null;
  failure_message: string | null;
  /** Where the buyer goes for 3-D Secure; null when no step is needed. */
  authorize_uri: string | null;
  return_uri: string | null;
  card: Omit<GatewayCard, 'object' | 'customer'> | null;
  customer: string | null;
  source: {
    id: string;
    type: SourceType;
    installment_term: PayLaterTerm | null;
    /** A QR to pay: its EMVCo text (drawn by the store) or, when the gateway gives only a picture, the picture's URL. */
    scannable_code: { type: 'qr'; payload: string | null; image_uri: string | null } | null;
  } | null;
  refunded_amount: number;
  metadata: Record<string, string>;
  expires_at: string | null;
  paid_at: string | null;
  created_at: string;
}

export interface GatewayRefund {
  object: 'refund';
  id: string;
  charge: string;
  amount: number;
  created_at: string;
}

export interface ChargeInput {
  amount: number;
  currency: 'THB';
  /** A token id (tokn_...) or, with `customer`, a saved card id (card_...). */
  card?: string;
  customer?: string;
  /** A source id (src_...) for PromptPay or pay-later (a pay-later charge also needs return_uri). */
  source?: string;
  return_uri?: string;
  description?: string;
  metadata?: Record<string, string>;
}

/** A verified webhook: which event, and which charge to read again (null: an event about something else, acknowledged and ignored). */
export interface GatewayEvent {
  id: string;
  key: string;
  chargeId: string | null;
}

export type SourceInput =
  { type: 'promptpay'; amount: number; currency: 'THB' } | { type: 'paylater'; amount: number; currency: 'THB'; installment_term: PayLaterTerm; phone_number: string };

/** The pay-later provider's answer for a mobile number and an amount (before any charge). */
export interface PayLaterEligibility {
  object: 'paylater_eligibility';
  phone_number: string;
  amount: number;
  eligible: boolean;
  reason: Extract<PayLaterReason, 'amount_below_minimum' | 'credit_check_failed' | 'credit_limit_exceeded'> | null;
  credit_limit: number;
  available_credit: number;
  terms: PayLaterTerm[];
}

export interface PaymentGateway {
  readonly name: string;
  /** Whether the gateway has the pay-later provider (the sandbox does; Omise has no such product): off, pay-later is refused as switched off. */
  readonly offersPayLater: boolean;
  /** What the browser needs to tokenise a card: the public key and the vault's tokens URL. */
  publicConfig(): Promise<{ name: string; publicKey: string; tokensUrl: string }>;
  createSource(input: SourceInput, idempotencyKey?: string): Promise<GatewaySource>;
  /** Whether the pay-later provider would lend this number this amount now (its credit check and credit left). */
  payLaterEligibility(input: { phone_number: string; amount: number }): Promise<PayLaterEligibility>;
  createCharge(input: ChargeInput, idempotencyKey?: string): Promise<GatewayCharge>;
  retrieveCharge(id: string): Promise<GatewayCharge>;
  /** Cancels a pending charge (status reversed). */
  reverseCharge(id: string): Promise<GatewayCharge>;
  createRefund(chargeId: string, amount: number, idempotencyKey?: string): Promise<GatewayRefund>;
  /** Keeps the card of a token on a new customer, for later charges. */
  saveCard(token: string, idempotencyKey?: string): Promise<GatewayCard>;
  deleteCard(customer: string, card: string): Promise<void>;
  /** Checks a webhook's signature and timestamp; throws AppError 401 when either is wrong. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): Promise<GatewayEvent>;
}
