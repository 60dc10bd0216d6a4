import { AppError } from '../../../../lib/errors';

/** An Omise error object (docs.omise.co/api-errors) and its HTTP status. */
export interface WireError {
  status: number;
  body: { object: 'error'; location: string; code: string; message: string };
}

const omiseError = (status: number, code: string, message: string): WireError => ({
  status,
  body: { object: 'error', location: `https://www.omise.co/api-errors#${code.replace(/_/g, '-')}`, code, message },
});

/** The sandbox's error codes under the names Omise gives them. */
const BY_CODE: Record<string, [status: number, code: string]> = {
  gateway_key_invalid: [401, 'authentication_failure'],
  used_token: [400, 'used_token'],
  invalid_card: [400, 'invalid_card'],
  used_source: [400, 'invalid_charge'],
  amount_mismatch: [400, 'invalid_charge'],
  return_uri_required: [400, 'invalid_charge'],
  invalid_charge: [400, 'invalid_charge'],
  invalid_amount: [400, 'invalid_amount'],
  invalid_currency: [400, 'invalid_charge'],
  invalid_source_type: [400, 'invalid_source'],
  invalid_installment_term: [400, 'invalid_source'],
  invalid_phone_number: [400, 'invalid_source'],
  amount_below_minimum: [400, 'invalid_amount'],
  refund_too_large: [400, 'failed_refund'],
  charge_not_refundable: [400, 'failed_refund'],
  charge_not_pending: [400, 'failed_capture'],
  charge_expired: [400, 'failed_capture'],
  idempotency_key_reused: [409, 'bad_request'],
};

/** Any error of the sandbox or of a request as Omise would answer it; never a stack or a 5xx for bad input. */
export function toWireError(err: unknown): WireError {
  if (err instanceof AppError) {
    const known = BY_CODE[err.code];
    if (known) return omiseError(known[0], known[1], err.message);
    if (err.type === 'not_found') return omiseError(404, 'not_found', err.message);
    if (err.type === 'rate_limited') return omiseError(429, 'too_many_requests', err.message);
    if (err.status < 500) return omiseError(400, 'bad_request', err.message);
  }
  const e = err as { statusCode?: number; validation?: unknown; message?: string };
  if (e?.validation || (e?.statusCode && e.statusCode >= 400 && e.statusCode < 500)) return omiseError(e.statusCode === 415 ? 415 : 400, 'bad_request', e.message ?? 'bad request');
  return omiseError(500, 'internal_error', 'the sandbox could not answer');
}
