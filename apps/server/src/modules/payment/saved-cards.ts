import type { SavedCard } from '@store/domain/payment';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { PaymentGateway } from './gateway';
import { deleteSavedCardRow, savedCardOfUser, savedCardsOfUser } from './saved-cards-repository';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the user's saved cards, or 404 (also for another user's card). */
export async function findSavedCard(db: Db, userId: string, id: string) {
  const row = UUID_RE.test(id) ? await savedCardOfUser(db, userId, id) : undefined;
  if (!row) throw notFound('saved_card_not_found', 'No such saved card.');
  return row;
}

/** The user's saved cards, newest first: brand, last 4 digits, name and expiry only. */
export async function listSavedCards(db: Db, userId: string): Promise<SavedCard[]> {
  const rows = await savedCardsOfUser(db, userId);
  return rows.map((r) => ({
    id: r.id,
    brand: r.brand,
    last_digits: r.lastDigits,
    name: r.name,
    expiration_month: r.expirationMonth,
    expiration_year: r.expirationYear,
    created_at: r.createdAt.toISOString(),
  }));
}

/** Deletes one of the user's saved cards here and at the gateway; 404 when it is not theirs. */
export async function deleteSavedCard(db: Db, gateway: PaymentGateway, userId: string, id: string): Promise<void> {
  const card = await findSavedCard(db, userId, id);
  await deleteSavedCardRow(db, userId, card.id);
  await gateway.deleteCard(card.gatewayCustomerId, card.gatewayCardId);
}
