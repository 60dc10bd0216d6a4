import type { CardTier } from '@store/domain/loyalty-rules';
import type { Db } from '../../db/client';

/** A member card as the card system describes it (the holder's ID never leaves it: only its last four digits). */
export interface CardRecord {
  cardNo: string;
  tier: CardTier;
  holderIdLast4: string;
  memberSince: Date;
  points: number;
}

export interface PointEntryRecord {
  id: string;
  cardNo: string;
  kind: 'debit' | 'credit' | 'earn';
  points: number;
  reference: string;
  at: Date;
}

/**
 * The port to the card system (issue 18 part C, decision 035). Failures are AppErrors shaped like the
 * real system's: 404 card_not_found, 409 points_insufficient (details.balance), 409
 * points_reference_reused (the reference was debited with another amount), 503 card_system_busy
 * (details.retry_after_s). `tx`, where taken, lets the embedded system write in the caller's
 * transaction (a remote system ignores it: the caller gives points back when its transaction fails).
 */
export interface CardSystemPort {
  /** True for the embedded sandbox (seeded test cards). */
  readonly sandbox: boolean;
  /** The card registered with this mobile number (10 digits), or null. */
  cardByMobile(mobile: string): Promise<CardRecord | null>;
  /** The card whose holder has this Thai ID (13 digits), or null. */
  cardByThaiId(thaiId: string): Promise<CardRecord | null>;
  /** The card (404 card_not_found). */
  card(cardNo: string, tx?: Db): Promise<CardRecord>;
  /** The latest entries of a card's ledger, newest first. */
  history(cardNo: string, limit: number): Promise<PointEntryRecord[]>;
  /**
   * Takes `points` off the card under `reference`, in one conditional write: never below zero (409
   * points_insufficient); a repeat with the same reference and amount is the same debit.
   */
  debit(input: { cardNo: string; points: number; reference: string }, tx?: Db): Promise<PointEntryRecord>;
  /** Gives back the debit of `reference` (once; a repeat answers the same credit); null when nothing was debited under it. */
  credit(input: { cardNo: string; reference: string }, tx?: Db): Promise<PointEntryRecord | null>;
}
