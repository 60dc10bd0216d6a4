import { and, eq } from 'drizzle-orm';
import type { SwbGroup } from '@store/domain/fortune';
import type { Db } from '../../db/client';
import { swbRedemptions } from './tables';

/** The SQL of SWB redemptions (swb.ts holds their rules). */
export type SwbRedemptionRow = typeof swbRedemptions.$inferSelect;

/**
 * The redemption of a token: the first caller's row is stored (insert ... on conflict do nothing),
 * then everyone reads the stored one, so two tabs opening the link at once see the same owner.
 */
export async function claimRedemption(db: Db, input: { tokenHash: string; group: SwbGroup; mobile: string; userId: string; expiresAt: Date }): Promise<SwbRedemptionRow> {
  await db.insert(swbRedemptions).values(input).onConflictDoNothing({ target: swbRedemptions.tokenHash });
  const [row] = await db.select().from(swbRedemptions).where(eq(swbRedemptions.tokenHash, input.tokenHash));
  return row;
}

/** Records the hold the token gave its owner. */
export async function setRedemptionHold(db: Db, tokenHash: string, userId: string, holdId: string): Promise<void> {
  await db
    .update(swbRedemptions)
    .set({ holdId })
    .where(and(eq(swbRedemptions.tokenHash, tokenHash), eq(swbRedemptions.userId, userId)));
}
