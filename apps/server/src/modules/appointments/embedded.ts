import {
  APPOINTMENT_HOLD_DEFAULT_TTL_MS,
  APPOINTMENT_HOLD_MAX_TTL_MS,
  APPOINTMENT_HOLD_MIN_TTL_MS,
  APPOINTMENT_PERIODS,
  SLOT_CAPACITY_BY_WEEKDAY,
  addDays,
  bangkokDay,
  isBookable,
  rescheduleDeadline,
  rosterIndex,
  slotWindow,
  weekdayOf,
  type AppointmentPeriod,
  type AppointmentState,
} from '@store/domain/appointments';
import type { Db } from '../../db/client';
import { AppError, conflict, gone, notFound } from '../../lib/errors';
import type { AppointmentRecord, AppointmentsPort, ChangeSink, RosterRecord, SlotPlanRecord, TimeSlotRecord } from './port';
import {
  ROSTER_EVERY_AREA,
  appointmentRow,
  appointmentsOfDay,
  applyRoster,
  lockRoster,
  putRosterEntry,
  rosterAreas,
  rosterRows,
  areaSlots,
  bookHeldTeam,
  freeTeam,
  holdLapsed,
  holdRunning,
  insertAppointment,
  insertSlots,
  lapsedHoldIds,
  lockSlots,
  moveAppointment,
  runningHold,
  setSlotCapacity,
  slotPage,
  slotRow,
  slotWithFree,
  takeTeam,
  type AppointmentRow,
  type AppointmentWithSlot,
  type RosterRow,
  type SlotRow,
  type SlotWithFree,
} from './repository';

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

const toSlot = (s: SlotWithFree): TimeSlotRecord => ({
  id: s.id,
  areaId: s.areaId,
  day: s.day,
  period: s.period,
  start: s.startsAt,
  end: s.endsAt,
  capacity: s.capacity,
  free: Math.max(0, s.free),
});

const toRecord = (a: AppointmentRow, slot: Pick<SlotRow, 'areaId' | 'day' | 'period' | 'startsAt' | 'endsAt'>): AppointmentRecord => ({
  id: a.id,
  slotId: a.slotId,
  areaId: slot.areaId,
  reference: a.reference,
  state: a.state,
  day: slot.day,
  period: slot.period,
  start: slot.startsAt,
  end: slot.endsAt,
  holdExpiresAt: a.state === 'initialized' ? a.holdExpiresAt : null,
  reason: a.reason,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});
const fromJoined = (a: AppointmentWithSlot) => toRecord(a, a);
const toPlan = (s: SlotWithFree): SlotPlanRecord => ({ ...toSlot(s), booked: s.booked, held: s.held });

const slotNotFound = () => notFound('appointment_slot_not_found', 'No such installation slot.');
const slotFull = () => conflict('slot_full', 'Every installation team of this slot is taken. Please pick another time.');
const slotClosed = () => conflict('slot_closed', 'This slot starts too soon to be booked. Please pick a later time.');
const notFoundErr = () => notFound('appointment_not_found', 'No such appointment.');
const locked = () => conflict('appointment_locked', 'This appointment can no longer be moved (it is too close to its start, or over).');

/** A weekly roster from the area's own rows and the default's (decision 052); `areaId` null: the default itself. */
function buildRoster(areaId: string | null, rows: RosterRow[]): RosterRecord {
  const key = (areaId: string, weekday: number, period: string) => `${areaId}/${weekday}/${period}`;
  const byKey = new Map(rows.map((r) => [key(r.areaId, r.weekday, r.period), r.capacity]));
  const entries = [];
  for (let weekday = 0; weekday < 7; weekday++)
    for (const period of APPOINTMENT_PERIODS) {
      const rule = SLOT_CAPACITY_BY_WEEKDAY[weekday];
      const fallback = byKey.get(key(ROSTER_EVERY_AREA, weekday, period));
      const own = areaId === null ? (fallback ?? null) : (byKey.get(key(areaId, weekday, period)) ?? null);
      const inherited = areaId === null ? rule : (fallback ?? rule);
      const source = own !== null ? (areaId === null ? 'default' : 'area') : areaId !== null && fallback !== undefined ? 'default' : 'rule';
      entries.push({ weekday, period, capacity: own ?? inherited, own, inherited, source } as const);
    }
  return { areaId, entries };
}

/** The weekly rosters of these areas (null: the default), from one read of their rows and the default's. */
async function rostersOf(db: Db, areaIds: (string | null)[]): Promise<RosterRecord[]> {
  const rows = await rosterRows(db, [ROSTER_EVERY_AREA, ...areaIds.filter((a): a is string => a !== null)]);
  return areaIds.map((areaId) => buildRoster(areaId, rows));
}

const rosterOf = async (db: Db, areaId: string | null) => (await rostersOf(db, [areaId]))[0];

/** The team an appointment in `state` takes: a hold or a booking (completed and failed keep their booking: the team went). */
const teamOf = (state: AppointmentState): 'held' | 'booked' => (state === 'initialized' ? 'held' : 'booked');

/**
 * The embedded field-service scheduling system (the default; decision 032): slots per coverage area,
 * Bangkok day and half-day (morning 09:00–12:00, afternoon 13:00–17:00), created lazily by the
 * first search of that area and day, with 3 teams on weekdays and 2 at weekends; holds, bookings and
 * outcomes in the store's database. Every team taken is one conditional statement on the slot row.
 */
export function embeddedAppointments(db: Db): AppointmentsPort {
  /** Lapsed holds -> cancelled (hold_expired), team given back; in `tx`. */
  async function releaseOne(tx: Db, id: string, now: Date, each: ChangeSink): Promise<boolean> {
    const row = await moveAppointment(tx, id, ['initialized'], { state: 'cancelled', reason: 'hold_expired', updatedAt: now }, holdLapsed(now));
    if (!row) return false;
    await freeTeam(tx, row.slotId, 'held');
    const joined = await appointmentRow(tx, id);
    await each(tx, { appointment: fromJoined(joined!), from: 'initialized' });
    return true;
  }

  /**
   * Creates the area's missing slots of the days from `from` over `days` (the weekday's teams; ON
   * CONFLICT DO NOTHING). Answers the slots read at `now` when none was missing (no second read), else null.
   */
  async function ensureSlots(areaId: string, from: string, days: number, now: Date): Promise<SlotWithFree[] | null> {
    const existing = await areaSlots(db, areaId, from, addDays(from, days), now);
    const have = new Set(existing.map((r) => `${r.day}/${r.period}`));
    const missing: { areaId: string; day: string; period: AppointmentPeriod; startsAt: Date; endsAt: Date }[] = [];
    for (let i = 0; i < days; i++) {
      const day = addDays(from, i);
      for (const period of APPOINTMENT_PERIODS) {
        if (have.has(`${day}/${period}`)) continue;
        const w = slotWindow(day, period);
        missing.push({ areaId, day, period, startsAt: w.start, endsAt: w.end });
      }
    }
    if (!missing.length) return existing;
    // The roster's teams (decision 052), read under its shared lock so a roster change waits for these slots or they for it.
    await inTx(db, async (tx) => {
      await lockRoster(tx, 'share');
      const roster = await rosterOf(tx, areaId);
      await insertSlots(
        tx,
        missing.map((m) => ({ ...m, capacity: roster.entries[rosterIndex(weekdayOf(m.day), m.period)].capacity })),
      );
    });
    return null;
  }

  async function load(tx: Db, id: string): Promise<AppointmentWithSlot> {
    const row = await appointmentRow(tx, id, true);
    if (!row) throw notFoundErr();
    return row;
  }

  return {
    sandbox: true,

    async searchTimeSlots({ areaId, from, days, now }) {
      const rows = (await ensureSlots(areaId, from, days, now)) ?? (await areaSlots(db, areaId, from, addDays(from, days), now));
      return rows.filter((r) => isBookable(r.startsAt, now)).map(toSlot);
    },

    async planSlots({ areaId, from, days, after, limit, now }) {
      await ensureSlots(areaId, after ? bangkokDay(after) : from, days, now);
      return (await slotPage(db, { areaId, fromDay: from, after, limit, now })).map(toPlan);
    },

    async slot(id, now, tx) {
      const row = await slotWithFree(tx ?? db, id, now);
      return row ? toPlan(row) : null;
    },

    async setCapacity(slotId, capacity, now, tx, each) {
      const current = await slotWithFree(tx, slotId, now, true);
      if (!current) throw slotNotFound();
      // The slot's own lapsed holds give their teams back first (as a hold of a full slot does), so only live ones count.
      for (const id of await lapsedHoldIds(tx, now, slotId)) await releaseOne(tx, id, now, each);
      if (!(await setSlotCapacity(tx, slotId, capacity))) {
        const counted = (await slotRow(tx, slotId))!;
        throw new AppError('conflict', 'slot_capacity_below_booked', `${counted.booked + counted.held} teams of this slot are booked or held; the capacity cannot be lower.`, {
          booked: counted.booked,
          held: counted.held,
        });
      }
      return { before: toPlan(current), after: toPlan((await slotWithFree(tx, slotId, now))!) };
    },

    roster(areaId, tx) {
      return rosterOf(tx ?? db, areaId);
    },

    rosters(areaIds) {
      return rostersOf(db, areaIds);
    },

    rosterAreas(after, limit) {
      return rosterAreas(db, after, limit);
    },

    async changeRoster(areaId, entries, now, tx) {
      await lockRoster(tx, 'exclusive');
      const key = areaId ?? ROSTER_EVERY_AREA;
      const before = await rosterOf(tx, areaId);
      let applied = 0;
      let kept = 0;
      for (const e of entries) await putRosterEntry(tx, key, e.weekday, e.period, e.capacity, now);
      const after = await rosterOf(tx, areaId);
      for (const e of entries) {
        const i = rosterIndex(e.weekday, e.period);
        const counted = await applyRoster(tx, { areaId: key, weekday: e.weekday, period: e.period, from: before.entries[i].capacity, to: after.entries[i].capacity, now });
        applied += counted.applied;
        kept += counted.kept;
      }
      return { before, after, applied, kept };
    },

    async get(id, tx) {
      const row = await appointmentRow(tx ?? db, id);
      return row ? fromJoined(row) : null;
    },

    async listByDay({ day, areaId, limit }) {
      return (await appointmentsOfDay(db, day, areaId, limit)).map(fromJoined);
    },

    async hold({ slotId, reference, ttlMs }, now, tx, each) {
      const slot = await slotRow(tx, slotId);
      if (!slot) throw slotNotFound();
      if (!isBookable(slot.startsAt, now)) throw slotClosed();
      const again = await runningHold(tx, reference, slotId, now);
      if (again) return fromJoined((await appointmentRow(tx, again))!);
      let taken = await takeTeam(tx, slotId, 'held');
      if (!taken) {
        // Full on the counters: holds that lapsed and the sweeper has not released yet give their teams back first.
        let released = 0;
        for (const id of await lapsedHoldIds(tx, now, slotId)) if (await releaseOne(tx, id, now, each)) released += 1;
        if (released) taken = await takeTeam(tx, slotId, 'held');
      }
      if (!taken) throw slotFull();
      const ttl = Math.min(APPOINTMENT_HOLD_MAX_TTL_MS, Math.max(APPOINTMENT_HOLD_MIN_TTL_MS, Math.round(ttlMs ?? APPOINTMENT_HOLD_DEFAULT_TTL_MS)));
      const row = await insertAppointment(tx, { slotId, reference, state: 'initialized', holdExpiresAt: new Date(now.getTime() + ttl), createdAt: now, updatedAt: now });
      const record = toRecord(row, slot);
      await each(tx, { appointment: record, from: null });
      return record;
    },

    async confirm(id, now, tx, each) {
      const current = await load(tx, id);
      if (current.state === 'confirmed') return fromJoined(current);
      if (current.state !== 'initialized') throw conflict('appointment_not_held', `This appointment is ${current.state}: it cannot be confirmed.`);
      const row = await moveAppointment(tx, id, ['initialized'], { state: 'confirmed', holdExpiresAt: null, updatedAt: now }, holdRunning(now));
      if (!row) throw gone('appointment_expired', 'The hold on this installation slot ran out. Please pick a time again.');
      await bookHeldTeam(tx, row.slotId);
      const record = toRecord(row, current);
      await each(tx, { appointment: record, from: 'initialized' });
      return record;
    },

    async cancel(id, reason, now, tx, each) {
      const current = await load(tx, id);
      if (current.state === 'cancelled') return fromJoined(current);
      if (current.state !== 'initialized' && current.state !== 'confirmed')
        throw conflict('appointment_not_cancellable', `This appointment is ${current.state}: it cannot be cancelled.`);
      const row = await moveAppointment(tx, id, [current.state], { state: 'cancelled', reason, holdExpiresAt: null, updatedAt: now });
      await freeTeam(tx, current.slotId, teamOf(current.state));
      const record = toRecord(row!, current);
      await each(tx, { appointment: record, from: current.state });
      return record;
    },

    async reschedule(id, slotId, now, tx, each) {
      const current = await load(tx, id);
      if (current.state !== 'initialized' && current.state !== 'confirmed') throw locked();
      if (current.state === 'initialized' && current.holdExpiresAt && current.holdExpiresAt.getTime() <= now.getTime())
        throw gone('appointment_expired', 'The hold on this installation slot ran out. Please pick a time again.');
      if (now.getTime() > rescheduleDeadline(current.startsAt).getTime()) throw locked();
      if (slotId === current.slotId) return fromJoined(current);
      const target = await slotRow(tx, slotId);
      if (!target || target.areaId !== current.areaId) throw slotNotFound();
      if (!isBookable(target.startsAt, now)) throw slotClosed();
      await lockSlots(tx, [current.slotId, slotId]);
      // The new team first: a full slot leaves the appointment where it was.
      const team = teamOf(current.state);
      if (!(await takeTeam(tx, slotId, team))) throw slotFull();
      await freeTeam(tx, current.slotId, team);
      const row = await moveAppointment(tx, id, [current.state], { slotId, updatedAt: now });
      const record = toRecord(row!, target);
      await each(tx, { appointment: record, from: current.state });
      return record;
    },

    async finish(id, outcome, now, tx, each) {
      const current = await load(tx, id);
      if (current.state === outcome.state) return fromJoined(current);
      if (current.state !== 'confirmed') throw conflict('appointment_not_confirmed', `This appointment is ${current.state}: only a confirmed appointment has an outcome.`);
      // The team went either way: the booking stays counted.
      const row = await moveAppointment(tx, id, ['confirmed'], { state: outcome.state, reason: outcome.reason, updatedAt: now });
      const record = toRecord(row!, current);
      await each(tx, { appointment: record, from: 'confirmed' });
      return record;
    },

    async releaseExpired(now, each) {
      let released = 0;
      const failures: unknown[] = [];
      // Each in its own transaction with its listeners: one that fails is retried next time, the others go on.
      for (const id of await lapsedHoldIds(db, now)) {
        try {
          if (await inTx(db, (tx) => releaseOne(tx, id, now, each))) released += 1;
        } catch (err) {
          failures.push(err);
        }
      }
      if (failures.length) throw new AggregateError(failures, `${failures.length} lapsed appointment hold(s) could not be released`);
      return released;
    },
  };
}
