import type { ClmService } from '@store/domain/clm';

/**
 * What the CLM pages keep between pages, in this tab only (sessionStorage): the verification id of
 * each service (never the number: the server keeps it, bound to this browser's cookie) and the
 * confirm attempt's Idempotency-Key.
 */
const KEY = (service: ClmService) => `clm-${service}`;

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const verificationOf = (service: ClmService): string | null => store()?.getItem(KEY(service)) ?? null;
export const keepVerification = (service: ClmService, id: string) => store()?.setItem(KEY(service), id);
export const forgetVerification = (service: ClmService) => store()?.removeItem(KEY(service));

/** The Idempotency-Key of an attempt (`what`: e.g. the package and date chosen): the same attempt reuses it. */
export function attemptKey(what: string): string {
  const s = store();
  const name = `clm-attempt:${what}`;
  const kept = s?.getItem(name);
  if (kept) return kept;
  const key = `clm-${crypto.randomUUID()}`;
  s?.setItem(name, key);
  return key;
}
export const endAttempt = (what: string) => store()?.removeItem(`clm-attempt:${what}`);
