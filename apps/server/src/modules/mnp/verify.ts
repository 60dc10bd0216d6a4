import type { EkycApplicationView } from '@store/domain/ekyc';
import { DONOR_NAMES, MNP_PIN_MAX_ATTEMPTS, MNP_VERIFICATION_TTL_MS, type MnpMode, type MnpVerification } from '@store/domain/mnp';
import type { OtpSent } from '@store/domain/otp';
import { isThaiNationalId, maskMobile, maskThaiId, normalizeThaiId } from '@store/domain/thai-id';
import type { Db } from '../../db/client';
import { AppError, conflict, gone, invalid, notFound } from '../../lib/errors';
import type { EkycService } from '../ekyc/plugin';
import type { SimService } from '../sim/plugin';
import type { SubscribersService } from '../subscribers/service';
import type { PortingClient } from './porting-port';
import { insertVerification, openPortingOf, takePinAttempt, updateVerification, verificationRow, type VerificationRow } from './repository';

/** A Thai ID as typed: 13 digits with the right check digit, else 400 thai_id_invalid. */
export function thaiIdOf(value: string): string {
  const id = normalizeThaiId(value);
  if (!isThaiNationalId(id)) throw invalid('thai_id_invalid', 'This is not a valid Thai ID number.', [{ path: 'body.thai_id', message: 'thai_id_invalid' }]);
  return id;
}

export const pinRequired = (mode: MnpMode) => mode !== 'two_step';
export const verificationNotFound = () => notFound('mnp_verification_not_found', 'No such verification.');
export const verificationExpired = () => gone('mnp_verification_expired', 'The check has run out. Please check your number again.');
export const portingInProgress = () => conflict('porting_in_progress', 'This number already has a porting on the way.');

export function toVerification(row: VerificationRow, ekycRequired: boolean): MnpVerification {
  return {
    id: row.id,
    mode: row.mode,
    mobile_number: maskMobile(row.msisdn),
    thai_id: maskThaiId(`000000000${row.thaiIdLast4}`),
    donor: { id: row.donor, name: DONOR_NAMES[row.donor] },
    donor_type: row.donorType,
    pin_required: pinRequired(row.mode),
    pin_verified: row.pinEnc !== null,
    pin_expires_at: row.pinEnc && row.pinExpiresAt ? row.pinExpiresAt.toISOString() : null,
    pin_attempts_left: Math.max(0, MNP_PIN_MAX_ATTEMPTS - row.pinAttempts),
    ekyc_required: ekycRequired,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export interface VerifyDeps {
  db: Db;
  sim: Pick<SimService, 'sendOtp' | 'checkOtp' | 'encrypt' | 'decrypt'>;
  subscribers: Pick<SubscribersService, 'lookup'>;
  porting: Pick<PortingClient, 'lookup' | 'checkPin'>;
  ekyc: Pick<EkycService, 'create'>;
  ekycRequired: () => Promise<boolean>;
}

/**
 * Porting in, steps 1 to 3 (spec 7 "MNP": /mnp/{path}, check-otp, verify-pin-code): the number and
 * the holder's ID, an OTP to that number (whoever holds the SIM proves it), the verification (30
 * minutes, for this user), then the PIN from the current operator, checked at the clearinghouse.
 */
export function createVerifying(deps: VerifyDeps) {
  const { db, porting } = deps;

  /** The number's current operator; 409 mnp_already_ours, 404 mnp_number_unknown, 409 porting_in_progress. */
  async function donorOf(msisdn: string, thaiId: string) {
    const ours = await deps.subscribers.lookup(msisdn, thaiId).then(
      () => true,
      (err: unknown) => {
        if (err instanceof AppError && err.code === 'subscriber_not_found') return false;
        throw err;
      },
    );
    if (ours) throw conflict('mnp_already_ours', 'This number is already with us: change its package or move it to postpaid instead.');
    const donor = await porting.lookup(msisdn);
    if (!donor) throw notFound('mnp_number_unknown', 'No other operator has this number.');
    if (await openPortingOf(db, msisdn)) throw portingInProgress();
    return donor;
  }

  async function mine(userId: string, id: string, now = new Date()): Promise<VerificationRow> {
    const row = await verificationRow(db, id);
    if (!row || row.userId !== userId) throw verificationNotFound();
    if (row.expiresAt.getTime() <= now.getTime() || !row.thaiIdEnc) throw verificationExpired();
    return row;
  }

  return {
    mine,

    /** POST /mnp/check: the OTP goes to the number (flow mnp, the SIM module's limits). */
    async check(userId: string, body: { mobile_number: string; thai_id: string; lang: 'th' | 'en' }): Promise<OtpSent> {
      const thaiId = thaiIdOf(body.thai_id);
      await donorOf(body.mobile_number, thaiId);
      const sent = await deps.sim.sendOtp(userId, { mobile_number: body.mobile_number, flow: 'mnp', lang: body.lang });
      return { ...sent, mobile_number: maskMobile(sent.mobile_number) };
    },

    /** POST /mnp/check-otp: the same checks again (a busy system does not use up the code), then the OTP, then the verification. */
    async checkOtp(userId: string, body: { request_id: string; mode: MnpMode; mobile_number: string; thai_id: string; code: string }, now = new Date()): Promise<MnpVerification> {
      const thaiId = thaiIdOf(body.thai_id);
      const donor = await donorOf(body.mobile_number, thaiId);
      await deps.sim.checkOtp({ requestId: body.request_id, userId, mobile: body.mobile_number, code: body.code });
      const row = await insertVerification(db, {
        userId,
        mode: body.mode,
        msisdn: body.mobile_number,
        donor: donor.donor,
        donorType: donor.type,
        thaiIdEnc: await deps.sim.encrypt(thaiId),
        thaiIdLast4: thaiId.slice(-4),
        createdAt: now,
        expiresAt: new Date(now.getTime() + MNP_VERIFICATION_TTL_MS),
      });
      return toVerification(row, await deps.ekycRequired());
    },

    /** GET /mnp/verifications/:id (an expired one is shown too, so the page can say so). */
    async get(userId: string, id: string): Promise<MnpVerification> {
      const row = await verificationRow(db, id);
      if (!row || row.userId !== userId) throw verificationNotFound();
      return toVerification(row, await deps.ekycRequired());
    },

    /**
     * POST /mnp/verifications/:id/pin (spec verify-pin-code): at most MNP_PIN_MAX_ATTEMPTS tries per
     * verification (429 porting_pin_locked), each counted before the clearinghouse is asked; a try the
     * clearinghouse could not answer (5xx) is given back. A good PIN is kept encrypted for the order.
     */
    async verifyPin(userId: string, id: string, pin: string, now = new Date()): Promise<MnpVerification> {
      const row = await mine(userId, id, now);
      const counted = await takePinAttempt(db, row.id, MNP_PIN_MAX_ATTEMPTS);
      if (!counted) throw new AppError('rate_limited', 'porting_pin_locked', 'Too many wrong PINs. Please ask your current operator for a new PIN and check your number again.');
      let checked: { expires_at: Date };
      try {
        checked = await porting.checkPin(row.msisdn, pin);
      } catch (err) {
        if (err instanceof AppError && err.status >= 500) await updateVerification(db, row.id, { pinAttempts: Math.max(0, counted.pinAttempts - 1) });
        if (err instanceof AppError && err.code === 'porting_pin_invalid') {
          const left = Math.max(0, MNP_PIN_MAX_ATTEMPTS - counted.pinAttempts);
          const theirs = (err.details as { attempts_left?: number } | undefined)?.attempts_left;
          throw new AppError('unprocessable', 'porting_pin_invalid', 'This PIN is not right.', { attempts_left: Math.min(left, theirs ?? left) });
        }
        throw err;
      }
      const saved = await updateVerification(db, row.id, { pinEnc: await deps.sim.encrypt(pin), pinExpiresAt: checked.expires_at });
      return toVerification(saved, await deps.ekycRequired());
    },

    /** POST /mnp/verifications/:id/ekyc: the eKYC application (purpose mnp) for the ID the verification checked. */
    async startEkyc(userId: string, id: string, lang: 'th' | 'en', now = new Date()): Promise<EkycApplicationView> {
      const row = await mine(userId, id, now);
      return deps.ekyc.create({ userId, thaiId: await deps.sim.decrypt(row.thaiIdEnc!), purpose: 'mnp', lang });
    },
  };
}

export type Verifying = ReturnType<typeof createVerifying>;
