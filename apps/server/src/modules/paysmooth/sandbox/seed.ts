import type { Db } from '../../../db/client';
import { seedPartnerApplicants } from './repository';

/** The partner sandbox's applicants (README "Pay smooth partner (sandbox)"); credit limits in satang. */
export const SANDBOX_APPLICANTS: { thaiId: string; creditLimit: number; decision: 'approve' | 'refuse' | 'busy'; notes: string }[] = [
  { thaiId: '3200700234562', creditLimit: 80_000_00, decision: 'approve', notes: 'approved after the partner step (e2e, API tests)' },
  { thaiId: '3200700345674', creditLimit: 50_000_00, decision: 'refuse', notes: 'refused after the partner step: credit_check_failed' },
  { thaiId: '3200700456786', creditLimit: 5_000_00, decision: 'approve', notes: 'credit limit 5,000 baht: a dearer device is refused at once (credit_limit_exceeded)' },
  { thaiId: '3200700567898', creditLimit: 50_000_00, decision: 'busy', notes: 'the partner answers busy (503 paysmooth_busy)' },
];
/** Any other valid Thai ID: refused after the partner step (no_credit_record). A monthly income under 15,000 baht: refused at once (income_too_low). */

export async function seedPaySmoothPartner(db: Db, hmac: (purpose: string, value: string) => Promise<string>): Promise<void> {
  await seedPartnerApplicants(
    db,
    await Promise.all(SANDBOX_APPLICANTS.map(async (a) => ({ thaiIdHash: await hmac('paysmooth-partner', a.thaiId), creditLimit: a.creditLimit, decision: a.decision }))),
  );
}
