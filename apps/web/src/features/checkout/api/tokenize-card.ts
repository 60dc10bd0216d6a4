import type { RouteData } from '@store/domain/contracts/define';
import type { createSandboxToken } from '@store/domain/contracts/payment';
import type { CardInput } from '@store/domain/payment';
import { ApiError } from '@/lib/api-client';
import type { PaymentGateway } from './get-payment-gateway';

/** The vault's token (the shape of the sandbox gateway's POST /sandbox-gateway/tokens, Omise-like): what the store reads of it. */
export type CardToken = Pick<RouteData<typeof createSandboxToken>, 'id' | 'card'>;

type VaultAnswer = Partial<CardToken> & {
  data?: CardToken;
  error?: { code: string; message: string; details?: unknown };
  object?: string;
  code?: string;
  message?: string;
};

/** Omise's vault error codes under the names the checkout explains. */
const OMISE_CODES: Record<string, string> = { authentication_failure: 'gateway_key_invalid', invalid_card: 'invalid_card', used_token: 'used_token' };

/**
 * Sends the card straight from the browser to the gateway's vault (HTTP Basic with the public key)
 * and returns a single-use token: the card number never reaches the store's own API (decision 010).
 */
export async function tokenizeCard(gateway: PaymentGateway, card: CardInput): Promise<CardToken> {
  let response: Response;
  try {
    response = await fetch(gateway.tokens_url, {
      method: 'POST',
      credentials: 'omit',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Basic ${btoa(`${gateway.public_key}:`)}` },
      body: JSON.stringify({ card }),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Network Error');
  }
  const payload = (await response.json().catch(() => null)) as VaultAnswer | null;
  // The sandbox answers in the store's envelope; Omise's vault with a bare token or error object.
  const token = payload?.data ?? (payload?.object === 'token' ? (payload as CardToken) : null);
  const error = payload?.error ?? (payload?.object === 'error' ? { code: OMISE_CODES[payload.code ?? ''] ?? payload.code ?? 'http_error', message: payload.message ?? '' } : null);
  if (!response.ok || !token) throw new ApiError(response.status, error?.code ?? 'http_error', error?.message || response.statusText, error?.details);
  return token;
}
