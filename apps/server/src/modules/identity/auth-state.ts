import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the store remembers between sending the browser to the provider and its return. */
export interface AuthState {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
}

export const AUTH_STATE_TTL_MS = 15 * 60 * 1000;

const mac = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** Seals the state into a cookie value: base64url(JSON) + "." + HMAC-SHA256; expires after 15 minutes. */
export function sealAuthState(key: string, state: AuthState, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...state, exp: now + AUTH_STATE_TTL_MS })).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

/** The state of a cookie value, or null when it was altered, is malformed or has expired. */
export function openAuthState(key: string, value: string | undefined, now = Date.now()): AuthState | null {
  if (!value) return null;
  const [body, signature] = value.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AuthState & { exp: number };
    if (typeof parsed.exp !== 'number' || parsed.exp <= now) return null;
    return { state: parsed.state, nonce: parsed.nonce, verifier: parsed.verifier, returnTo: parsed.returnTo };
  } catch {
    return null;
  }
}
