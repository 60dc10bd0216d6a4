import { cardBrand, cardDigits, cardIssues, type CardInput } from '@store/domain/payment';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { GatewayCard } from '../gateway';
import { idempotent } from './idempotency';
import { newId } from './keys';
import {
  cardById,
  insertCard,
  insertToken,
  liveCardsOfCustomer,
  liveCustomerCard,
  markCardDeleted,
  markTokenUsed,
  tokenById,
  tokenExists,
  type SandboxCardRow,
  type SandboxTokenRow,
} from './repository';

export type Scenario = 'success' | 'insufficient_fund' | 'card_declined' | 'three_d_secure';

/** The sandbox's test cards; any other valid card number succeeds. */
export const TEST_CARDS: Record<string, Scenario> = {
  '4242424242424242': 'success',
  '4000000000000002': 'insufficient_fund',
  '4000000000000127': 'card_declined',
  '4000000000003063': 'three_d_secure',
};

type CardRow = SandboxTokenRow | SandboxCardRow;

/** The card part of a token, a customer card or a charge as the API shows it. */
export function cardView(row: CardRow) {
  return { brand: row.brand, last_digits: row.lastDigits, name: row.name, expiration_month: row.expirationMonth, expiration_year: row.expirationYear };
}

/** Tokenises a card: checks it (Luhn, brand, expiry, CVC), keeps only brand, last 4 and the test scenario. */
export async function createToken(db: Db, card: CardInput, now: Date) {
  const issues = cardIssues(card, now);
  if (issues.length > 0) throw new AppError('invalid', 'invalid_card', 'The card details are not valid.', { issues });
  const digits = cardDigits(card.number);
  const row = await insertToken(db, {
    id: newId('tokn'),
    brand: cardBrand(digits)!,
    lastDigits: digits.slice(-4),
    name: card.name,
    expirationMonth: card.expiration_month,
    expirationYear: card.expiration_year,
    scenario: TEST_CARDS[digits] ?? 'success',
  });
  return { object: 'token' as const, id: row.id, livemode: false, used: false, card: { object: 'card' as const, ...cardView(row) }, created_at: row.createdAt.toISOString() };
}

/** Marks a token used (a token is good for one charge or one saved card); 400 used_token when it was. */
export async function useToken(tx: Db, tokenId: string) {
  const row = await markTokenUsed(tx, tokenId);
  if (row) return row;
  const known = await tokenExists(tx, tokenId);
  if (!known) throw notFound('token_not_found', 'No such token.');
  throw new AppError('invalid', 'used_token', 'The token was already used.');
}

const customerCard = (row: SandboxCardRow): GatewayCard => ({ object: 'card', id: row.id, customer: row.customerId, ...cardView(row) });

/** Keeps a token's card on a new customer (Omise: create a customer with a card). */
export async function saveCard(db: Db, tokenId: string, idempotencyKey?: string): Promise<GatewayCard> {
  const made = await idempotent(
    db,
    idempotencyKey,
    { op: 'save_card', tokenId },
    async (tx) => {
      const token = await useToken(tx, tokenId);
      const { id: _t, usedAt: _u, createdAt: _c, ...card } = token;
      const row = await insertCard(tx, { id: newId('card'), customerId: newId('cust'), ...card });
      return { id: row.id, result: customerCard(row), events: [] };
    },
    async (tx, id) => customerCard((await cardById(tx, id))!),
  );
  return made.result;
}

/** A customer's live card, or 404. */
export async function findCustomerCard(db: Db, customer: string, card: string) {
  const row = await liveCustomerCard(db, customer, card);
  if (!row) throw notFound('card_not_found', 'No such card on this customer.');
  return row;
}

/** Removes a saved card; later charges with it are refused. */
export async function deleteCard(db: Db, customer: string, card: string): Promise<void> {
  await markCardDeleted(db, customer, card);
}

/** A customer's live cards, oldest first; 404 when the customer has none (never made, or all deleted). */
export async function customerCards(db: Db, customer: string): Promise<GatewayCard[]> {
  const rows = await liveCardsOfCustomer(db, customer);
  if (rows.length === 0) throw notFound('customer_not_found', 'No such customer.');
  return rows.map(customerCard);
}

/** A token as the vault shows it (never the number), or 404. */
export async function loadToken(db: Db, id: string) {
  const row = await tokenById(db, id);
  if (!row) throw notFound('token_not_found', 'No such token.');
  return {
    object: 'token' as const,
    id: row.id,
    livemode: false,
    used: row.usedAt !== null,
    card: { object: 'card' as const, ...cardView(row) },
    created_at: row.createdAt.toISOString(),
  };
}
