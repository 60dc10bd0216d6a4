import type { OrderAddress } from '@store/domain/order';
import type { Pre2postOrderBody } from '@store/domain/pre2post';

/**
 * What the prepaid-to-postpaid pages keep between pages, in this tab only (sessionStorage, gone when
 * the tab closes; removed once the order is placed or the shopper is signed out): the qualification
 * id (never the number or the ID in an address; the server keeps the checked ID for the
 * qualification and makes the eKYC application from it), the billing address and e-mail, and the
 * order attempt's Idempotency-Key.
 */
/** The billing address as the order keeps it (the order view's address snapshot). */
export type BillingDraft = OrderAddress;

export interface Pre2postFlow {
  qualification_id: string;
  address?: BillingDraft;
  email?: string;
  /** The order attempt: its key and the body it was made for (a retry of the same body reuses the key). */
  attempt?: { key: string; fingerprint: string };
}

const KEY = 'pre2post-flow';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readFlow(): Pre2postFlow | null {
  try {
    const raw = session()?.getItem(KEY);
    const flow = raw ? (JSON.parse(raw) as Partial<Pre2postFlow>) : null;
    return flow && typeof flow.qualification_id === 'string' ? (flow as Pre2postFlow) : null;
  } catch {
    return null;
  }
}

export function writeFlow(flow: Pre2postFlow): void {
  try {
    session()?.setItem(KEY, JSON.stringify(flow));
  } catch {
    /* storage unavailable: the flow lives for this page only */
  }
}

/** A new qualification starts a new flow (address kept: it is the same shopper's). */
export function startFlow(qualificationId: string): void {
  const previous = readFlow();
  writeFlow({ qualification_id: qualificationId, address: previous?.address, email: previous?.email });
}

export function updateFlow(change: Partial<Omit<Pre2postFlow, 'qualification_id'>>): void {
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
export const fingerprintOf = (body: Pre2postOrderBody): string => JSON.stringify(body);

/**
 * The Idempotency-Key for placing `body`: the kept one when the body is the same as the last attempt
 * (a retry after a lost answer, a double press, a reload), a new one when anything changed.
 */
export function attemptKey(
  flow: Pick<Pre2postFlow, 'attempt'> | null,
  body: Pre2postOrderBody,
  newKey: () => string = () => crypto.randomUUID(),
): { key: string; fingerprint: string } {
  const fingerprint = fingerprintOf(body);
  if (flow?.attempt && flow.attempt.fingerprint === fingerprint) return flow.attempt;
  return { key: newKey(), fingerprint };
}

/** The billing address as the order body takes it. */
export const billingBody = (a: BillingDraft): Pre2postOrderBody['billing_address'] => ({
  name: a.name,
  phone: a.phone,
  line1: a.line1,
  subdistrict_id: a.subdistrict_id,
  postcode: a.postcode,
});
