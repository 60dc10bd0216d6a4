import { AppError } from '../../../lib/errors';

/** An error object as Omise answers it (docs.omise.co/api-errors). */
export interface OmiseErrorObject {
  object: 'error';
  code: string;
  message: string;
  location?: string;
}

const isOmiseError = (e: unknown): e is OmiseErrorObject =>
  typeof e === 'object' && e !== null && (e as { object?: unknown }).object === 'error' && typeof (e as { code?: unknown }).code === 'string';

/** What was asked, to name a 404 as the sandbox does (charge_not_found, token_not_found...). */
export type OmiseSubject = 'charge' | 'token' | 'source' | 'customer' | 'card' | 'event' | 'refund';

/**
 * Omise's errors under the port's codes, so that shoppers see the same texts as with the sandbox:
 * a refused key or an unreachable gateway is 503 (card payment not available now, the shopper's
 * input was fine), a used or invalid token is the 400 the card form explains, a missing object is
 * the sandbox's `<subject>_not_found`.
 */
export function fromOmiseError(err: unknown, subject: OmiseSubject): AppError {
  if (err instanceof AppError) return err;
  if (!isOmiseError(err)) return new AppError('unavailable', 'payment_gateway_unavailable', 'The payment gateway could not be reached.');
  const message = err.message || err.code;
  switch (err.code) {
    case 'authentication_failure':
    case 'service_not_found':
    case 'key_expired_error':
      return new AppError('unavailable', 'gateway_key_invalid', 'The payment gateway refused the store’s key.');
    case 'not_found':
      return new AppError('not_found', subject === 'card' || subject === 'customer' ? 'card_not_found' : `${subject}_not_found`, message);
    case 'used_token':
      return new AppError('invalid', 'used_token', message);
    case 'invalid_card':
    case 'invalid_security_code':
      return new AppError('invalid', 'invalid_card', message);
    case 'invalid_amount':
      return new AppError('invalid', 'invalid_amount', message);
    case 'failed_capture':
      return new AppError('conflict', 'charge_not_pending', message);
    case 'failed_refund':
      return new AppError('conflict', 'charge_not_refundable', message);
    case 'too_many_requests':
    case 'rate_limit_exceeded':
      return new AppError('unavailable', 'payment_gateway_busy', message);
    case 'invalid_charge':
    case 'invalid_source':
    case 'bad_request':
    case 'missing_card':
      return new AppError('invalid', 'invalid_payment', message);
    default:
      return new AppError('unavailable', 'payment_gateway_unavailable', message);
  }
}

/** Omise's charge failure codes under the sandbox's (FAILURE_CODES), which the store explains in both languages. */
const FAILURES: Record<string, string> = {
  insufficient_fund: 'insufficient_fund',
  insufficient_balance: 'insufficient_fund',
  payment_rejected: 'card_declined',
  stolen_or_lost_card: 'card_declined',
  failed_fraud_check: 'card_declined',
  invalid_account_number: 'card_declined',
  invalid_security_code: 'card_declined',
  failed_3ds: 'authentication_failed',
  failed_processing: 'card_declined',
  expired_card: 'expired_card',
};

export const portFailureCode = (code: string | null | undefined): string | null => (code ? (FAILURES[code] ?? code) : null);
