import { PAYLATER_APPROVAL_TTL_MS, PAYLATER_MIN_SATANG, PAYLATER_TERMS, type PayLaterTerm } from '@store/domain/paylater';
import { isCardExpired, MAX_CHARGE_SATANG, MIN_CHARGE_SATANG, PROMPTPAY_CHARGE_TTL_MS, THREE_DS_TTL_MS } from '@store/domain/payment';
import { THAI_MOBILE_RE } from '@store/domain/phone';
import { invalid, notFound } from '../../../lib/errors';
import type { ChargeInput, GatewayCharge, GatewaySource, SourceInput, SourceType } from '../gateway';
import { promptPayPayload } from '../promptpay-qr';
import { findCustomerCard, useToken, type Scenario } from './cards';
import { recordEvent } from './events';
import { idempotent, type Made } from './idempotency';
import { newId } from './keys';
import { payLaterChargeOutcome } from './paylater';
import { attachSource, insertCharge, insertSource, sourceById, type NewSandboxCharge, type SandboxSourceRow } from './repository';
import { chargeView, loadCharge, type ChargeContext } from './charge-view';

function checkAmount(amount: number, currency: string) {
  if (!Number.isSafeInteger(amount) || amount < MIN_CHARGE_SATANG || amount > MAX_CHARGE_SATANG) {
    throw invalid('invalid_amount', `The amount must be ${MIN_CHARGE_SATANG} to ${MAX_CHARGE_SATANG} satang.`);
  }
  if (currency !== 'THB') throw invalid('invalid_currency', 'Only THB is supported.');
}

const sourceView = (s: SandboxSourceRow): GatewaySource => ({
  object: 'source',
  id: s.id,
  type: s.type as SourceType,
  amount: s.amount,
  currency: 'THB',
  charge: s.chargeId,
  installment_term: (s.installmentTerm ?? null) as PayLaterTerm | null,
  phone_number: s.phoneNumber,
});

/** Creates a PromptPay or pay-later source for an amount (idempotent per key). */
export async function createSource(ctx: ChargeContext, input: SourceInput, key?: string): Promise<GatewaySource> {
  checkAmount(input.amount, input.currency);
  if (input.type !== 'promptpay' && input.type !== 'paylater') throw invalid('invalid_source_type', 'Only promptpay and paylater sources are supported.');
  const payLater = input.type === 'paylater' ? { installmentTerm: input.installment_term, phoneNumber: input.phone_number } : {};
  if (input.type === 'paylater') {
    if (!(PAYLATER_TERMS as readonly number[]).includes(input.installment_term)) throw invalid('invalid_installment_term', `The plan must be ${PAYLATER_TERMS.join(', ')} months.`);
    if (!THAI_MOBILE_RE.test(input.phone_number ?? '')) throw invalid('invalid_phone_number', "A pay-later source needs the payer's Thai mobile number.");
    if (input.amount < PAYLATER_MIN_SATANG) throw invalid('amount_below_minimum', `Pay-later takes ${PAYLATER_MIN_SATANG} satang or more.`);
  }
  const made = await idempotent(
    ctx.db,
    key,
    { op: 'source', ...input },
    async (tx) => {
      const row = await insertSource(tx, { id: newId('src'), type: input.type, amount: input.amount, currency: input.currency, ...payLater });
      return { id: row.id, result: sourceView(row), events: [] };
    },
    async (tx, id) => sourceView((await sourceById(tx, id))!),
  );
  return made.result;
}

const FAILURES: Partial<Record<Scenario | 'expired_card', string>> = {
  insufficient_fund: 'insufficient funds in the account or the card has reached the credit limit',
  card_declined: 'the card was declined by the issuer',
  expired_card: 'the card has expired',
};

/** Creates a charge with a token, a saved card or a PromptPay source; the outcome follows the test card. */
export async function createCharge(ctx: ChargeContext, input: ChargeInput, key?: string): Promise<Made<GatewayCharge>> {
  checkAmount(input.amount, input.currency);
  if (Boolean(input.card) === Boolean(input.source)) throw invalid('invalid_charge', 'Give either a card (token or saved card) or a source.');
  return idempotent(
    ctx.db,
    key,
    { op: 'charge', ...input },
    async (tx) => {
      const id = newId('chrg');
      const now = ctx.clock();
      const base = {
        id,
        amount: input.amount,
        currency: input.currency,
        returnUri: input.return_uri ?? null,
        description: input.description ?? null,
        metadata: input.metadata ?? {},
      };
      let row: NewSandboxCharge;
      if (input.source) {
        const source = await attachSource(tx, input.source, id);
        if (!source) throw (await sourceById(tx, input.source)) ? invalid('used_source', 'The source was already charged.') : notFound('source_not_found', 'No such source.');
        if (source.amount !== input.amount) throw invalid('amount_mismatch', 'The charge amount must equal the source amount.');
        if (source.type === 'paylater') {
          if (!input.return_uri) throw invalid('return_uri_required', 'A pay-later charge needs a return_uri.');
          const refused = await payLaterChargeOutcome(tx, source.phoneNumber!, source.amount);
          const from = { sourceId: source.id, sourceType: 'paylater', installmentTerm: source.installmentTerm, phoneNumber: source.phoneNumber };
          row = refused
            ? { ...base, ...from, status: 'failed', ...refused }
            : { ...base, ...from, status: 'pending', authorizeUri: `${ctx.payLaterBase}/${id}`, expiresAt: new Date(now.getTime() + PAYLATER_APPROVAL_TTL_MS) };
        } else {
          row = {
            ...base,
            status: 'pending',
            sourceId: source.id,
            sourceType: 'promptpay',
            scannablePayload: promptPayPayload(ctx.promptPayId, input.amount),
            expiresAt: new Date(now.getTime() + PROMPTPAY_CHARGE_TTL_MS),
          };
        }
      } else {
        const card = input.customer ? await findCustomerCard(tx, input.customer, input.card!) : await useToken(tx, input.card!);
        const scenario = isCardExpired(card.expirationMonth, card.expirationYear, now) ? 'expired_card' : (card.scenario as Scenario);
        if (scenario === 'three_d_secure' && !input.return_uri) throw invalid('return_uri_required', 'A card that needs 3-D Secure needs a return_uri.');
        const cardCols = {
          cardBrand: card.brand,
          cardLastDigits: card.lastDigits,
          cardName: card.name,
          cardExpirationMonth: card.expirationMonth,
          cardExpirationYear: card.expirationYear,
        };
        const refs = input.customer ? { cardId: card.id, customerId: input.customer } : { tokenId: card.id };
        const outcome =
          scenario === 'success'
            ? { status: 'successful', paidAt: now }
            : scenario === 'three_d_secure'
              ? { status: 'pending', authorizeUri: `${ctx.authorizeBase}/${id}`, expiresAt: new Date(now.getTime() + THREE_DS_TTL_MS) }
              : { status: 'failed', failureCode: scenario, failureMessage: FAILURES[scenario] ?? null };
        row = { ...base, ...cardCols, ...refs, ...outcome };
      }
      const saved = await insertCharge(tx, row);
      const charge = chargeView(saved);
      const events = charge.status === 'pending' ? [] : [await recordEvent(tx, 'charge.complete', id, charge, now)];
      return { id, result: charge, events };
    },
    async (tx, id) => chargeView(await loadCharge(tx, id)),
  );
}
