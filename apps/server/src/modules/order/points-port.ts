import type { Db } from '../../db/client';

/**
 * What the order module uses of the loyalty module (issue 18, decision 035): member points that pay
 * part of an order, reached through `app.loyalty.orderPoints` (only the type is shared).
 */
export interface OrderPoints {
  /**
   * In the place-order transaction: takes `points` off the member's card under the order's reference
   * (one conditional write; 422 card_not_linked / points_disabled / points_too_many, 409
   * points_insufficient) and records them; returns what they are worth (satang).
   */
  redeemInTx(
    tx: Db,
    input: { userId: string | null; orderId: string; orderNumber: string; points: number; total: number },
  ): Promise<{ points: number; value: number; cardNo: string; reference: string }>;
  /** In the cancel or expiry transaction: the order's points go back to the card that paid (once). */
  giveBackInTx(tx: Db, orderId: string): Promise<void>;
  /** After a failed place-order transaction: a remote card system gives the debit back. */
  compensate(taken: { cardNo: string; reference: string }): Promise<void>;
}
