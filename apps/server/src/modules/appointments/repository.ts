import type { AppointmentPeriod, AppointmentState } from '@store/domain/appointments';
import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentRosters, appointmentSlots, appointments } from './tables';

export type SlotRow = typeof appointmentSlots.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
/** An appointment with its slot's area and window. */
export type AppointmentWithSlot = AppointmentRow & Pick<SlotRow, 'areaId' | 'day' | 'period' | 'startsAt' | 'endsAt'>;
export type SlotWithFree = SlotRow & { free: number };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (d: Date) => d.toISOString();

/** The area's slots of the days [fromDay, toDay), with the teams free at `now` (lapsed holds count as free). */
export async function areaSlots(db: Db, areaId: string, fromDay: string, toDay: string, now: Date): Promise<SlotWithFree[]> {
  const rows = await db
    .select({
      slot: appointmentSlots,
      lapsed:
        sql<number>`(select count(*) from appointments a where a.slot_id = appointment_slots.id and a.state = 'initialized' and a.hold_expires_at <= ${iso(now)}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.areaId, areaId), gte(appointmentSlots.day, fromDay), lt(appointmentSlots.day, toDay)))
    .orderBy(asc(appointmentSlots.startsAt));
  return rows.map(({ slot, lapsed }) => ({ ...slot, free: slot.capacity - slot.booked - slot.held + lapsed }));
}

/** The lapsed holds of a slot the sweeper has not released yet (they count as free). */
const lapsedOf = (now: Date) =>
  sql<number>`(select count(*) from appointments a where a.slot_id = appointment_slots.id and a.state = 'initialized' and a.hold_expires_at <= ${iso(now)}::timestamptz)`.mapWith(
    Number,
  );

/** The console's planning page (decision 044): the area's slots from `fromDay` (or starting after `after`), by start, at most `limit`. */
export async function slotPage(db: Db, q: { areaId: string; fromDay: string; after?: Date; limit: number; now: Date }): Promise<SlotWithFree[]> {
  const rows = await db
    .select({ slot: appointmentSlots, lapsed: lapsedOf(q.now) })
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.areaId, q.areaId), gte(appointmentSlots.day, q.fromDay), q.after ? gt(appointmentSlots.startsAt, q.after) : undefined))
    .orderBy(asc(appointmentSlots.startsAt))
    .limit(q.limit);
  return rows.map(({ slot, lapsed }) => ({ ...slot, free: slot.capacity - slot.booked - slot.held + lapsed }));
}

export async function slotWithFree(db: Db, id: string, now: Date, lock = false): Promise<SlotWithFree | null> {
  if (!UUID_RE.test(id)) return null;
  const query = db
    .select({ slot: appointmentSlots, lapsed: lapsedOf(now) })
    .from(appointmentSlots)
    .where(eq(appointmentSlots.id, id));
  const [row] = lock ? await query.for('update', { of: appointmentSlots }) : await query;
  return row ? { ...row.slot, free: row.slot.capacity - row.slot.booked - row.slot.held + row.lapsed } : null;
}

/** Sets the teams of a slot in ONE conditional write: never below those booked and held. False when they do not fit. */
export async function setSlotCapacity(db: Db, id: string, capacity: number): Promise<boolean> {
  const rows = await db
    .update(appointmentSlots)
    .set({ capacity })
    .where(and(eq(appointmentSlots.id, id), sql`${appointmentSlots.booked} + ${appointmentSlots.held} <= ${capacity}`))
    .returning({ id: appointmentSlots.id });
  return rows.length === 1;
}

/** Creates the slots that do not exist yet (the unique area + start index keeps a concurrent search from doubling them). */
export async function insertSlots(db: Db, values: (typeof appointmentSlots.$inferInsert)[]): Promise<void> {
  if (values.length) await db.insert(appointmentSlots).values(values).onConflictDoNothing();
}

export async function slotRow(db: Db, id: string): Promise<SlotRow | null> {
  if (!UUID_RE.test(id)) return null;
  const [row] = await db.select().from(appointmentSlots).where(eq(appointmentSlots.id, id));
  return row ?? null;
}

/** Locks slots in id order (reschedule takes two: a stable order keeps two moves from deadlocking). */
export async function lockSlots(db: Db, ids: string[]): Promise<void> {
  await db
    .select({ id: appointmentSlots.id })
    .from(appointmentSlots)
    .where(inArray(appointmentSlots.id, [...ids].sort()))
    .orderBy(asc(appointmentSlots.id))
    .for('update');
}

/**
 * Takes a team of the slot as held or booked: ONE conditional statement (`booked + held <
 * capacity`), so that concurrent takers never overbook (PostgreSQL re-checks the condition on the
 * row a concurrent writer just committed). False when no team is free.
 */
export async function takeTeam(db: Db, slotId: string, as: 'held' | 'booked'): Promise<boolean> {
  const column = as === 'held' ? appointmentSlots.held : appointmentSlots.booked;
  const rows = await db
    .update(appointmentSlots)
    .set({ [as]: sql`${column} + 1` })
    .where(and(eq(appointmentSlots.id, slotId), sql`${appointmentSlots.booked} + ${appointmentSlots.held} < ${appointmentSlots.capacity}`))
    .returning({ id: appointmentSlots.id });
  return rows.length === 1;
}

/** Gives a held or booked team back. */
export async function freeTeam(db: Db, slotId: string, as: 'held' | 'booked'): Promise<void> {
  const column = as === 'held' ? appointmentSlots.held : appointmentSlots.booked;
  await db
    .update(appointmentSlots)
    .set({ [as]: sql`${column} - 1` })
    .where(and(eq(appointmentSlots.id, slotId), sql`${column} > 0`));
}

/** A held team becomes booked (confirm). */
export async function bookHeldTeam(db: Db, slotId: string): Promise<void> {
  await db
    .update(appointmentSlots)
    .set({ held: sql`${appointmentSlots.held} - 1`, booked: sql`${appointmentSlots.booked} + 1` })
    .where(and(eq(appointmentSlots.id, slotId), sql`${appointmentSlots.held} > 0`));
}

export async function insertAppointment(db: Db, values: typeof appointments.$inferInsert): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  return row;
}

const withSlot = {
  appointment: appointments,
  areaId: appointmentSlots.areaId,
  day: appointmentSlots.day,
  period: appointmentSlots.period,
  startsAt: appointmentSlots.startsAt,
  endsAt: appointmentSlots.endsAt,
};

export async function appointmentRow(db: Db, id: string, lock = false): Promise<AppointmentWithSlot | null> {
  if (!UUID_RE.test(id)) return null;
  const q = db.select(withSlot).from(appointments).innerJoin(appointmentSlots, eq(appointmentSlots.id, appointments.slotId)).where(eq(appointments.id, id));
  const [row] = lock ? await q.for('update', { of: appointments }) : await q;
  return row ? { ...row.appointment, areaId: row.areaId, day: row.day, period: row.period, startsAt: row.startsAt, endsAt: row.endsAt } : null;
}

/** The appointments of a day (of one area or all) with their slots, by start time. */
export async function appointmentsOfDay(db: Db, day: string, areaId: string | undefined, limit: number): Promise<AppointmentWithSlot[]> {
  const rows = await db
    .select(withSlot)
    .from(appointments)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointments.slotId))
    .where(and(eq(appointmentSlots.day, day), areaId ? eq(appointmentSlots.areaId, areaId) : undefined))
    .orderBy(asc(appointmentSlots.startsAt), asc(appointments.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row.appointment, areaId: row.areaId, day: row.day, period: row.period, startsAt: row.startsAt, endsAt: row.endsAt }));
}

/** The reference's open hold of the slot, if it still runs at `now` (a retried hold answers it). */
export async function runningHold(db: Db, reference: string, slotId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.reference, reference),
        eq(appointments.slotId, slotId),
        eq(appointments.state, 'initialized'),
        sql`${appointments.holdExpiresAt} > ${iso(now)}::timestamptz`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Moves an appointment from one of `from` to a new state (and other fields); null when it was not
 * in one of them (a concurrent change won). `extra` narrows further (a hold still running, lapsed).
 */
export async function moveAppointment(
  db: Db,
  id: string,
  from: readonly AppointmentState[],
  set: Partial<typeof appointments.$inferInsert>,
  extra?: ReturnType<typeof sql>,
): Promise<AppointmentRow | null> {
  const [row] = await db
    .update(appointments)
    .set(set)
    .where(and(eq(appointments.id, id), inArray(appointments.state, [...from]), extra))
    .returning();
  return row ?? null;
}

export const holdRunning = (now: Date) => sql`${appointments.holdExpiresAt} > ${iso(now)}::timestamptz`;
export const holdLapsed = (now: Date) => sql`${appointments.holdExpiresAt} <= ${iso(now)}::timestamptz`;

/** Holds lapsed by `now`, oldest first (of one slot when given). */
export async function lapsedHoldIds(db: Db, now: Date, slotId?: string, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.state, 'initialized'), holdLapsed(now), slotId ? eq(appointments.slotId, slotId) : undefined))
    .orderBy(asc(appointments.holdExpiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

// ----- The weekly roster (decision 052) -----

/** The roster's key of the default of every area. */
export const ROSTER_EVERY_AREA = '*';
export type RosterRow = { areaId: string; weekday: number; period: AppointmentPeriod; capacity: number };

/**
 * Serialises the roster against the creation of slots: a change takes it exclusively, the creation
 * of an area's missing days shares it, so no slot is created with a roster being changed.
 */
export async function lockRoster(db: Db, mode: 'share' | 'exclusive'): Promise<void> {
  await db.execute(
    mode === 'share' ? sql`select pg_advisory_xact_lock_shared(hashtext('appointment_rosters'))` : sql`select pg_advisory_xact_lock(hashtext('appointment_rosters'))`,
  );
}

/** The roster rows of these keys (an area id, or ROSTER_EVERY_AREA). */
export async function rosterRows(db: Db, areaIds: string[]): Promise<RosterRow[]> {
  return db
    .select({ areaId: appointmentRosters.areaId, weekday: appointmentRosters.weekday, period: appointmentRosters.period, capacity: appointmentRosters.capacity })
    .from(appointmentRosters)
    .where(inArray(appointmentRosters.areaId, areaIds))
    .orderBy(asc(appointmentRosters.areaId), asc(appointmentRosters.weekday), asc(appointmentRosters.period));
}

/** The areas with a roster of their own, by id after `after` (the console's list). */
export async function rosterAreas(db: Db, after: string | undefined, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ areaId: appointmentRosters.areaId })
    .from(appointmentRosters)
    .where(and(sql`${appointmentRosters.areaId} <> ${ROSTER_EVERY_AREA}`, after ? gt(appointmentRosters.areaId, after) : undefined))
    .orderBy(asc(appointmentRosters.areaId))
    .limit(limit);
  return rows.map((r) => r.areaId);
}

/** Sets (or, with null, removes) one roster entry. */
export async function putRosterEntry(db: Db, areaId: string, weekday: number, period: AppointmentPeriod, capacity: number | null, now: Date): Promise<void> {
  const key = and(eq(appointmentRosters.areaId, areaId), eq(appointmentRosters.weekday, weekday), eq(appointmentRosters.period, period));
  if (capacity === null) await db.delete(appointmentRosters).where(key);
  else
    await db
      .insert(appointmentRosters)
      .values({ areaId, weekday, period, capacity, updatedAt: now })
      .onConflictDoUpdate({ target: [appointmentRosters.areaId, appointmentRosters.weekday, appointmentRosters.period], set: { capacity, updatedAt: now } });
}

/**
 * Gives the slots already created for days after `now` the roster's new teams for a weekday and
 * half-day: those of the area (or, for ROSTER_EVERY_AREA, of every area without an entry of its own)
 * still at the old teams, where the teams booked and held fit (ONE conditional statement). A slot
 * changed on its own, or too full for the new teams, keeps its teams. Answers how many changed and
 * how many kept other teams.
 */
export async function applyRoster(
  db: Db,
  q: { areaId: string; weekday: number; period: AppointmentPeriod; from: number; to: number; now: Date },
): Promise<{ applied: number; kept: number }> {
  const scope =
    q.areaId === ROSTER_EVERY_AREA
      ? sql`not exists (select 1 from appointment_rosters r where r.area_id = appointment_slots.area_id and r.weekday = ${q.weekday} and r.period = ${q.period})`
      : eq(appointmentSlots.areaId, q.areaId);
  const inScope = and(
    scope,
    eq(appointmentSlots.period, q.period),
    sql`extract(dow from ${appointmentSlots.day}::date) = ${q.weekday}`,
    gt(appointmentSlots.startsAt, sql`${iso(q.now)}::timestamptz`),
  );
  const applied =
    q.from === q.to
      ? 0
      : (
          await db
            .update(appointmentSlots)
            .set({ capacity: q.to })
            .where(and(inScope, eq(appointmentSlots.capacity, q.from), sql`${appointmentSlots.booked} + ${appointmentSlots.held} <= ${q.to}`))
            .returning({ id: appointmentSlots.id })
        ).length;
  const [{ kept }] = await db
    .select({ kept: sql<number>`count(*)`.mapWith(Number) })
    .from(appointmentSlots)
    .where(and(inScope, sql`${appointmentSlots.capacity} <> ${q.to}`));
  return { applied, kept };
}
