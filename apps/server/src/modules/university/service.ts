import { randomUUID } from 'node:crypto';
import {
  STUDENT_VERIFICATION_TTL_MS,
  type StudentVerification,
  type University,
  type VlearnClaimBody,
  type VlearnOffer,
  type VlearnPlaced,
  vlearnClaimBodySchema,
} from '@store/domain/university';
import { isThaiNationalId, maskMobile, normalizeThaiId } from '@store/domain/thai-id';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, gone, invalid, notFound, unprocessable } from '../../lib/errors';
import type { HoldHandler } from '../../lib/line-kinds';
import type { Orders } from '../order/service';
import type { OrderLine } from '../order/types';
import type { SimService } from '../sim/plugin';
import type { StudentRegistryPort } from './port';
import {
  activeClaimOf,
  claimBySecureKey,
  claimsByIds,
  insertClaim,
  insertVerification,
  listOffers,
  markVerified,
  offerRow,
  releaseClaims,
  setClaimSecureKey,
  verificationRow,
  type ClaimRow,
  type OfferRow,
  type VerificationRow,
} from './repository';

export interface StudentsDeps {
  db: Db;
  registry: StudentRegistryPort;
  sim: Pick<SimService, 'sendOtp' | 'checkOtp'>;
  orders: Pick<Orders, 'placeServiceOrder' | 'moveServiceOrder'>;
}

const toOffer = (o: OfferRow): VlearnOffer => ({
  id: o.id,
  name: o.name,
  description: o.description,
  monthly_price: o.monthlyPrice,
  normal_price: o.normalPrice,
  contract_months: o.contractMonths,
  data_gb: o.dataGb,
});

/** A student ID shows its last three characters only. */
export const maskStudentId = (id: string) => `${'x'.repeat(Math.max(0, id.length - 3))}${id.slice(-3)}`;

const notFoundVerification = () => notFound('verification_not_found', 'No such student verification.');

/**
 * Students and vlearn (issue 18; decision 036): the check against the student registry and its OTP
 * to the student's mobile, the vlearn offers, and the claim: a `vlearn` service order whose line
 * holds the student's claim (hold kind `vlearn_claim`, one active per student by a unique index),
 * given back when the order is cancelled.
 */
export function createStudents(deps: StudentsDeps) {
  const { db, registry, orders } = deps;
  const inTx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

  async function universities(): Promise<University[]> {
    return registry.universities();
  }

  async function view(row: VerificationRow): Promise<StudentVerification> {
    const university = (await universities()).find((u) => u.code === row.universityCode) ?? { code: row.universityCode, name: { th: row.universityCode, en: row.universityCode } };
    const claim = row.verifiedAt ? await activeClaimOf(db, row.universityCode, row.studentId) : null;
    return {
      id: row.id,
      university,
      student_id: maskStudentId(row.studentId),
      student_name: row.studentName,
      mobile_number: maskMobile(row.mobile),
      state: row.verifiedAt ? 'verified' : 'otp_sent',
      expires_at: row.expiresAt.toISOString(),
      claim: claim && claim.secureKey ? { offer_id: claim.offerId, order_number: claim.orderNumber, secure_key: claim.secureKey, claimed_at: claim.createdAt.toISOString() } : null,
    };
  }

  async function mine(userId: string, id: string): Promise<VerificationRow> {
    const row = await verificationRow(db, id);
    if (!row || row.userId !== userId) throw notFoundVerification();
    return row;
  }

  /** The `vlearn_claim` hold kind: taken when the order is placed, released when it is cancelled. */
  const holds: HoldHandler = {
    kind: 'vlearn_claim',
    owner: 'university',
    // vlearn lines never sit in a cart.
    async lineRemoved() {},
    async reserve(tx, ids, order) {
      for (const claim of await claimsByIds(tx, ids)) {
        if (claim.orderId !== order.orderId || claim.state !== 'active') throw conflict('vlearn_already_claimed', 'This student has already claimed a vlearn offer.');
      }
    },
    async paid() {},
    async expired(tx, ids) {
      await releaseClaims(tx, ids, new Date());
    },
    async cancelled() {},
  };

  return {
    holds,
    universities,

    async offers(): Promise<VlearnOffer[]> {
      return (await listOffers(db)).map(toOffer);
    },

    /** POST /university/verifications: 400 thai_id_invalid, 404 university_not_found / student_not_found, 422 student_not_enrolled, 503 student_registry_busy. */
    async check(userId: string, body: { university_code: string; student_id: string; thai_id: string; lang: 'th' | 'en' }, now = new Date()) {
      const thaiId = normalizeThaiId(body.thai_id);
      if (!isThaiNationalId(thaiId)) throw invalid('thai_id_invalid', 'This is not a valid Thai ID number.', [{ path: 'body.thai_id', message: 'thai_id_invalid' }]);
      const universityCode = body.university_code.toUpperCase();
      if (!(await universities()).some((u) => u.code === universityCode)) throw notFound('university_not_found', 'No such university.');
      const studentId = body.student_id.toUpperCase();
      const student = await registry.lookup({ universityCode, studentId, thaiId });
      if (!student) throw notFound('student_not_found', 'No student with this student ID and ID card at this university.');
      if (student.status !== 'enrolled') throw unprocessable('student_not_enrolled', 'This student is not studying at the university now.', { reason: student.status });
      const sent = await deps.sim.sendOtp(userId, { mobile_number: student.mobile, flow: 'student', lang: body.lang });
      const row = await insertVerification(db, {
        userId,
        universityCode,
        studentId: student.studentId,
        studentName: student.name,
        thaiIdLast4: thaiId.slice(-4),
        mobile: student.mobile,
        otpRequestId: sent.request_id,
        createdAt: now,
        expiresAt: new Date(sent.expires_at),
      });
      return { verification_id: row.id, request_id: sent.request_id, mobile_number: maskMobile(sent.mobile_number), expires_at: sent.expires_at, resend_after: sent.resend_after };
    },

    /** POST /university/verifications/:id/otp: the student is verified for 30 minutes. */
    async confirm(userId: string, id: string, body: { request_id: string; code: string }, now = new Date()): Promise<StudentVerification> {
      const row = await mine(userId, id);
      if (row.verifiedAt) {
        if (row.expiresAt.getTime() <= now.getTime()) throw gone('verification_expired', 'The student check has run out. Please check again.');
        return view(row);
      }
      if (body.request_id !== row.otpRequestId) throw notFound('otp_not_found', 'This code was not sent for this check.');
      await deps.sim.checkOtp({ requestId: body.request_id, userId, mobile: row.mobile, code: body.code });
      const verified = await markVerified(db, row.id, now, new Date(now.getTime() + STUDENT_VERIFICATION_TTL_MS));
      return view(verified ?? row);
    },

    async get(userId: string, id: string): Promise<StudentVerification> {
      return view(await mine(userId, id));
    },

    /**
     * POST /register-campaign/vlearn: a service order (billed monthly, nothing paid online) whose line
     * holds the student's claim. One per student: the claim's insert decides (409 vlearn_already_claimed).
     */
    async claim(userId: string, key: string, body: z.output<typeof vlearnClaimBodySchema> | VlearnClaimBody): Promise<{ placed: VlearnPlaced; created: boolean }> {
      const v = await mine(userId, body.verification_id);
      if (!v.verifiedAt) throw unprocessable('student_not_verified', 'Please confirm the code sent to the student’s mobile first.');
      const offer = await offerRow(db, body.offer_id);
      if (!offer) throw notFound('vlearn_offer_not_found', 'No such vlearn offer.');
      let claimId = '';
      const { order, created } = await orders.placeServiceOrder({
        userId,
        key,
        request: body,
        billingAddress: body.billing_address,
        contact: { name: body.billing_address.name, phone: body.billing_address.phone, email: body.email ?? null },
        prepare: async (tx, placing) => {
          if (v.expiresAt.getTime() <= placing.at.getTime()) throw gone('verification_expired', 'The student check has run out. Please check again.');
          claimId = randomUUID();
          const claim = await insertClaim(tx, {
            id: claimId,
            universityCode: v.universityCode,
            studentId: v.studentId,
            verificationId: v.id,
            userId,
            offerId: offer.id,
            orderId: placing.id,
            orderNumber: placing.orderNumber,
            state: 'active',
            createdAt: placing.at,
          });
          if (!claim) throw conflict('vlearn_already_claimed', 'This student has already claimed a vlearn offer.');
          const line: OrderLine = {
            id: randomUUID(),
            product_type: 'vlearn',
            product_id: offer.id,
            variant_id: null,
            category: 'vlearn',
            title: offer.name,
            image: null,
            href: '/university/verify',
            // Nothing is charged now: the package is billed monthly.
            price: 0,
            compare_at_price: null,
            quantity: 1,
            discount: 0,
            coupon_discount: 0,
            line_total: 0,
            capacity: null,
            colour: null,
            sim_meta: null,
            existing_campaign: null,
            bundle: null,
            inventory_id: null,
            hold: { kind: 'vlearn_claim', id: claimId },
          };
          return { lines: [line], state: 'in_progress' };
        },
        placed: async (tx, placedOrder) => {
          await setClaimSecureKey(tx, claimId, placedOrder.secureKey);
        },
      });
      return { placed: { order_number: order.orderNumber, secure_key: order.secureKey, state: order.state as VlearnPlaced['state'], offer_id: offer.id }, created };
    },

    /** POST /register-campaign/vlearn/:secure_key/cancel: the caller's own vlearn order is cancelled and the claim given back. */
    async cancel(userId: string, secureKey: string): Promise<VlearnPlaced> {
      const claim: ClaimRow | null = await claimBySecureKey(db, secureKey);
      if (!claim || claim.userId !== userId) throw notFound('order_not_found', 'No such vlearn order.');
      const order = await inTx((tx) => orders.moveServiceOrder(tx, claim.orderId, 'cancelled'));
      return { order_number: order.orderNumber, secure_key: order.secureKey, state: order.state as VlearnPlaced['state'], offer_id: claim.offerId };
    },
  };
}

export type Students = ReturnType<typeof createStudents>;
