import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../lib/errors';
import type { PartnerApplication, PaySmoothPartnerPort } from '../port';
import { capturePartnerApplication, decidePartnerApplication, insertPartnerApplication, partnerApplicant, partnerApplication } from './repository';

/** The partner decides this long after an application is submitted (its own approval step). */
export const SANDBOX_DECISION_MS = 1_500;
/** An approved application may be used this long. */
export const APPROVAL_TTL_MS = 24 * 60 * 60_000;
/** The partner's minimum monthly income (satang). */
export const MIN_MONTHLY_INCOME = 15_000_00;

export const partnerBusy = () => new AppError('unavailable', 'paysmooth_busy', 'The pay-smooth partner is busy. Please try again in a moment.', { retry_after_s: 30 });
export const notCapturable = (state: string) => conflict('paysmooth_not_capturable', `This pay-smooth application cannot pay for an order (${state}).`);

type Row = NonNullable<Awaited<ReturnType<typeof partnerApplication>>>;
const toApplication = (r: Row): PartnerApplication => ({
  id: r.id,
  state: r.state,
  reason: r.reason,
  creditLimit: r.creditLimit,
  expiresAt: r.state === 'approved' || r.state === 'captured' || r.state === 'expired' ? r.expiresAt : null,
  capturedReference: r.capturedReference,
});

/**
 * The embedded pay-smooth partner (README "Pay smooth partner (sandbox)"): its own tables, the
 * applicants it knows by the keyed hash of their Thai ID, and the partner's failure modes: a
 * refusal at once (income, credit limit), a refusal after its approval step (credit check, no
 * credit record), a busy answer (503), and an approval that expires unused.
 */
export function embeddedPaySmoothPartner(db: Db, hmac: (purpose: string, value: string) => Promise<string>): PaySmoothPartnerPort {
  /** Reads an application, deciding it when its time has come and expiring an unused approval. */
  async function read(on: Db, id: string, now = new Date()): Promise<Row> {
    let row = await partnerApplication(on, id);
    if (!row) throw notFound('paysmooth_application_not_found', 'No such pay-smooth application.');
    if (row.state === 'submitted' && row.decideAt.getTime() <= now.getTime()) {
      const applicant = await partnerApplicant(on, row.thaiIdHash);
      const approve = applicant?.decision === 'approve';
      row =
        (await decidePartnerApplication(on, id, {
          state: approve ? 'approved' : 'refused',
          reason: approve ? null : applicant ? 'credit_check_failed' : 'no_credit_record',
          expiresAt: new Date(now.getTime() + APPROVAL_TTL_MS),
        })) ?? row;
    }
    if (row.state === 'approved' && row.expiresAt.getTime() <= now.getTime())
      row = (await decidePartnerApplication(on, id, { state: 'expired', reason: null, expiresAt: row.expiresAt })) ?? row;
    return row;
  }

  return {
    sandbox: true,
    async apply(input) {
      const hash = await hmac('paysmooth-partner', input.thaiId);
      const applicant = await partnerApplicant(db, hash);
      if (applicant?.decision === 'busy') throw partnerBusy();
      const now = new Date();
      const refusedAtOnce = input.monthlyIncome < MIN_MONTHLY_INCOME ? 'income_too_low' : applicant && input.amount > applicant.creditLimit ? 'credit_limit_exceeded' : null;
      const row = await insertPartnerApplication(db, {
        id: `PSA-${randomBytes(8).toString('hex').toUpperCase()}`,
        thaiIdHash: hash,
        amount: input.amount,
        months: input.months,
        state: refusedAtOnce ? 'refused' : 'submitted',
        reason: refusedAtOnce,
        creditLimit: applicant?.creditLimit ?? null,
        decideAt: new Date(now.getTime() + SANDBOX_DECISION_MS),
        expiresAt: new Date(now.getTime() + SANDBOX_DECISION_MS + APPROVAL_TTL_MS),
        createdAt: now,
      });
      return toApplication(row);
    },
    async get(id) {
      return toApplication(await read(db, id));
    },
    async capture(id, input, tx?: Db) {
      const on = tx ?? db;
      const row = await read(on, id);
      if (row.state === 'captured' && row.capturedReference === input.reference) return toApplication(row);
      if (row.state !== 'approved') throw notCapturable(row.state);
      if (input.amount > row.amount) throw conflict('paysmooth_amount_exceeded', 'The order is more than the approved amount.');
      const captured = await capturePartnerApplication(on, id, input.reference, new Date());
      if (!captured) throw notCapturable('captured');
      return toApplication(captured);
    },
  };
}
