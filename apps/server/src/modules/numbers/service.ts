import { classifyNumber, digitSum, digitsMask, NUMBER_CLASS_PRICES } from '@store/domain/msisdn';
import type { NumberHold, NumberItem } from '@store/domain/number-search';
import type { NumerologyData } from '@store/domain/numerology';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { rankFortune, rescoreFortune, type FortuneRow, type RankFortuneInput, type RescoreOptions } from './fortune';
import { holdNumber, releaseExpiredHolds, toHold, type HoldInput } from './holds';
import { toItem } from './search';
import { numberRow } from './search-repository';
import { detachHoldsFromOrder, holdRow, insertSoldNumbers, releaseHoldId, releaseHoldIds, sellHeldNumber, takeHoldForOrder, type ReleasedHold } from './holds-repository';

export type ReleaseListener = (released: ReleasedHold[]) => Promise<void> | void;

/** What other modules (cart, order, sim) may do with numbers; they never touch the table. */
export interface NumbersService {
  /** The hold as it is now, or null when it ended (released, expired and swept, or replaced). */
  getHold(db: Db, holdId: string): Promise<(NumberHold & { owner: string; status: 'held' | 'sold'; meta: Record<string, unknown> | null }) | null>;
  /** Holds a number for a flow of another module (fortune, SWB), with what it attaches; see holds.ts holdNumber. */
  hold(db: Db, input: HoldInput): Promise<{ hold: NumberHold; created: boolean }>;
  /** One number of the pool, whether it can be held now, and who holds or bought it (null when no one), or null. */
  lookup(db: Db, number: string): Promise<(NumberItem & { available: boolean; status: 'available' | 'held' | 'sold'; owner: string | null }) | null>;
  /** An order takes the hold: its expiry becomes the order's. 409 hold_expired when it is gone. */
  confirmHold(db: Db, input: { holdId: string; owner: string | null; orderId: string; until: Date }): Promise<NumberHold>;
  /** The order that took these holds was replaced by a newer checkout: they stay held, for the cart. */
  detachHolds(db: Db, holdIds: string[]): Promise<void>;
  /** Frees holds without telling the listeners (the caller already dropped the cart lines). */
  releaseQuietly(db: Db, holdIds: string[]): Promise<ReleasedHold[]>;
  /** Frees a hold (order cancelled or expired, line removed); returns whether it was held. */
  releaseHold(db: Db, holdId: string): Promise<boolean>;
  /** The order was paid: the number is sold and never offered again. 409 hold_lost if someone else has it. */
  markSold(db: Db, holdId: string): Promise<void>;
  /** One sweep: frees expired holds; their cart lines are dropped (`holdsEnded`) and observers told. */
  sweep(now?: Date): Promise<ReleasedHold[]>;
  /** Observers of every hold the sweeper or a cancel released (after their cart lines were dropped). */
  onReleased(listener: ReleaseListener): void;
  /** Holds ended outside an order (sweeper, shopper's cancel): drops their cart lines, then tells the observers. */
  notifyReleased(released: ReleasedHold[]): Promise<void>;
  /**
   * Puts numbers in the pool as stock allocated to physical SIM packs (instant SIM): never offered
   * online, never held. Numbers the pool has already are skipped; returns the ones added.
   */
  addStockNumbers(db: Db, numbers: string[]): Promise<string[]>;
  /**
   * One page of the personalised fortune ranking (decision 024): available numbers with no bad pair
   * and without the kalakini digit, by score desc then number, after the cursor.
   */
  rankFortune(db: Db, input: RankFortuneInput): Promise<FortuneRow[]>;
  /** Scores every number again with new numerology data (chunked; a vacuum at the end). */
  rescoreFortune(db: Db, data: NumerologyData, options?: RescoreOptions): Promise<{ changed: number }>;
}

export function createNumbersService(db: Db, deps: { holdsEnded?: (released: ReleasedHold[]) => Promise<unknown> } = {}): NumbersService {
  const listeners: ReleaseListener[] = [];
  const service: NumbersService = {
    async getHold(tx, holdId) {
      const row = await holdRow(tx, holdId);
      if (!row || row.status === 'available' || row.status === 'withdrawn') return null;
      return { ...toHold(row), owner: row.holdOwner!, status: row.status, meta: row.holdMeta ?? null };
    },
    hold: (tx, input) => holdNumber(tx, input),
    async lookup(tx, number) {
      const row = await numberRow(tx, number);
      // A withdrawn number is out of the pool for every flow (issue 20).
      return row && row.status !== 'withdrawn'
        ? { ...toItem(row), available: row.status === 'available', status: row.status, owner: row.status === 'available' ? null : row.holdOwner }
        : null;
    },
    async confirmHold(tx, input) {
      const row = await takeHoldForOrder(tx, input);
      if (!row) throw conflict('hold_expired', "Sorry, it's over time for reserving this mobile number.");
      return toHold(row);
    },
    detachHolds: (tx, holdIds) => detachHoldsFromOrder(tx, holdIds),
    releaseQuietly: (tx, holdIds) => releaseHoldIds(tx, holdIds),
    async releaseHold(tx, holdId) {
      const released = await releaseHoldId(tx, holdId);
      await service.notifyReleased(released);
      return released.length > 0;
    },
    async markSold(tx, holdId) {
      if (await sellHeldNumber(tx, holdId)) return;
      if ((await holdRow(tx, holdId))?.status !== 'sold') throw conflict('hold_lost', 'The reservation of this number has ended.');
    },
    async sweep(now) {
      const released = await releaseExpiredHolds(db, now);
      await service.notifyReleased(released);
      return released;
    },
    onReleased(listener) {
      listeners.push(listener);
    },
    async addStockNumbers(tx, list) {
      if (list.length === 0) return [];
      const rows = list.map((number) => {
        const cls = classifyNumber(number);
        return { number, class: cls, price: NUMBER_CLASS_PRICES[cls], digitSum: digitSum(number), digitsMask: digitsMask(number), status: 'sold' as const, soldAt: new Date() };
      });
      return insertSoldNumbers(tx, rows);
    },
    rankFortune: (tx, input) => rankFortune(tx, input),
    rescoreFortune: (tx, data, options) => rescoreFortune(tx, data, options),
    async notifyReleased(released) {
      if (released.length === 0) return;
      await deps.holdsEnded?.(released);
      for (const listener of listeners) await listener(released);
    },
  };
  return service;
}
