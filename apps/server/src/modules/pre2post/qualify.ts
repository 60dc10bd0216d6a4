import type { EkycApplicationView } from '@store/domain/ekyc';
import type { OtpSent } from '@store/domain/otp';
import { QUALIFICATION_TTL_MS, pre2postReasons, type Qualification } from '@store/domain/pre2post';
import { isThaiNationalId, maskMobile, maskThaiId, normalizeThaiId } from '@store/domain/thai-id';
import type { Db } from '../../db/client';
import { gone, invalid, notFound, unprocessable } from '../../lib/errors';
import { getConfig } from '../config/service';
import type { SimService } from '../sim/plugin';
import type { SubscribersService } from '../subscribers/service';
import type { EkycService } from '../ekyc/plugin';
import { insertQualification, pendingConversionOf, qualificationRow, type QualificationRow } from './repository';

/** A Thai ID as typed: 13 digits with the right check digit, else 400 thai_id_invalid. */
export function thaiIdOf(value: string): string {
  const id = normalizeThaiId(value);
  if (!isThaiNationalId(id)) throw invalid('thai_id_invalid', 'This is not a valid Thai ID number.', [{ path: 'body.thai_id', message: 'thai_id_invalid' }]);
  return id;
}

export interface QualifyDeps {
  db: Db;
  sim: Pick<SimService, 'checkOtp' | 'encrypt' | 'decrypt'>;
  subscribers: SubscribersService;
  /** Creates the eKYC application of a qualification (app.ekyc.create). */
  ekyc: Pick<EkycService, 'create'>;
  /** Whether the order will need an eKYC (config ekyc_mobile). */
  ekycRequired: () => Promise<boolean>;
}

export function toQualification(row: QualificationRow, ekycRequired: boolean): Qualification {
  return {
    id: row.id,
    mobile_number: maskMobile(row.msisdn),
    thai_id: maskThaiId(`000000000${row.thaiIdLast4}`),
    qualification_result: row.qualified ? 'qualified' : 'unqualified',
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    subscriber: row.subscriber,
    reasons: row.reasons,
    ekyc_required: ekycRequired,
  };
}

/**
 * Steps 1 and 2 of prepaid to postpaid (spec 2 /pre2post/verify; 7 check/pre_to_post): the number and
 * the holder's ID, an OTP to that number, then the qualification (TMF679) with every reason at once.
 * Whether the ID is the holder's is only told after the OTP, to whoever holds the SIM.
 */
export function createQualifying(deps: QualifyDeps) {
  const { db, subscribers } = deps;

  /** Whether the number has a conversion pending: one of the store's, or a change already scheduled in the subscriber system. */
  async function conversionPending(msisdn: string): Promise<boolean> {
    if (await pendingConversionOf(db, msisdn)) return true;
    return (await subscribers.scheduledChange(msisdn)) !== null;
  }

  return {
    conversionPending,

    /** POST /pre2post/check: 400 thai_id_invalid, 404 subscriber_not_found, 503 subscriber_system_busy, 429 otp_*; the OTP goes to the number. */
    async check(userId: string, body: { mobile_number: string; thai_id: string; lang: 'th' | 'en' }): Promise<OtpSent> {
      const thaiId = thaiIdOf(body.thai_id);
      await subscribers.lookup(body.mobile_number, thaiId);
      const sent = await subscribers.sendOtp(userId, { msisdn: body.mobile_number, flow: 'pre_to_post', lang: body.lang });
      return { ...sent, mobile_number: maskMobile(sent.mobile_number) };
    },

    /** POST /pre2post/qualifications: the subscriber system first (a busy one does not use up the code), then the OTP, then the rules. */
    async qualify(userId: string, body: { request_id: string; mobile_number: string; thai_id: string; code: string }, now = new Date()): Promise<Qualification> {
      const thaiId = thaiIdOf(body.thai_id);
      const { subscriber, holderMatches } = await subscribers.lookup(body.mobile_number, thaiId);
      await deps.sim.checkOtp({ requestId: body.request_id, userId, mobile: body.mobile_number, code: body.code });
      const months = subscribers.monthsActive(subscriber, now);
      const reasons = pre2postReasons(
        {
          type: subscriber.type,
          status: subscriber.status,
          blacklisted: subscriber.blacklisted,
          months,
          balance: subscriber.balance,
          holderMatches,
          conversionPending: await conversionPending(subscriber.msisdn),
        },
        { checkAging: await getConfig(db, 'check_aging') },
      );
      const row = await insertQualification(db, {
        userId,
        msisdn: subscriber.msisdn,
        thaiIdEnc: await deps.sim.encrypt(thaiId),
        thaiIdLast4: thaiId.slice(-4),
        qualified: reasons.length === 0,
        reasons,
        subscriber: { type: subscriber.type, package: subscriber.package, months, balance: subscriber.balance },
        createdAt: now,
        expiresAt: new Date(now.getTime() + QUALIFICATION_TTL_MS),
      });
      return toQualification(row, await deps.ekycRequired());
    },

    /**
     * POST /pre2post/qualifications/:id/ekyc (spec POST /pre_to_post/ekyc): the eKYC application for
     * the ID the qualification checked, made here from the ID the store keeps (encrypted) for the
     * qualification's 30 minutes, so the browser never has to keep the ID itself. 404 for another
     * user's, 410 qualification_expired, 422 not_qualified.
     */
    async startEkyc(userId: string, id: string, lang: 'th' | 'en', now = new Date()): Promise<EkycApplicationView> {
      const row = await qualificationRow(db, id);
      if (!row || row.userId !== userId) throw notFound('qualification_not_found', 'No such qualification.');
      if (row.expiresAt.getTime() <= now.getTime() || !row.thaiIdEnc) throw gone('qualification_expired', 'The check has run out. Please check your number again.');
      if (!row.qualified) throw unprocessable('not_qualified', 'This number cannot be converted to postpaid.', { reasons: row.reasons });
      return deps.ekyc.create({ userId, thaiId: await deps.sim.decrypt(row.thaiIdEnc), purpose: 'pre_to_post', lang });
    },

    /** GET /pre2post/qualifications/:id: only the user's own (404 qualification_not_found otherwise). */
    async get(userId: string, id: string): Promise<Qualification> {
      const row = await qualificationRow(db, id);
      if (!row || row.userId !== userId) throw notFound('qualification_not_found', 'No such qualification.');
      return toQualification(row, await deps.ekycRequired());
    },
  };
}
