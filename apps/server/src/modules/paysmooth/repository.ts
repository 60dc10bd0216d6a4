import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paySmoothApplications } from './tables';

export type ApplicationRow = typeof paySmoothApplications.$inferSelect;

export async function insertApplication(db: Db, values: typeof paySmoothApplications.$inferInsert): Promise<ApplicationRow> {
  const [row] = await db.insert(paySmoothApplications).values(values).returning();
  return row;
}

export async function applicationRow(db: Db, token: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(paySmoothApplications).where(eq(paySmoothApplications.token, token));
  return row ?? null;
}

/** The partner's news (decided, expired) for an application not used yet. */
export async function updateFromPartner(
  db: Db,
  token: string,
  values: Pick<ApplicationRow, 'state' | 'reason' | 'creditLimit' | 'expiresAt'>,
  at: Date,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .update(paySmoothApplications)
    .set({ ...values, updatedAt: at })
    .where(and(eq(paySmoothApplications.token, token), isNull(paySmoothApplications.orderId)))
    .returning();
  return row ?? null;
}

/** approved -> used by this order, once: null when it is no longer approved or already paid for an order. */
export async function useApplication(db: Db, token: string, order: { id: string; orderNumber: string; secureKey: string }, at: Date): Promise<ApplicationRow | null> {
  const [row] = await db
    .update(paySmoothApplications)
    .set({ state: 'used', orderId: order.id, orderNumber: order.orderNumber, secureKey: order.secureKey, updatedAt: at })
    .where(and(eq(paySmoothApplications.token, token), eq(paySmoothApplications.state, 'approved'), isNull(paySmoothApplications.orderId)))
    .returning();
  return row ?? null;
}
