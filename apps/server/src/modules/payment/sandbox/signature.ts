import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_MS } from '@store/domain/payment';
import { AppError } from '../../../lib/errors';

/** Header names of the sandbox's webhook signature (after Omise-Signature and Omise-Signature-Timestamp). */
export const SIGNATURE_HEADER = 'x-gateway-signature';
export const TIMESTAMP_HEADER = 'x-gateway-signature-timestamp';

/** Which headers carry the signature and its timestamp: the sandbox's own, or Omise's. */
export interface SignatureHeaders {
  signature: string;
  timestamp: string;
}
export const SANDBOX_SIGNATURE_HEADERS: SignatureHeaders = { signature: SIGNATURE_HEADER, timestamp: TIMESTAMP_HEADER };
export const OMISE_SIGNATURE_HEADERS: SignatureHeaders = { signature: 'omise-signature', timestamp: 'omise-signature-timestamp' };

const hmac = (secret: string, timestamp: string, rawBody: string) => createHmac('sha256', Buffer.from(secret, 'base64')).update(`${timestamp}.${rawBody}`).digest('hex');

/** The headers that sign `rawBody` at `now`: HMAC-SHA256 over "<unix seconds>.<raw body>". */
export function signWebhook(secret: string, rawBody: string, now: Date, names: SignatureHeaders = SANDBOX_SIGNATURE_HEADERS): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { [names.signature]: hmac(secret, timestamp, rawBody), [names.timestamp]: timestamp };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * Accepts a webhook only when one of its comma-separated signatures matches (a key being rotated may
 * sign twice) and its timestamp is within the replay window of now; otherwise 401.
 */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
  names: SignatureHeaders = SANDBOX_SIGNATURE_HEADERS,
): void {
  const timestamp = one(headers[names.timestamp]);
  if (!/^\d{1,12}$/.test(timestamp)) throw new AppError('unauthorized', 'webhook_signature_invalid', 'The webhook has no valid signature timestamp.');
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const given = one(headers[names.signature])
    .split(',')
    .map((s) => Buffer.from(s.trim(), 'hex'));
  if (!given.some((g) => g.length === expected.length && timingSafeEqual(g, expected))) {
    throw new AppError('unauthorized', 'webhook_signature_invalid', 'The webhook signature does not match.');
  }
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > WEBHOOK_TOLERANCE_MS) {
    throw new AppError('unauthorized', 'webhook_timestamp_stale', 'The webhook is outside the replay window.');
  }
}
