import { PAYLATER_MIN_SATANG, PAYLATER_TERMS } from '@store/domain/paylater';
import { THAI_MOBILE_RE } from '@store/domain/phone';
import type { Db } from '../../../db/client';
import { conflict, invalid } from '../../../lib/errors';
import type { GatewayCharge, PayLaterEligibility } from '../gateway';
import { chargeView, loadCharge, type ChargeContext } from './charge-view';
import { recordEvent } from './events';
import type { Made } from './idempotency';
import {
  givePayLaterCreditBack,
  insertPayLaterAccountIfAbsent,
  lockLivePayLaterCharge,
  payLaterAccountByPhone,
  setChargeOutcome,
  takePayLaterCredit,
  type NewSandboxCharge,
  type PayLaterAccountRow,
} from './repository';

/**
 * The sandbox's pay-later provider (buy now, pay in 3, 6 or 10 instalments at 0%): one account per
 * mobile number with a credit limit, a credit check, an approval page where the buyer approves or
 * declines, and the credit an approved charge uses (given back by refunds).
 *
 * Test numbers, so that tests and developers can drive every outcome:
 * - a number ending in 0000 (e.g. 0812340000) is refused by the credit check (`credit_check_failed`);
 * - every other number gets 30,000 baht of credit; an amount above what is left is
 *   `credit_limit_exceeded` (eligibility) or a charge failed with `insufficient_credit`.
 */
export const SANDBOX_PAYLATER_CREDIT_LIMIT = 3_000_000;
export const refusedByCreditCheck = (phone: string) => phone.endsWith('0000');

type Account = PayLaterAccountRow;

/** The account of a number, opened (credit-checked) on first use. */
export async function payLaterAccount(db: Db, phone: string): Promise<Account> {
  if (!THAI_MOBILE_RE.test(phone)) throw invalid('invalid_phone_number', 'A pay-later account needs a Thai mobile number.');
  await insertPayLaterAccountIfAbsent(db, { phoneNumber: phone, status: refusedByCreditCheck(phone) ? 'refused' : 'active', creditLimit: SANDBOX_PAYLATER_CREDIT_LIMIT });
  return payLaterAccountByPhone(db, phone);
}

/** Why an account cannot pay an amount later, or null when it can. */
function refusal(account: Account, amount: number): PayLaterEligibility['reason'] {
  if (amount < PAYLATER_MIN_SATANG) return 'amount_below_minimum';
  if (account.status !== 'active') return 'credit_check_failed';
  if (amount > account.creditLimit - account.creditUsed) return 'credit_limit_exceeded';
  return null;
}

/** The provider's answer for a number and an amount. */
export async function payLaterEligibility(db: Db, input: { phone_number: string; amount: number }): Promise<PayLaterEligibility> {
  if (!Number.isSafeInteger(input.amount) || input.amount < 0) throw invalid('invalid_amount', 'The amount must be a whole number of satang.');
  const account = await payLaterAccount(db, input.phone_number);
  const reason = refusal(account, input.amount);
  const active = account.status === 'active';
  return {
    object: 'paylater_eligibility',
    phone_number: account.phoneNumber,
    amount: input.amount,
    eligible: reason === null,
    reason,
    credit_limit: active ? account.creditLimit : 0,
    available_credit: active ? account.creditLimit - account.creditUsed : 0,
    terms: [...PAYLATER_TERMS],
  };
}

/** At charge time: a refused number or too little credit fails the charge at once, like a declined card. */
export async function payLaterChargeOutcome(tx: Db, phone: string, amount: number) {
  const account = await payLaterAccount(tx, phone);
  const reason = refusal(account, amount);
  if (reason === 'credit_check_failed') return { failureCode: 'credit_check_failed', failureMessage: 'the pay-later provider refused the credit check' };
  if (reason) return { failureCode: 'insufficient_credit', failureMessage: 'not enough pay-later credit left for this amount' };
  return null;
}

/**
 * The buyer's answer on the approval page: approving takes the amount from the account's credit (one
 * conditional write; too little left fails the charge `insufficient_credit`), declining fails it
 * `paylater_declined`. A second answer, or one after the charge expired, is 409.
 */
export async function answerPayLater(ctx: ChargeContext, id: string, approve: boolean): Promise<Made<GatewayCharge>> {
  const now = ctx.clock();
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const pending = await lockLivePayLaterCharge(tx, id, now);
    if (!pending) {
      const row = await loadCharge(tx, id);
      if (row.sourceType !== 'paylater') throw conflict('charge_not_paylater', 'This charge is not a pay-later charge.');
      if (row.status === 'pending') throw conflict('charge_expired', 'The charge has expired.');
      throw conflict('charge_not_pending', `The charge is ${row.status}.`);
    }
    let outcome: Partial<NewSandboxCharge> = { status: 'failed', failureCode: 'paylater_declined', failureMessage: 'the buyer declined the pay-later plan' };
    if (approve) {
      const taken = await takePayLaterCredit(tx, pending.phoneNumber!, pending.amount, now);
      outcome = taken
        ? { status: 'successful', paidAt: now }
        : { status: 'failed', failureCode: 'insufficient_credit', failureMessage: 'not enough pay-later credit left for this amount' };
    }
    const row = await setChargeOutcome(tx, id, outcome, now);
    const charge = chargeView(row);
    return { id, result: charge, events: [await recordEvent(tx, 'charge.complete', id, charge, now)] };
  });
}

/** A refund of a pay-later charge gives its amount back to the account's credit (in the refund's transaction). */
export async function returnPayLaterCredit(tx: Db, phone: string, amount: number, now: Date): Promise<void> {
  await givePayLaterCreditBack(tx, phone, amount, now);
}
