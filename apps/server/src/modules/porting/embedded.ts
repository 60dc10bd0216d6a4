import { randomInt } from 'node:crypto';
import { MNP_PIN_MAX_ATTEMPTS, type PortingRejectReason } from '@store/domain/mnp';
import { nextBangkokMidnight } from '@store/domain/pre2post';
import type { Db } from '../../db/client';
import { AppError, conflict, gone, notFound, unprocessable } from '../../lib/errors';
import type { PortingPort, PortingRequestRecord, PortingSandbox, PortingSubmitInput } from './port';
import {
  addClockOffset,
  cancelRequestRow,
  clockOffsetMs,
  countWrongPin,
  deletePin,
  donorNumberRow,
  dueRequestIds,
  insertRequest,
  markPortedOut,
  numberRows,
  pinRow,
  requestByReference,
  requestRow,
  updateRequest,
  upsertPin,
  type PortingRequestRow,
} from './repository';
import { PORTING_HOLDER_HMAC_PURPOSE, PORTING_PIN_HMAC_PURPOSE } from './seed';

/** The clearinghouse's steps (decision 029): donor validation starts a minute after submission, the donor decides 2 hours after it, the number moves 2 hours into the window (00:00 Asia/Bangkok after the decision). */
export const VALIDATION_STARTS_AFTER_MS = 60_000;
export const DECISION_AFTER_MS = 2 * 3_600_000;
export const COMPLETES_AFTER_WINDOW_MS = 2 * 3_600_000;
/** A holder may ask for a new PIN this long after the last one. */
export const PIN_RESEND_AFTER_S = 30;
/** A big clock jump walks a request through at most this many steps in one advance. */
const MAX_PASSES = 8;

export const toRecord = (r: PortingRequestRow): PortingRequestRecord => ({
  id: r.id,
  msisdn: r.msisdn,
  donor: r.donor,
  state: r.state,
  reason: r.reason,
  reference: r.reference,
  submittedAt: r.submittedAt,
  windowAt: r.windowAt,
  completedAt: r.completedAt,
  updatedAt: r.updatedAt,
});

export const inProgress = () => conflict('porting_in_progress', 'A porting request for this number is already in progress.');
export const timedOut = () => new AppError('timeout', 'porting_timeout', 'The porting clearinghouse did not answer. The request may be sent again later.');
const unknownNumber = () => notFound('porting_number_unknown', 'No other operator holds this number.');
const pinLocked = () =>
  new AppError('rate_limited', 'porting_pin_locked', 'This porting PIN was entered wrongly too many times. Ask your current operator for a new one (*151*<ID>#).');

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/**
 * The embedded clearinghouse (the default when PORTING_URL is unset; decision 029): the other
 * operators' numbers, their holders' PINs and the porting requests in the store's database, the
 * holder and PIN compared by HMAC, and a clock of its own (real time + an offset the tests and the
 * e2e move ahead). Requests move submitted -> donor_validating (1 minute) -> approved or rejected
 * with the first failing reason (2 hours after submission) -> scheduled (window: the next 00:00
 * Asia/Bangkok) -> completed (2 hours into the window; the number then is no longer the donor's).
 */
export function embeddedPorting(db: Db, hmac: (purpose: string, value: string) => Promise<string>): PortingPort & { controls: PortingSandbox } {
  const now = async (on: Db = db) => new Date(Date.now() + (await clockOffsetMs(on)));

  /** The donor's decision: the first reason that fails, or null (approved). */
  async function decide(tx: Db, r: PortingRequestRow): Promise<PortingRejectReason | null> {
    const number = await donorNumberRow(tx, r.msisdn);
    if (!number || !number.active) return 'number_inactive';
    if (r.thaiIdHash !== number.holderIdHash) return 'id_mismatch';
    const pin = await pinRow(tx, r.msisdn);
    const pinGood =
      r.pinHash !== null &&
      pin !== null &&
      pin.pinHash === r.pinHash &&
      pin.wrongAttempts < MNP_PIN_MAX_ATTEMPTS &&
      pin.createdAt.getTime() <= r.submittedAt.getTime() &&
      pin.expiresAt.getTime() > r.submittedAt.getTime();
    if (!pinGood) return 'pin_invalid';
    if (number.type === 'prepaid' && !number.registered) return 'unregistered_prepaid';
    if (number.type === 'postpaid' && number.billOutstanding > 0) return 'unpaid_bill';
    return null;
  }

  /** One step of a due request (at its own due time `at`, so a big clock jump gives the same times as waiting). */
  async function step(tx: Db, r: PortingRequestRow): Promise<PortingRequestRow> {
    const at = r.nextAt!;
    switch (r.state) {
      case 'submitted':
        return updateRequest(tx, r.id, { state: 'donor_validating', nextAt: r.decideAt, updatedAt: at });
      case 'donor_validating': {
        const reason = await decide(tx, r);
        if (reason) return updateRequest(tx, r.id, { state: 'rejected', reason, nextAt: null, updatedAt: at });
        return updateRequest(tx, r.id, { state: 'approved', nextAt: at, updatedAt: at });
      }
      case 'approved': {
        const windowAt = nextBangkokMidnight(at);
        return updateRequest(tx, r.id, { state: 'scheduled', windowAt, nextAt: new Date(windowAt.getTime() + COMPLETES_AFTER_WINDOW_MS), updatedAt: at });
      }
      case 'scheduled': {
        await markPortedOut(tx, r.msisdn, at);
        await deletePin(tx, r.msisdn);
        return updateRequest(tx, r.id, { state: 'completed', completedAt: at, nextAt: null, updatedAt: at });
      }
      default:
        return updateRequest(tx, r.id, { nextAt: null });
    }
  }

  return {
    sandbox: true,
    now: () => now(),

    async lookup(msisdn) {
      const row = await donorNumberRow(db, msisdn);
      return row ? { donor: row.donor, type: row.type } : null;
    },

    async checkPin(msisdn, pin) {
      const pinHash = await hmac(PORTING_PIN_HMAC_PURPOSE, `${msisdn}:${pin}`);
      // The wrong try is counted in its own transaction, committed before the error is thrown.
      const outcome = await inTx(db, async (tx) => {
        if (!(await donorNumberRow(tx, msisdn))) return { error: 'not_found' as const };
        const row = await pinRow(tx, msisdn, true);
        if (!row) return { error: 'not_found' as const };
        if (row.wrongAttempts >= MNP_PIN_MAX_ATTEMPTS) return { error: 'locked' as const };
        if (row.expiresAt.getTime() <= (await now(tx)).getTime()) return { error: 'expired' as const };
        if (row.pinHash !== pinHash) {
          const wrong = await countWrongPin(tx, msisdn);
          return wrong >= MNP_PIN_MAX_ATTEMPTS ? { error: 'locked' as const } : { error: 'invalid' as const, attemptsLeft: MNP_PIN_MAX_ATTEMPTS - wrong };
        }
        return { error: null, expiresAt: row.expiresAt };
      });
      if (outcome.error === null) return { expires_at: outcome.expiresAt };
      if (outcome.error === 'not_found') throw notFound('porting_pin_not_found', 'No porting PIN was asked for this number. Ask your current operator for one (*151*<ID>#).');
      if (outcome.error === 'locked') throw pinLocked();
      if (outcome.error === 'expired') throw gone('porting_pin_expired', 'This porting PIN has expired (PINs are valid until midnight). Ask your current operator for a new one.');
      throw unprocessable('porting_pin_invalid', 'This porting PIN is not right.', { attempts_left: outcome.attemptsLeft });
    },

    async submit(input: PortingSubmitInput, tx?: Db) {
      const on = tx ?? db;
      const number = await donorNumberRow(on, input.msisdn);
      if (!number) throw unknownNumber();
      if (number.neverAnswers) throw timedOut();
      const again = async () => {
        const same = await requestByReference(on, input.reference);
        if (same && same.msisdn === input.msisdn) return toRecord(same);
        if (same) throw conflict('porting_reference_used', 'This reference was used for another number.');
        return null;
      };
      const earlier = await again();
      if (earlier) return earlier;
      const at = await now(on);
      const inserted = await insertRequest(on, {
        msisdn: input.msisdn,
        donor: number.donor,
        thaiIdHash: await hmac(PORTING_HOLDER_HMAC_PURPOSE, input.thaiId),
        pinHash: input.pin ? await hmac(PORTING_PIN_HMAC_PURPOSE, `${input.msisdn}:${input.pin}`) : null,
        reference: input.reference,
        state: 'submitted',
        submittedAt: at,
        decideAt: new Date(at.getTime() + DECISION_AFTER_MS),
        nextAt: new Date(at.getTime() + VALIDATION_STARTS_AFTER_MS),
        updatedAt: at,
      });
      if (inserted) return toRecord(inserted);
      const raced = await again();
      if (raced) return raced;
      throw inProgress();
    },

    async get(id) {
      const row = await requestRow(db, id);
      return row ? toRecord(row) : null;
    },

    async cancel(id, tx?: Db) {
      const on = tx ?? db;
      const cancelled = await cancelRequestRow(on, id, await now(on));
      if (cancelled) return toRecord(cancelled);
      const row = await requestRow(on, id);
      if (!row) throw notFound('porting_request_not_found', 'No such porting request.');
      if (row.state === 'cancelled') return toRecord(row);
      throw conflict('porting_not_cancellable', 'This porting can no longer be cancelled: it is scheduled or over.');
    },

    async advance(each) {
      let changed = 0;
      const failures: unknown[] = [];
      const failed = new Set<string>();
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        const at = await now();
        const ids = (await dueRequestIds(db, at)).filter((id) => !failed.has(id));
        if (!ids.length) break;
        let moved = 0;
        // Each step in its own transaction with its listeners: one that fails is retried next time, the others go on.
        for (const id of ids) {
          try {
            const done = await inTx(db, async (tx) => {
              const row = await requestRow(tx, id, true);
              if (!row || !row.nextAt || row.nextAt.getTime() > at.getTime()) return false;
              await each(tx, toRecord(await step(tx, row)));
              return true;
            });
            if (done) moved += 1;
          } catch (err) {
            failed.add(id);
            failures.push(err);
          }
        }
        changed += moved;
        if (!moved) break;
      }
      if (failures.length) throw new AggregateError(failures, `${failures.length} porting request step(s) could not be applied`);
      return changed;
    },

    controls: {
      async issuePin(msisdn, thaiId) {
        const number = await donorNumberRow(db, msisdn);
        if (!number) throw unknownNumber();
        if ((await hmac(PORTING_HOLDER_HMAC_PURPOSE, thaiId)) !== number.holderIdHash)
          throw unprocessable('porting_holder_mismatch', 'This ID is not the holder’s of the number: the operator does not send a PIN.');
        const at = await now();
        const last = await pinRow(db, msisdn);
        const wait = last ? Math.ceil((last.createdAt.getTime() + PIN_RESEND_AFTER_S * 1000 - at.getTime()) / 1000) : 0;
        if (wait > 0) throw new AppError('rate_limited', 'porting_pin_too_soon', 'A PIN was just sent to this number. Please wait a moment.', { retry_after_s: wait });
        const pin = String(randomInt(0, 100_000_000)).padStart(8, '0');
        const expiresAt = nextBangkokMidnight(at);
        await upsertPin(db, { msisdn, pinHash: await hmac(PORTING_PIN_HMAC_PURPOSE, `${msisdn}:${pin}`), expiresAt, wrongAttempts: 0, createdAt: at });
        return { pin, expiresAt, donor: number.donor };
      },
      numbers: () => numberRows(db),
      async advanceClock(ms) {
        const offset = await addClockOffset(db, Math.round(ms));
        return new Date(Date.now() + offset);
      },
      offsetMs: () => clockOffsetMs(db),
    },
  };
}
