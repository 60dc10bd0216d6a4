import type { ChargeStatus } from '@store/domain/payment';
import type { GatewayCard, GatewayCharge, GatewayRefund, GatewaySource, SourceType } from '../gateway';
import { portFailureCode } from './errors';

/** The parts of Omise's objects the store reads (docs.omise.co charges, sources, cards, refunds). */
export interface OmiseCard {
  id: string;
  brand: string;
  last_digits: string;
  name: string;
  expiration_month: number;
  expiration_year: number;
}
export interface OmiseCharge {
  id: string;
  amount: number;
  currency: string;
  status: ChargeStatus;
  paid: boolean;
  failure_code: string | null;
  failure_message: string | null;
  authorize_uri: string | null;
  return_uri: string | null;
  card: OmiseCard | null;
  customer: string | null;
  source: {
    id: string;
    type: string;
    installment_term?: number | null;
    scannable_code?: { type?: string; raw_data?: string | null; image?: { download_uri?: string } | null } | null;
  } | null;
  refunded_amount?: number;
  refunded?: number;
  metadata: Record<string, unknown> | null;
  expires_at: string | null;
  paid_at: string | null;
  created_at: string;
}
export interface OmiseSource {
  id: string;
  type: string;
  amount: number;
  charge_status?: string;
  installment_term?: number | null;
  phone_number?: string | null;
}

const sourceType = (type: string): SourceType => (type === 'promptpay' ? 'promptpay' : 'paylater');

const card = (c: OmiseCard) => ({ id: c.id, brand: c.brand, last_digits: c.last_digits, name: c.name, expiration_month: c.expiration_month, expiration_year: c.expiration_year });

const strings = (m: Record<string, unknown> | null): Record<string, string> =>
  Object.fromEntries(Object.entries(m ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

/** An Omise charge as the port's charge: failure codes under the store's names, the PromptPay QR as its raw text or image. */
export function portCharge(c: OmiseCharge): GatewayCharge {
  const code = c.source?.scannable_code;
  return {
    object: 'charge',
    id: c.id,
    amount: c.amount,
    currency: 'THB',
    status: c.status,
    paid: c.paid,
    failure_code: portFailureCode(c.failure_code),
    failure_message: c.failure_message,
    authorize_uri: c.authorize_uri ?? null,
    return_uri: c.return_uri ?? null,
    card: c.card ? card(c.card) : null,
    customer: c.customer ?? null,
    source: c.source
      ? {
          id: c.source.id,
          type: sourceType(c.source.type),
          installment_term: (c.source.installment_term ?? null) as GatewaySource['installment_term'],
          scannable_code: code ? { type: 'qr', payload: code.raw_data ?? null, image_uri: code.image?.download_uri ?? null } : null,
        }
      : null,
    refunded_amount: c.refunded_amount ?? c.refunded ?? 0,
    metadata: strings(c.metadata),
    expires_at: c.expires_at ?? null,
    paid_at: c.paid_at ?? null,
    created_at: c.created_at,
  };
}

export function portSource(s: OmiseSource): GatewaySource {
  return {
    object: 'source',
    id: s.id,
    type: sourceType(s.type),
    amount: s.amount,
    currency: 'THB',
    installment_term: (s.installment_term ?? null) as GatewaySource['installment_term'],
    phone_number: s.phone_number ?? null,
    charge: null,
  };
}

export const portCard = (c: OmiseCard, customer: string): GatewayCard => ({ object: 'card', customer, ...card(c) });

export const portRefund = (r: { id: string; charge: string; amount: number; created_at: string }): GatewayRefund => ({
  object: 'refund',
  id: r.id,
  charge: r.charge,
  amount: r.amount,
  created_at: r.created_at,
});
