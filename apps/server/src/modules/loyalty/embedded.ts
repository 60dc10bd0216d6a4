import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { CardRecord, CardSystemPort, PointEntryRecord } from './port';
import { cardRow, entriesOf, entryOf, givePoints, insertEntry, takePoints, type CardRow, type EntryRow } from './embedded-repository';
import { HOLDER_HMAC_PURPOSE } from './seed';

/** How long a busy card system asks callers to wait. */
export const BUSY_RETRY_AFTER_S = 30;

export const cardSystemBusy = (retryAfter = BUSY_RETRY_AFTER_S) =>
  new AppError('unavailable', 'card_system_busy', 'The member card system is busy. Please try again in a moment.', { retry_after_s: retryAfter });
export const cardNotFound = () => notFound('card_not_found', 'No member card was found.');
export const pointsInsufficient = (balance: number) => new AppError('conflict', 'points_insufficient', 'Not enough points.', { balance });
export const referenceReused = () => conflict('points_reference_reused', 'These points were already taken for this reference with another amount.');

const toCard = (r: CardRow): CardRecord => ({ cardNo: r.cardNo, tier: r.tier, holderIdLast4: r.holderIdLast4, memberSince: r.memberSince, points: r.points });
const toEntry = (r: EntryRow): PointEntryRecord => ({ id: r.id, cardNo: r.cardNo, kind: r.kind, points: r.points, reference: r.reference, at: r.createdAt });
const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/**
 * The embedded card system (the default when CARD_SYSTEM_URL is unset): cards and the points ledger in
 * the store's database, the holder compared by HMAC, and the real system's failures (unknown card,
 * too few points, a reference reused, the `busy` test card).
 */
export function embeddedCardSystem(db: Db, hmac: (purpose: string, value: string) => Promise<string>): CardSystemPort {
  const usable = (row: CardRow | null): CardRow | null => {
    if (row?.fault === 'busy') throw cardSystemBusy();
    return row;
  };
  async function cardOn(on: Db, cardNo: string): Promise<CardRow> {
    const row = usable(await cardRow(on, { cardNo }));
    if (!row) throw cardNotFound();
    return row;
  }

  return {
    sandbox: true,

    async cardByMobile(mobile) {
      const row = usable(await cardRow(db, { mobile }));
      return row ? toCard(row) : null;
    },

    async cardByThaiId(thaiId) {
      const row = usable(await cardRow(db, { holderIdHash: await hmac(HOLDER_HMAC_PURPOSE, thaiId) }));
      return row ? toCard(row) : null;
    },

    async card(cardNo, tx) {
      return toCard(await cardOn(tx ?? db, cardNo));
    },

    async history(cardNo, limit) {
      await cardOn(db, cardNo);
      return (await entriesOf(db, cardNo, limit)).map(toEntry);
    },

    async debit(input, tx) {
      const work = async (on: Db) => {
        const card = await cardOn(on, input.cardNo);
        const entry = await insertEntry(on, { cardNo: input.cardNo, kind: 'debit', points: input.points, reference: input.reference });
        if (!entry) {
          const same = await entryOf(on, input.cardNo, 'debit', input.reference);
          if (!same || same.points !== input.points) throw referenceReused();
          return toEntry(same);
        }
        // The one conditional write: the balance never goes below zero, whatever runs at the same time.
        if ((await takePoints(on, input.cardNo, input.points)) === null) throw pointsInsufficient((await cardRow(on, { cardNo: card.cardNo }))?.points ?? 0);
        return toEntry(entry);
      };
      // In the caller's transaction its failure undoes the debit too; alone, a refused debit leaves no entry.
      return tx ? work(tx) : inTx(db, work);
    },

    async credit(input, tx) {
      const work = async (on: Db) => {
        await cardOn(on, input.cardNo);
        const debit = await entryOf(on, input.cardNo, 'debit', input.reference);
        if (!debit) return null;
        const entry = await insertEntry(on, { cardNo: input.cardNo, kind: 'credit', points: debit.points, reference: input.reference });
        if (!entry) return toEntry((await entryOf(on, input.cardNo, 'credit', input.reference))!);
        await givePoints(on, input.cardNo, debit.points);
        return toEntry(entry);
      };
      return tx ? work(tx) : inTx(db, work);
    },
  };
}
