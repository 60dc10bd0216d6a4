import {
  APPOINTMENT_HORIZON_DAYS,
  APPOINTMENT_SEARCH_DEFAULT_DAYS,
  addDays,
  bangkokDay,
  rescheduleDeadline,
  type Appointment,
  type AppointmentPeriod,
  type AppointmentState,
  type AvailableTimeSlot,
  type SearchTimeSlotResult,
} from '@store/domain/appointments';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/errors';
import type { HoldHandler } from '../../lib/line-kinds';
import { DEFAULT_ROSTER_ID, type StaffRoster, type StaffSlot } from '@store/domain/contracts/appointments';
import type { AppointmentChange, AppointmentRecord, AppointmentsPort, RosterRecord, SlotPlanRecord, TimeSlotRecord } from './port';

export type { AppointmentRecord } from './port';

/**
 * Told of every state change of an appointment (a new hold, confirm, cancel, a move, an outcome, a
 * lapsed hold), in the transaction that made it; must be idempotent and must not throw for an
 * appointment it does not know (another module's).
 */
export type AppointmentChangeListener = (tx: Db, appointment: Appointment, from: AppointmentState | null) => Promise<void>;

/** The API shape of an appointment at `now`. */
export function appointmentView(r: AppointmentRecord, now: Date): Appointment {
  const until = rescheduleDeadline(r.start);
  return {
    id: r.id,
    slot_id: r.slotId,
    area_id: r.areaId,
    reference: r.reference,
    state: r.state,
    day: r.day,
    period: r.period,
    start: r.start.toISOString(),
    end: r.end.toISOString(),
    hold_expires_at: r.holdExpiresAt?.toISOString() ?? null,
    reason: r.reason,
    can_reschedule: (r.state === 'initialized' || r.state === 'confirmed') && now.getTime() <= until.getTime(),
    reschedule_until: until.toISOString(),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

const slotView = (s: TimeSlotRecord): AvailableTimeSlot => ({
  id: s.id,
  area_id: s.areaId,
  day: s.day,
  period: s.period,
  start: s.start.toISOString(),
  end: s.end.toISOString(),
  capacity: s.capacity,
  free: s.free,
});

const planView = (s: SlotPlanRecord): StaffSlot => ({ ...slotView(s), booked: s.booked, held: s.held });

const rosterView = (r: RosterRecord): StaffRoster => ({ id: r.areaId ?? DEFAULT_ROSTER_ID, area_id: r.areaId, entries: r.entries.map((e) => ({ ...e })) });

const sandboxOff = () => notFound('appointments_sandbox_off', 'The scheduling sandbox is off: the store talks to the field-service system.');

/**
 * The appointments module's service (`app.appointments`; issue 17, decision 032): the field-service
 * scheduling system behind its port (TMF646), the listeners told of every change (`onChange`), the
 * sweeper releasing lapsed holds, and the `appointment` hold kind of home-internet order lines.
 *
 * Every call that changes an appointment takes an optional `tx` (the caller's transaction: the
 * home-internet order confirms its appointment in the transaction that places the order); without
 * one it runs in a transaction of its own. The clock is the real one (`new Date()`); `sweep` takes a
 * `now` for tests.
 */
export function createAppointments(deps: { db: Db; port: AppointmentsPort }) {
  const { db, port } = deps;
  const listeners: AppointmentChangeListener[] = [];
  let areaKnown: ((areaId: string) => Promise<boolean>) | null = null;

  const inTx = <T>(tx: Db | undefined, fn: (tx: Db) => Promise<T>): Promise<T> => (tx ? fn(tx) : db.transaction((t) => fn(t as unknown as Db)));
  const tell = async (tx: Db, change: AppointmentChange) => {
    const view = appointmentView(change.appointment, new Date());
    for (const listener of listeners) await listener(tx, view, change.from);
  };
  const view = (r: AppointmentRecord) => appointmentView(r, new Date());
  /** 404 appointment_area_not_found for an area the areas' owner does not know (any area passes without one). */
  const requireArea = async (areaId: string) => {
    if (areaKnown && !(await areaKnown(areaId))) throw notFound('appointment_area_not_found', 'No installation area with this id.');
  };

  const service = {
    /** True while the embedded sandbox is in use. */
    sandbox: port.sandbox,

    /**
     * Who says an area exists (the home-internet module's coverage areas). Without one, any area id
     * gets slots (the sandbox creates them on the first search).
     */
    useAreas(check: (areaId: string) => Promise<boolean>): void {
      areaKnown = check;
    },

    /** TMF646 searchTimeSlot: `from` a Bangkok day (default today; never before today), `days` (default 14) up to 60 days ahead. 404 appointment_area_not_found. */
    async searchTimeSlots(input: { area_id: string; from?: string; days?: number }): Promise<SearchTimeSlotResult> {
      await requireArea(input.area_id);
      const now = new Date();
      const today = bangkokDay(now);
      const from = input.from && input.from > today ? input.from : today;
      const horizon = addDays(today, APPOINTMENT_HORIZON_DAYS);
      const wanted = input.days ?? APPOINTMENT_SEARCH_DEFAULT_DAYS;
      let days = 0;
      while (days < wanted && addDays(from, days) < horizon) days += 1;
      const slots = days ? await port.searchTimeSlots({ areaId: input.area_id, from, days, now }) : [];
      return { area_id: input.area_id, from, days, available_time_slots: slots.map(slotView) };
    },

    /**
     * The console's slot planning (decision 044): the area's slots by start time from `from` (default
     * and minimum today), bookable or not, keyset by start (`after`); the days a page can reach are
     * created first (as a search would), never past the horizon. 404 appointment_area_not_found.
     */
    async planSlots(input: { area_id: string; from?: string; after?: Date; limit: number }) {
      await requireArea(input.area_id);
      const now = new Date();
      const today = bangkokDay(now);
      const from = input.from && input.from > today ? input.from : today;
      const start = input.after && bangkokDay(input.after) > from ? bangkokDay(input.after) : from;
      const horizon = addDays(today, APPOINTMENT_HORIZON_DAYS);
      // Two slots a day: a page reaches at most limit/2 + 1 days past its start.
      let days = 0;
      while (days < Math.ceil(input.limit / 2) + 1 && addDays(start, days) < horizon) days += 1;
      const rows = await port.planSlots({ areaId: input.area_id, from, days, after: input.after, limit: input.limit + 1, now });
      const page = rows.slice(0, input.limit);
      return { items: page.map(planView), next_cursor: rows.length > input.limit ? page[page.length - 1].start.toISOString() : null };
    },

    async slot(id: string) {
      const row = await port.slot(id, new Date());
      if (!row) throw notFound('appointment_slot_not_found', 'No such installation slot.');
      return planView(row);
    },

    /** Sets a slot's teams (0 closes it): never below those booked and held, 409 slot_capacity_below_booked. */
    async setCapacity(id: string, capacity: number) {
      const { before, after } = await inTx(undefined, (t) => port.setCapacity(id, capacity, new Date(), t, tell));
      return { before: planView(before), after: planView(after) };
    },

    /** The console's weekly rosters (decision 052): the default of every area first, then the areas with entries of their own, by id. */
    async rosters(input: { after?: string; limit: number }) {
      const areas = await port.rosterAreas(input.after, input.limit + 1);
      const page = areas.slice(0, input.limit);
      const items = await port.rosters([...(input.after ? [] : [null]), ...page]);
      return { items: items.map(rosterView), next_cursor: areas.length > input.limit ? page[page.length - 1] : null };
    },

    /** The weekly roster of an area, or (`default`) of every area. 404 appointment_area_not_found. */
    async roster(id: string) {
      const areaId = id === DEFAULT_ROSTER_ID ? null : id;
      if (areaId !== null) await requireArea(areaId);
      return rosterView(await port.roster(areaId));
    },

    /**
     * Sets (or, null, removes) entries of a weekly roster; see the port's changeRoster. 404
     * appointment_area_not_found, 400 roster_entry_repeated (a weekday and half-day twice).
     */
    async changeRoster(id: string, entries: { weekday: number; period: AppointmentPeriod; capacity: number | null }[]) {
      const areaId = id === DEFAULT_ROSTER_ID ? null : id;
      if (new Set(entries.map((e) => `${e.weekday}/${e.period}`)).size !== entries.length) throw invalid('roster_entry_repeated', 'Each weekday and half-day may be given once.');
      if (areaId !== null) await requireArea(areaId);
      const { before, after, applied, kept } = await inTx(undefined, (t) => port.changeRoster(areaId, entries, new Date(), t));
      return { before: rosterView(before), after: { ...rosterView(after), applied, kept } };
    },

    /** The back office's work list (issue 20): a day's appointments, of one area or all. */
    async listByDay(input: { day: string; area_id?: string; limit: number }) {
      const rows = await port.listByDay({ day: input.day, areaId: input.area_id, limit: input.limit });
      return rows.map((r) => ({ ...view(r), area_id: r.areaId, reference: r.reference }));
    },

    async get(id: string, tx?: Db): Promise<Appointment | null> {
      const r = await port.get(id, tx);
      return r ? view(r) : null;
    },

    /** Holds a team of the slot: `initialized` until hold_expires_at. 409 slot_full, 409 slot_closed, 404 appointment_slot_not_found. The same reference and slot answer the running hold. */
    hold(input: { slot_id: string; reference: string; ttl_ms?: number }, tx?: Db): Promise<Appointment> {
      return inTx(tx, (t) => port.hold({ slotId: input.slot_id, reference: input.reference, ttlMs: input.ttl_ms }, new Date(), t, tell)).then(view);
    },

    /** The hold becomes a booking: `confirmed`. 410 appointment_expired when the hold ran out first; 409 appointment_not_held when cancelled or over. */
    confirm(id: string, tx?: Db): Promise<Appointment> {
      return inTx(tx, (t) => port.confirm(id, new Date(), t, tell)).then(view);
    },

    /** `cancelled` (the team is free again); no cut-off here (the journeys apply theirs). 409 appointment_not_cancellable when completed or failed. */
    cancel(id: string, tx?: Db, reason = 'cancelled'): Promise<Appointment> {
      return inTx(tx, (t) => port.cancel(id, reason, new Date(), t, tell)).then(view);
    },

    /** change-due-date: to another slot of the same area; 409 slot_full (stays where it was), 409 appointment_locked after the cut-off (24 hours before the start) or when not initialized/confirmed. */
    reschedule(id: string, slotId: string, tx?: Db): Promise<Appointment> {
      return inTx(tx, (t) => port.reschedule(id, slotId, new Date(), t, tell)).then(view);
    },

    /** The team installed: `completed`. 409 appointment_not_confirmed. */
    complete(id: string, tx?: Db): Promise<Appointment> {
      return inTx(tx, (t) => port.finish(id, { state: 'completed', reason: null }, new Date(), t, tell)).then(view);
    },

    /** The team could not install (nobody home, no line to the building…): `failed` with the reason. 409 appointment_not_confirmed. */
    fail(id: string, reason: string, tx?: Db): Promise<Appointment> {
      return inTx(tx, (t) => port.finish(id, { state: 'failed', reason }, new Date(), t, tell)).then(view);
    },

    onChange(listener: AppointmentChangeListener): void {
      listeners.push(listener);
    },

    /** Releases holds lapsed by `now` (`cancelled`, reason hold_expired) and tells the listeners; returns how many. */
    sweep(now: Date = new Date()): Promise<number> {
      return port.releaseExpired(now, tell);
    },

    /** POST /dev/appointments/:id/complete: the team's outcome, sandbox only. */
    devOutcome(id: string, outcome: { outcome: 'completed' | 'failed'; reason?: string }): Promise<Appointment> {
      if (!port.sandbox) throw sandboxOff();
      return outcome.outcome === 'completed' ? service.complete(id) : service.fail(id, outcome.reason ?? 'not_installed');
    },

    /**
     * The `appointment` hold kind of a home_internet service-order line: placing the order checks the
     * appointment is still held or confirmed; an order cancelled unpaid or a removed line cancels it.
     */
    holds: {
      kind: 'appointment',
      owner: 'appointments',
      // Service lines never sit in a cart; should one be removed, its appointment goes like an expired one.
      async lineRemoved(tx, ids) {
        await service.holds.expired(tx, ids);
      },
      async reserve(tx, ids) {
        const now = new Date();
        for (const id of ids) {
          const a = await port.get(id, tx);
          const held = a?.state === 'initialized' && a.holdExpiresAt !== null && a.holdExpiresAt.getTime() > now.getTime();
          if (!held && a?.state !== 'confirmed') throw conflict('appointment_expired', 'The installation slot is no longer held. Please pick a time again.');
        }
      },
      async paid() {},
      async expired(tx, ids) {
        for (const id of ids) {
          const a = await port.get(id, tx);
          if (a && (a.state === 'initialized' || a.state === 'confirmed')) await service.cancel(id, tx, 'order_cancelled');
        }
      },
      async cancelled() {},
    } satisfies HoldHandler,
  };
  return service;
}

export type AppointmentsService = ReturnType<typeof createAppointments>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The appointments module's service (issue 17): installation slots and appointments (TMF646). */
    appointments: AppointmentsService;
  }
}
