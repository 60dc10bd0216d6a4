import type { MnpMode, MnpPlaceOrderBody } from '@store/domain/mnp';

/**
 * What the porting pages keep between steps and reloads, in this tab only (sessionStorage, gone with
 * the tab; removed once the line is in the cart or the shopper is signed out): the verification id
 * per journey (never the number, the ID or the PIN: the server keeps them for the verification's 30
 * minutes) and the add-to-cart attempt's Idempotency-Key. Also "MNP info" (spec 4): the last failure
 * as `{ status: false, ...error }`, which the fail page reads when its query has no reason.
 */
export interface MnpFlow {
  mode: MnpMode;
  verification_id: string;
  /** The add-to-cart attempt: its key and the body it was made for (a retry of the same body reuses the key). */
  attempt?: { key: string; fingerprint: string };
}

export interface MnpInfo {
  status: boolean;
  code?: string;
  message?: string;
  details?: unknown;
}

const KEY = 'mnp-flow';
const INFO_KEY = 'mnp-info';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read<T>(key: string): T | null {
  try {
    const raw = session()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    session()?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable: the flow lives for this page only */
  }
}

/** The kept flow of this journey (a verification is made for one mode). */
export function readFlow(mode: MnpMode): MnpFlow | null {
  const flow = read<Partial<MnpFlow>>(KEY);
  return flow && typeof flow.verification_id === 'string' && flow.mode === mode ? (flow as MnpFlow) : null;
}

export function startFlow(mode: MnpMode, verificationId: string): void {
  write(KEY, { mode, verification_id: verificationId } satisfies MnpFlow);
}

export function updateFlow(mode: MnpMode, change: Pick<MnpFlow, 'attempt'>): void {
  const flow = readFlow(mode);
  if (flow) write(KEY, { ...flow, ...change });
}

export function clearFlow(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    /* ignore */
  }
}

/** Spec 4: an MNP failure is kept as status false merged with the error data. */
export function recordInfo(info: MnpInfo): void {
  write(INFO_KEY, info);
}

export function readInfo(): MnpInfo | null {
  return read<MnpInfo>(INFO_KEY);
}

/** The same body always reads the same (key order fixed by the object literal that builds it). */
export const fingerprintOf = (body: MnpPlaceOrderBody): string => JSON.stringify(body);

/** The Idempotency-Key for `body`: the kept one when the body is the same as the last attempt, a new one when anything changed. */
export function attemptKey(flow: Pick<MnpFlow, 'attempt'> | null, body: MnpPlaceOrderBody, newKey: () => string = () => crypto.randomUUID()): { key: string; fingerprint: string } {
  const fingerprint = fingerprintOf(body);
  if (flow?.attempt && flow.attempt.fingerprint === fingerprint) return flow.attempt;
  return { key: newKey(), fingerprint };
}

/** The failures the shopper fixes elsewhere (a new PIN, the bill, another number…): they go to the fail page with the way forward. */
export const FAIL_PAGE_CODES = new Set([
  'mnp_already_ours',
  'mnp_number_unknown',
  'porting_in_progress',
  'porting_pin_locked',
  'porting_pin_expired',
  'porting_pin_not_found',
  'unpaid_bill',
  'unregistered_prepaid',
  'number_inactive',
  'id_mismatch',
  'pin_invalid',
]);

/** The fail page's address for `reason`, coming back to `back`. */
export const failPath = (reason: string, back: string) => `/online-store/mnp-one-step-fail?${new URLSearchParams({ reason, back }).toString()}`;

/** Only a path of this store (no scheme, no host, no `//`) is followed back. */
export const safeBack = (back: string | null): string => (back && /^\/(?!\/)[^\s\\]*$/.test(back) ? back : '/mnp');
