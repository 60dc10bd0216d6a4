import { LUCKY_NUMBER_HOLD_MS } from '@store/domain/constants';
import { formatUtcTimestamp } from '@store/domain/time';
import { LUCKY_HOLD_FLOWS, MAX_HOLDS_PER_SHOPPER, numberHoldSchema, type HoldFlow, type NumberHold } from '@store/domain/number-search';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { getConfig } from '../config/service';
import { liveHoldRows, releaseExpired, releaseOwnedNumber, takeAvailableNumber, type NumberRow, type ReleasedHold } from './holds-repository';
import { toItem } from './search';
import { numberRow } from './search-repository';

export type { ReleasedHold } from './holds-repository';

export function toHold(row: NumberRow): NumberHold {
  const expires = row.holdExpiresAt!;
  const hold: NumberHold = { ...toItem(row), hold_id: row.holdId!, flow: row.holdFlow!, expires_at: expires.toISOString(), hold_expired_date: formatUtcTimestamp(expires) };
  const fortune = numberHoldSchema.shape.berfuntong.safeParse(row.holdMeta?.berfuntong);
  if (fortune.success && fortune.data) hold.berfuntong = fortune.data;
  return hold;
}

export interface HoldInput {
  number: string;
  owner: string;
  flow: HoldFlow;
  key: string;
  /** What the flow attaches to the hold (fortune: grade and group, birth time), cleared on release. */
  meta?: Record<string, unknown> | null;
  /** A hold length the flow decides (SWB: its token's window), instead of the lucky or postpaid hold. */
  holdMs?: number;
}

/**
 * Reserves an available number for a shopper by one conditional UPDATE (so of any number of
 * simultaneous attempts exactly one wins): 30 minutes for a lucky number or a lucky flow, the
 * postpaid hold of config otherwise, or `holdMs` when the flow gives one. The same shopper asking
 * again (same Idempotency-Key or not) gets the hold they have. 404 unknown number, 409
 * number_unavailable / hold_limit.
 */
export async function holdNumber(db: Db, input: HoldInput): Promise<{ hold: NumberHold; created: boolean }> {
  const postpaidMs = input.holdMs ?? (await getConfig(db, 'postpaid_hold')).minutes * 60_000;
  const luckyFlow = input.holdMs === undefined && LUCKY_HOLD_FLOWS.includes(input.flow);
  const luckyMs = input.holdMs ?? LUCKY_NUMBER_HOLD_MS;
  const taken = await takeAvailableNumber(db, { ...input, luckyFlow, luckyMs, postpaidMs, maxHolds: MAX_HOLDS_PER_SHOPPER });
  if (taken) return { hold: toHold(taken), created: true };

  const row = await numberRow(db, input.number);
  if (!row) throw notFound('number_not_found', `No number ${input.number} in the pool.`);
  if (row.status === 'held' && row.holdOwner === input.owner && row.holdExpiresAt! > new Date()) return { hold: toHold(row), created: false };
  if (row.status === 'available') throw conflict('hold_limit', `One shopper may hold at most ${MAX_HOLDS_PER_SHOPPER} numbers at a time.`);
  throw conflict('number_unavailable', 'Another customer reserved this mobile number already.');
}

/** The shopper's holds that have not expired, soonest expiry first. */
export async function listHolds(db: Db, owner: string): Promise<NumberHold[]> {
  const rows = await liveHoldRows(db, owner);
  return rows.map(toHold);
}

/** Ends a hold its owner gives up; 404 when the owner holds no such number. */
export async function cancelHold(db: Db, number: string, owner: string): Promise<ReleasedHold> {
  const [row] = await releaseOwnedNumber(db, number, owner);
  if (!row) throw notFound('hold_not_found', `You hold no number ${number}.`);
  return row;
}

/**
 * The sweeper's step: frees every hold that expired by `now` (one an order took only an hour after
 * its expiry: see releaseExpired). Safe to run from several processes at once (locked rows are skipped).
 */
export function releaseExpiredHolds(db: Db, now: Date = new Date()): Promise<ReleasedHold[]> {
  return releaseExpired(db, now.toISOString());
}
