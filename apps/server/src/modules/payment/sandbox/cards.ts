import { and, eq, isNull, sql } from 'drizzle-orm';
import { cardBrand, cardDigits, cardIssues, type CardInput } from '@store/domain/payment';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { GatewayCard } from '../gateway';
import { idempotent } from './idempotency';
import { newId } from './keys';
import { sandboxCards, sandboxTokens } from './tables';

export type Scenario = 'success' | 'insufficient_fund' | 'card_declined' | 'three_d_secure';

/** The sandbox's test cards; any other valid card number succeeds. */
export const TEST_CARDS: Record<string, Scenario> = {
  '4242424242424242': 'success',
  '4000000000000002': 'insufficient_fund',
  '4000000000000127': 'card_declined',
  '4000000000003063': 'three_d_secure',
};

type CardRow = typeof sandboxTokens.$inferSelect | typeof sandboxCards.$inferSelect;

/** The card part of a token, a customer card or a charge as the API shows it. */
export function cardView(row: CardRow) {
  return { brand: row.brand, last_digits: row.lastDigits, name: row.name, expiration_month: row.expirationMonth, expiration_year: row.expirationYear };
}

/** Tokenises a card: checks it (Luhn, brand, expiry, CVC), keeps only brand, last 4 and the test scenario. */
export async function createToken(db: Db, card: CardInput, now: Date) {
  const issues = cardIssues(card, now);
  if (issues.length > 0) throw new AppError('invalid', 'invalid_card', 'The card details are not valid.', { issues });
  const digits = cardDigits(card.number);
  const [row] = await db
    .insert(sandboxTokens)
    .values({
      id: newId('tokn'),
      brand: cardBrand(digits)!,
      lastDigits: digits.slice(-4),
      name: card.name,
      expirationMonth: card.expiration_month,
      expirationYear: card.expiration_year,
      scenario: TEST_CARDS[digits] ?? 'success',
    })
    .returning();
  return { object: 'token' as const, id: row.id, livemode: false, used: false, card: { object: 'card' as const, ...cardView(row) }, created_at: row.createdAt.toISOString() };
}

/** Marks a token used (a token is good for one charge or one saved card); 400 used_token when it was. */
export async function useToken(tx: Db, tokenId: string) {
  const [row] = await tx
    .update(sandboxTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(sandboxTokens.id, tokenId), isNull(sandboxTokens.usedAt)))
    .returning();
  if (row) return row;
  const [known] = await tx.select({ id: sandboxTokens.id }).from(sandboxTokens).where(eq(sandboxTokens.id, tokenId));
  if (!known) throw notFound('token_not_found', 'No such token.');
  throw new AppError('invalid', 'used_token', 'The token was already used.');
}

const customerCard = (row: typeof sandboxCards.$inferSelect): GatewayCard => ({ object: 'card', id: row.id, customer: row.customerId, ...cardView(row) });

/** Keeps a token's card on a new customer (Omise: create a customer with a card). */
export async function saveCard(db: Db, tokenId: string, idempotencyKey?: string): Promise<GatewayCard> {
  const made = await idempotent(
    db,
    idempotencyKey,
    { op: 'save_card', tokenId },
    async (tx) => {
      const token = await useToken(tx, tokenId);
      const { id: _t, usedAt: _u, createdAt: _c, ...card } = token;
      const [row] = await tx
        .insert(sandboxCards)
        .values({ id: newId('card'), customerId: newId('cust'), ...card })
        .returning();
      return { id: row.id, result: customerCard(row), events: [] };
    },
    async (tx, id) => customerCard((await tx.select().from(sandboxCards).where(eq(sandboxCards.id, id)))[0]),
  );
  return made.result;
}

/** A customer's live card, or 404. */
export async function findCustomerCard(db: Db, customer: string, card: string) {
  const [row] = await db
    .select()
    .from(sandboxCards)
    .where(and(eq(sandboxCards.id, card), eq(sandboxCards.customerId, customer), isNull(sandboxCards.deletedAt)));
  if (!row) throw notFound('card_not_found', 'No such card on this customer.');
  return row;
}

/** Removes a saved card; later charges with it are refused. */
export async function deleteCard(db: Db, customer: string, card: string): Promise<void> {
  await db
    .update(sandboxCards)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(sandboxCards.id, card), eq(sandboxCards.customerId, customer), isNull(sandboxCards.deletedAt)));
}

/** A customer's live cards, oldest first; 404 when the customer has none (never made, or all deleted). */
export async function customerCards(db: Db, customer: string): Promise<GatewayCard[]> {
  const rows = await db
    .select()
    .from(sandboxCards)
    .where(and(eq(sandboxCards.customerId, customer), isNull(sandboxCards.deletedAt)))
    .orderBy(sandboxCards.createdAt);
  if (rows.length === 0) throw notFound('customer_not_found', 'No such customer.');
  return rows.map(customerCard);
}

/** A token as the vault shows it (never the number), or 404. */
export async function loadToken(db: Db, id: string) {
  const [row] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.id, id));
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
