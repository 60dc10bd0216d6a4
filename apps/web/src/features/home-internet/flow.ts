import type { HiOrderBody, HiQualificationBody } from '@store/domain/home-internet';

/**
 * What the home-internet pages keep between pages, in this tab only (sessionStorage, gone when the tab
 * closes; removed once the order is placed): the TOL transaction id (the server keeps everything else:
 * the qualification, package, held slot, contact and the checked ID), the coverage form as typed (to
 * fill it again when the shopper comes back to change the address) and the order attempt's
 * Idempotency-Key. Never the Thai ID nor the mobile.
 */
export interface HiFlow {
  transaction_id: string;
  /** The coverage form as sent (no personal data: an address). */
  address?: HiQualificationBody & { province_id?: number; district_id?: number };
  /** The order attempt: its key and the body it was made for (a retry of the same body reuses the key). */
  attempt?: { key: string; fingerprint: string };
}

const KEY = 'home-internet-flow';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readFlow(): HiFlow | null {
  try {
    const raw = session()?.getItem(KEY);
    const flow = raw ? (JSON.parse(raw) as Partial<HiFlow>) : null;
    return flow && typeof flow.transaction_id === 'string' ? (flow as HiFlow) : null;
  } catch {
    return null;
  }
}

export function writeFlow(flow: HiFlow): void {
  try {
    session()?.setItem(KEY, JSON.stringify(flow));
  } catch {
    /* storage unavailable: the flow lives for this page only */
  }
}

/** A new coverage check starts a new transaction (the address typed is kept for the form). */
export function startFlow(transactionId: string, address: HiFlow['address']): void {
  writeFlow({ transaction_id: transactionId, address });
}

export function updateFlow(change: Partial<Omit<HiFlow, 'transaction_id'>>): void {
  const flow = readFlow();
  if (flow) writeFlow({ ...flow, ...change });
}

export function clearFlow(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    /* ignore */
  }
}

/** The same body always reads the same (key order fixed by the object literal that builds it). */
export const fingerprintOf = (body: HiOrderBody): string => JSON.stringify(body);

/**
 * The Idempotency-Key for placing `body`: the kept one when the body is the same as the last attempt
 * (a retry after a lost answer, a double press, a reload), a new one when anything changed.
 */
export function attemptKey(flow: Pick<HiFlow, 'attempt'> | null, body: HiOrderBody, newKey: () => string = () => crypto.randomUUID()): { key: string; fingerprint: string } {
  const fingerprint = fingerprintOf(body);
  if (flow?.attempt && flow.attempt.fingerprint === fingerprint) return flow.attempt;
  return { key: newKey(), fingerprint };
}
