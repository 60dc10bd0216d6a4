import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { prebuilt, type Placeholders } from '../../../db/prebuilt';
import { sandboxCards, sandboxCharges, sandboxEvents, sandboxIdempotency, sandboxKeys, sandboxPayLaterAccounts, sandboxRefunds, sandboxSources, sandboxTokens } from './tables';

/**
 * The SQL of the embedded gateway (the sandbox): tokens and cards, sources, charges, refunds, the
 * pay-later accounts, the idempotency keys, the keys and the webhook outbox. The topic files beside
 * it hold the gateway's rules and its transactions.
 */

export type SandboxTokenRow = typeof sandboxTokens.$inferSelect;
export type SandboxCardRow = typeof sandboxCards.$inferSelect;
export type SandboxSourceRow = typeof sandboxSources.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;
export type NewSandboxCharge = typeof sandboxCharges.$inferInsert;
export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;
export type PayLaterAccountRow = typeof sandboxPayLaterAccounts.$inferSelect;

// Keys

/** Stores the keys whose names are not there yet (insert ... on conflict do nothing). */
export async function insertKeysIfAbsent(db: Db, keys: { name: string; value: string }[]): Promise<void> {
  await db.insert(sandboxKeys).values(keys).onConflictDoNothing();
}

/** The stored keys of these names. */
export function keysNamed(db: Db, names: string[]) {
  return db.select().from(sandboxKeys).where(inArray(sandboxKeys.name, names));
}

// Idempotency keys

/** Claims an Idempotency-Key with its request hash; false when the key was claimed before (a concurrent claim waits on its row). */
export async function claimIdempotencyKey(tx: Db, key: string, requestHash: string): Promise<boolean> {
  const claimed = await claimIdempotencyKeyStatement(tx, { key, requestHash });
  return claimed.length > 0;
}
const claimIdempotencyKeyStatement = prebuilt('sandbox_claim_idempotency_key', (db, p: Placeholders<{ key: string; requestHash: string }>) =>
  db.insert(sandboxIdempotency).values({ key: p.key, requestHash: p.requestHash }).onConflictDoNothing().returning({ key: sandboxIdempotency.key }),
);

/** The row of an Idempotency-Key. */
export async function idempotencyRow(tx: Db, key: string) {
  const [row] = await tx.select().from(sandboxIdempotency).where(eq(sandboxIdempotency.key, key));
  return row;
}

/** Records what a key made. */
export async function setIdempotencyResource(tx: Db, key: string, resourceId: string): Promise<void> {
  await setIdempotencyResourceStatement(tx, { key, resourceId });
}
const setIdempotencyResourceStatement = prebuilt('sandbox_set_idempotency_resource', (db, p: Placeholders<{ key: string; resourceId: string }>) =>
  db
    .update(sandboxIdempotency)
    .set({ resourceId: sql`${p.resourceId}` })
    .where(eq(sandboxIdempotency.key, p.key)),
);

// Tokens and cards

/** Inserts a token. */
export async function insertToken(db: Db, values: typeof sandboxTokens.$inferInsert): Promise<SandboxTokenRow> {
  const [row] = await db.insert(sandboxTokens).values(values).returning();
  return row;
}

/** Marks a token used when it was not (one conditional write); the token, or undefined when unknown or used before. */
export async function markTokenUsed(tx: Db, tokenId: string): Promise<SandboxTokenRow | undefined> {
  const [row] = await markTokenUsedStatement(tx, { tokenId });
  return row;
}
const markTokenUsedStatement = prebuilt('sandbox_mark_token_used', (db, p: Placeholders<{ tokenId: string }>) =>
  db
    .update(sandboxTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(sandboxTokens.id, p.tokenId), isNull(sandboxTokens.usedAt)))
    .returning(),
);

/** Whether a token of that id exists. */
export async function tokenExists(tx: Db, tokenId: string): Promise<boolean> {
  const [known] = await tx.select({ id: sandboxTokens.id }).from(sandboxTokens).where(eq(sandboxTokens.id, tokenId));
  return Boolean(known);
}

/** A token by id, or undefined. */
export async function tokenById(db: Db, id: string): Promise<SandboxTokenRow | undefined> {
  const [row] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.id, id));
  return row;
}

/** Inserts a customer card. */
export async function insertCard(tx: Db, values: typeof sandboxCards.$inferInsert): Promise<SandboxCardRow> {
  const [row] = await tx.insert(sandboxCards).values(values).returning();
  return row;
}

/** A card by id (deleted or not). */
export async function cardById(tx: Db, id: string): Promise<SandboxCardRow | undefined> {
  return (await tx.select().from(sandboxCards).where(eq(sandboxCards.id, id)))[0];
}

/** A customer's card when it is not deleted, or undefined. */
export async function liveCustomerCard(db: Db, customer: string, card: string): Promise<SandboxCardRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxCards)
    .where(and(eq(sandboxCards.id, card), eq(sandboxCards.customerId, customer), isNull(sandboxCards.deletedAt)));
  return row;
}

/** Marks a customer's card deleted (when it is not already). */
export async function markCardDeleted(db: Db, customer: string, card: string): Promise<void> {
  await db
    .update(sandboxCards)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(sandboxCards.id, card), eq(sandboxCards.customerId, customer), isNull(sandboxCards.deletedAt)));
}

/** A customer's cards that are not deleted, oldest first. */
export function liveCardsOfCustomer(db: Db, customer: string) {
  return db
    .select()
    .from(sandboxCards)
    .where(and(eq(sandboxCards.customerId, customer), isNull(sandboxCards.deletedAt)))
    .orderBy(sandboxCards.createdAt);
}

// Sources

/** Inserts a source. */
export async function insertSource(tx: Db, values: typeof sandboxSources.$inferInsert): Promise<SandboxSourceRow> {
  const [row] = await tx.insert(sandboxSources).values(values).returning();
  return row;
}

/** A source by id, or undefined. */
export async function sourceById(tx: Db, id: string): Promise<SandboxSourceRow | undefined> {
  return (await tx.select().from(sandboxSources).where(eq(sandboxSources.id, id)))[0];
}

/** Ties a source to a charge when it has none (one conditional write); the source, or undefined when unknown or charged before. */
export async function attachSource(tx: Db, sourceId: string, chargeId: string): Promise<SandboxSourceRow | undefined> {
  const [source] = await tx
    .update(sandboxSources)
    .set({ chargeId })
    .where(and(eq(sandboxSources.id, sourceId), isNull(sandboxSources.chargeId)))
    .returning();
  return source;
}

// Charges

/** Inserts a charge. */
export async function insertCharge(tx: Db, row: NewSandboxCharge): Promise<SandboxChargeRow> {
  const [saved] = await tx.insert(sandboxCharges).values(row).returning();
  return saved;
}

/** A charge by id, or undefined. */
export async function chargeById(db: Db, id: string): Promise<SandboxChargeRow | undefined> {
  const [row] = await chargeByIdStatement(db, { id });
  return row;
}
const chargeByIdStatement = prebuilt('sandbox_charge_by_id', (db, p: Placeholders<{ id: string }>) => db.select().from(sandboxCharges).where(eq(sandboxCharges.id, p.id)));

const pendingAndLive = (id: string, now: Date) => and(eq(sandboxCharges.id, id), eq(sandboxCharges.status, 'pending'), gt(sandboxCharges.expiresAt, now));

/**
 * Settles a pending, unexpired charge (one conditional write): a PromptPay charge (a source, of type
 * promptpay) or a 3-D Secure one (an authorize_uri and a card). The row, or undefined when none matched.
 */
export async function settlePendingCharge(
  tx: Db,
  id: string,
  now: Date,
  kind: 'three_d_secure' | 'promptpay',
  outcome: Partial<NewSandboxCharge>,
): Promise<SandboxChargeRow | undefined> {
  const [row] = await tx
    .update(sandboxCharges)
    .set(outcome)
    .where(
      and(
        pendingAndLive(id, now),
        kind === 'promptpay'
          ? and(isNotNull(sandboxCharges.sourceId), sql`coalesce(${sandboxCharges.sourceType}, 'promptpay') = 'promptpay'`)
          : and(isNotNull(sandboxCharges.authorizeUri), isNotNull(sandboxCharges.cardBrand)),
      ),
    )
    .returning();
  return row;
}

/** Expires the pending charges whose expiry is at or before `now` (only `onlyId` when given); the expired rows. */
export function expireDueCharges(tx: Db, now: Date, onlyId?: string) {
  const due = and(eq(sandboxCharges.status, 'pending'), lte(sandboxCharges.expiresAt, now), onlyId ? eq(sandboxCharges.id, onlyId) : undefined);
  return tx.update(sandboxCharges).set({ status: 'expired', updatedAt: now }).where(due).returning();
}

/** Expires a pending, unexpired charge that has an expiry, with its expiry set to now; the row, or undefined. */
export async function expirePendingChargeNow(tx: Db, id: string, now: Date): Promise<SandboxChargeRow | undefined> {
  const [row] = await tx
    .update(sandboxCharges)
    .set({ status: 'expired', expiresAt: now, updatedAt: now })
    .where(and(pendingAndLive(id, now), isNotNull(sandboxCharges.expiresAt)))
    .returning();
  return row;
}

/** Reverses a pending, unexpired charge; the row, or undefined. */
export async function reversePendingCharge(tx: Db, id: string, now: Date): Promise<SandboxChargeRow | undefined> {
  const [row] = await tx.update(sandboxCharges).set({ status: 'reversed', updatedAt: now }).where(pendingAndLive(id, now)).returning();
  return row;
}

/** Adds to a successful charge's refunded amount while it stays within the charge (one conditional write); the row, or undefined. */
export async function addRefundedAmount(tx: Db, chargeId: string, amount: number, now: Date): Promise<SandboxChargeRow | undefined> {
  const [row] = await tx
    .update(sandboxCharges)
    .set({ refundedAmount: sql`${sandboxCharges.refundedAmount} + ${amount}`, updatedAt: now })
    .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'successful'), sql`${sandboxCharges.refundedAmount} + ${amount} <= ${sandboxCharges.amount}`))
    .returning();
  return row;
}

/** Writes a charge's new state. */
export async function setChargeOutcome(tx: Db, id: string, outcome: Partial<NewSandboxCharge>, now: Date): Promise<SandboxChargeRow> {
  const [row] = await tx
    .update(sandboxCharges)
    .set({ ...outcome, updatedAt: now })
    .where(eq(sandboxCharges.id, id))
    .returning();
  return row;
}

/** The pending, unexpired pay-later charge of an id, locked (for update) until the transaction ends; or undefined. */
export async function lockLivePayLaterCharge(tx: Db, id: string, now: Date): Promise<SandboxChargeRow | undefined> {
  const live = and(
    eq(sandboxCharges.id, id),
    eq(sandboxCharges.status, 'pending'),
    gt(sandboxCharges.expiresAt, now),
    eq(sandboxCharges.sourceType, 'paylater'),
    isNotNull(sandboxCharges.phoneNumber),
  );
  const [pending] = await tx.select().from(sandboxCharges).where(live).for('update');
  return pending;
}

// Refunds

/** Inserts a refund. */
export async function insertRefund(tx: Db, values: { id: string; chargeId: string; amount: number }): Promise<SandboxRefundRow> {
  const [refund] = await tx.insert(sandboxRefunds).values(values).returning();
  return refund;
}

/** A refund by id. */
export async function refundById(tx: Db, id: string): Promise<SandboxRefundRow | undefined> {
  return (await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, id)))[0];
}

// Pay-later accounts

/** Opens the account of a number unless it exists (on conflict do nothing). */
export async function insertPayLaterAccountIfAbsent(db: Db, values: typeof sandboxPayLaterAccounts.$inferInsert): Promise<void> {
  await db.insert(sandboxPayLaterAccounts).values(values).onConflictDoNothing();
}

/** The account of a number. */
export async function payLaterAccountByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(sandboxPayLaterAccounts).where(eq(sandboxPayLaterAccounts.phoneNumber, phone));
  return row;
}

/** Takes an amount from an active account's credit when enough is left (one conditional write); false when not. */
export async function takePayLaterCredit(tx: Db, phone: string, amount: number, now: Date): Promise<boolean> {
  const taken = await tx
    .update(sandboxPayLaterAccounts)
    .set({ creditUsed: sql`${sandboxPayLaterAccounts.creditUsed} + ${amount}`, updatedAt: now })
    .where(
      and(
        eq(sandboxPayLaterAccounts.phoneNumber, phone),
        eq(sandboxPayLaterAccounts.status, 'active'),
        sql`${sandboxPayLaterAccounts.creditUsed} + ${amount} <= ${sandboxPayLaterAccounts.creditLimit}`,
      ),
    )
    .returning();
  return taken.length > 0;
}

/** Gives an amount back to an account's credit, never below zero used. */
export async function givePayLaterCreditBack(tx: Db, phone: string, amount: number, now: Date): Promise<void> {
  await tx
    .update(sandboxPayLaterAccounts)
    .set({ creditUsed: sql`greatest(${sandboxPayLaterAccounts.creditUsed} - ${amount}, 0)`, updatedAt: now })
    .where(eq(sandboxPayLaterAccounts.phoneNumber, phone));
}

// Webhook outbox

/** Writes an event into the outbox. */
export async function insertEvent(tx: Db, values: { id: string; key: string; chargeId: string; payload: string }): Promise<void> {
  await insertEventStatement(tx, values);
}
const insertEventStatement = prebuilt('sandbox_insert_event', (db, p: Placeholders<{ id: string; key: string; chargeId: string; payload: string }>) =>
  db.insert(sandboxEvents).values({ id: p.id, key: p.key, chargeId: p.chargeId, payload: p.payload }),
);

/** Counts a delivery attempt and its error; no error marks the event delivered now. */
export async function recordDeliveryAttempt(db: Db, id: string, error: string | null): Promise<void> {
  await (error ? failedDeliveryStatement(db, { id, error }) : deliveredStatement(db, { id }));
}
const deliveredStatement = prebuilt('sandbox_event_delivered', (db, p: Placeholders<{ id: string }>) =>
  db
    .update(sandboxEvents)
    .set({ attempts: sql`${sandboxEvents.attempts} + 1`, lastError: null, deliveredAt: sql`now()` })
    .where(eq(sandboxEvents.id, p.id)),
);
const failedDeliveryStatement = prebuilt('sandbox_event_delivery_failed', (db, p: Placeholders<{ id: string; error: string }>) =>
  db
    .update(sandboxEvents)
    .set({ attempts: sql`${sandboxEvents.attempts} + 1`, lastError: sql`${p.error}` })
    .where(eq(sandboxEvents.id, p.id)),
);

/** The events (id and body) not delivered after fewer than `maxAttempts` attempts, oldest first. */
export function eventsToRedeliver(db: Db, maxAttempts: number, limit: number) {
  return db
    .select({ id: sandboxEvents.id, payload: sandboxEvents.payload })
    .from(sandboxEvents)
    .where(and(isNull(sandboxEvents.deliveredAt), lt(sandboxEvents.attempts, maxAttempts)))
    .orderBy(asc(sandboxEvents.createdAt))
    .limit(limit);
}

/** An outbox event by id, or undefined. */
export async function eventById(db: Db, id: string) {
  const [row] = await db.select().from(sandboxEvents).where(eq(sandboxEvents.id, id));
  return row;
}
