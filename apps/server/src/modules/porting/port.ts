import type { DonorId, PortingRejectReason, PortingRequestState } from '@store/domain/mnp';
import type { Db } from '../../db/client';

/** A porting request as the clearinghouse describes it (the holder's ID and PIN never come back). */
export interface PortingRequestRecord {
  id: string;
  msisdn: string;
  donor: DonorId;
  state: PortingRequestState;
  reason: PortingRejectReason | null;
  /** The caller's reference (the store's porting id). */
  reference: string;
  submittedAt: Date;
  /** Start of the porting window (when the number moves), once scheduled. */
  windowAt: Date | null;
  completedAt: Date | null;
  updatedAt: Date;
}

export interface PortingSubmitInput {
  msisdn: string;
  /** The holder's Thai ID (13 digits), checked by the donor. */
  thaiId: string;
  /** The porting PIN from the donor; null when the porting period does not need one (the sandbox always does). */
  pin: string | null;
  /** The caller's reference: a second submit with it answers the same request (a retry after a timeout). */
  reference: string;
  recipient: 'store';
}

/**
 * The port to the national porting clearinghouse and, through it, the other operators (donors).
 * Failures are AppErrors shaped like the clearinghouse's:
 * - 404 porting_number_unknown (submit: not another operator's number),
 * - 409 porting_in_progress (one open request per number, also under concurrent calls),
 * - 504 porting_timeout (the clearinghouse did not answer), 503 porting_busy (details.retry_after_s),
 * - 404 porting_request_not_found, 409 porting_not_cancellable (scheduled or later),
 * - PIN checks: 422 porting_pin_invalid (details.attempts_left), 410 porting_pin_expired, 429
 *   porting_pin_locked (5 wrong tries lock that PIN: the holder asks for a new one), 404
 *   porting_pin_not_found (never asked for one).
 *
 * `tx`, where taken, lets the embedded clearinghouse write in the caller's transaction (a remote one
 * ignores it).
 */
export interface PortingPort {
  /** True for the embedded sandbox (its dev routes, seeded numbers and movable clock). */
  readonly sandbox: boolean;
  /** The clearinghouse's "now" (the sandbox clock may be ahead of the real time). */
  now(): Promise<Date>;
  /** Which operator holds the number now (null: no other operator has it). */
  lookup(msisdn: string): Promise<{ donor: DonorId; type: 'prepaid' | 'postpaid' } | null>;
  /** verify-pin-code: checks a PIN for the number without using it up. */
  checkPin(msisdn: string, pin: string): Promise<{ expires_at: Date }>;
  /** Submits a porting request. The PIN and ID are checked at donor validation, not here. */
  submit(input: PortingSubmitInput, tx?: Db): Promise<PortingRequestRecord>;
  get(id: string): Promise<PortingRequestRecord | null>;
  /** Cancels before `scheduled`; 409 porting_not_cancellable after. A cancelled one is returned as is. */
  cancel(id: string, tx?: Db): Promise<PortingRequestRecord>;
  /**
   * Moves requests along on the clearinghouse clock (embedded) or fetches their changes (remote),
   * handing each state change to `each` in a transaction of the store's database. Returns how many.
   */
  advance(each: (tx: Db, r: PortingRequestRecord) => Promise<void>): Promise<number>;
}

/** What only the embedded sandbox does: the holder's PIN request, its test numbers, its clock. */
export interface PortingSandbox {
  /** Stands for *151*<ID>#: a new 8-digit PIN for the number (replacing the last), for the holder only. */
  issuePin(msisdn: string, thaiId: string): Promise<{ pin: string; expiresAt: Date; donor: DonorId }>;
  numbers(): Promise<import('./repository').PortingNumberListing[]>;
  /** Moves the clock ahead by `ms`; returns the new "now". */
  advanceClock(ms: number): Promise<Date>;
  offsetMs(): Promise<number>;
}
