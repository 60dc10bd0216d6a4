import { and, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, staffAccounts, staffSessions } from './tables';

export type StaffRow = typeof staffAccounts.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

export async function selectStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  return row;
}

export async function selectStaffById(db: Db, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
}

export const selectAllStaff = (db: Db) => db.select().from(staffAccounts).orderBy(staffAccounts.email);

/** Inserts an account; undefined when the e-mail is taken. */
export async function insertStaff(db: Db, values: typeof staffAccounts.$inferInsert): Promise<StaffRow | undefined> {
  const [row] = await db.insert(staffAccounts).values(values).onConflictDoNothing({ target: staffAccounts.email }).returning();
  return row;
}

export async function updateStaff(db: Db, id: string, set: Partial<typeof staffAccounts.$inferInsert>): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(staffAccounts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(staffAccounts.id, id))
    .returning();
  return row;
}

export async function insertSession(db: Db, idHash: string, staffId: string, expiresAt: Date): Promise<void> {
  await db.insert(staffSessions).values({ idHash, staffId, expiresAt });
}

/** The live session's account (an expired session or a disabled account is none). */
export async function selectSessionStaff(db: Db, idHash: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select({ account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.idHash, idHash), gt(staffSessions.expiresAt, sql`now()`), eq(staffAccounts.disabled, false)));
  return row?.account;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

export async function deleteSessionsOf(db: Db, staffId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

export async function insertAudit(db: Db, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export interface AuditFilter {
  actorId?: string;
  actor?: string;
  objectType?: string;
  objectId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  beforeId?: number;
  limit: number;
}

/** Newest first, `limit` + 1 rows (the extra one says there is a next page). */
export function selectAudit(db: Db, f: AuditFilter): Promise<AuditRow[]> {
  const where: (SQL | undefined)[] = [
    f.actorId ? eq(auditLog.actorId, f.actorId) : undefined,
    f.actor ? eq(auditLog.actor, f.actor) : undefined,
    f.objectType ? eq(auditLog.objectType, f.objectType) : undefined,
    f.objectId ? eq(auditLog.objectId, f.objectId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lte(auditLog.at, f.to) : undefined,
    f.beforeId ? lt(auditLog.id, f.beforeId) : undefined,
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(f.limit + 1);
}
