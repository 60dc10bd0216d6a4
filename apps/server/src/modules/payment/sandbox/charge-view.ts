import type { PayLaterTerm } from '@store/domain/paylater';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { GatewayCharge, SourceType } from '../gateway';
import { chargeById, type SandboxChargeRow } from './repository';

export interface ChargeContext {
  db: Db;
  /** The 3-D Secure page's path prefix; a charge's authorize_uri is `${authorizeBase}/${id}`. */
  authorizeBase: string;
  /** The pay-later approval page's path prefix (`${payLaterBase}/${id}`). */
  payLaterBase: string;
  clock: () => Date;
  /** Whom the sandbox's PromptPay QR pays: a checksum-valid ID that no one holds. */
  promptPayId: string;
}

export type ChargeRow = SandboxChargeRow;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A charge row as the gateway's API shows it. */
export function chargeView(r: ChargeRow): GatewayCharge {
  const card = r.cardBrand
    ? {
        id: r.cardId ?? r.tokenId!,
        brand: r.cardBrand,
        last_digits: r.cardLastDigits!,
        name: r.cardName!,
        expiration_month: r.cardExpirationMonth!,
        expiration_year: r.cardExpirationYear!,
      }
    : null;
  const source = r.sourceId
    ? {
        id: r.sourceId,
        type: (r.sourceType ?? 'promptpay') as SourceType,
        installment_term: (r.installmentTerm ?? null) as PayLaterTerm | null,
        scannable_code: r.scannablePayload ? { type: 'qr' as const, payload: r.scannablePayload, image_uri: null } : null,
      }
    : null;
  return {
    object: 'charge',
    id: r.id,
    amount: r.amount,
    currency: 'THB',
    status: r.status as GatewayCharge['status'],
    paid: r.status === 'successful',
    failure_code: r.failureCode,
    failure_message: r.failureMessage,
    authorize_uri: r.authorizeUri,
    return_uri: r.returnUri,
    card,
    customer: r.customerId,
    source,
    refunded_amount: r.refundedAmount,
    metadata: r.metadata,
    expires_at: iso(r.expiresAt),
    paid_at: iso(r.paidAt),
    created_at: r.createdAt.toISOString(),
  };
}

/** The charge row, or 404. */
export async function loadCharge(db: Db, id: string): Promise<ChargeRow> {
  const row = await chargeById(db, id);
  if (!row) throw notFound('charge_not_found', 'No such charge.');
  return row;
}
