import type { AppointmentPeriod, AppointmentState } from '@store/domain/appointments';
import type { Db } from '../../db/client';

/** A slot as the scheduling system describes it (TMF646 availableTimeSlot). */
export interface TimeSlotRecord {
  id: string;
  areaId: string;
  /** Bangkok day `YYYY-MM-DD`. */
  day: string;
  period: AppointmentPeriod;
  start: Date;
  end: Date;
  capacity: number;
  /** capacity - booked - held (holds already lapsed count as free). */
  free: number;
}

/** A slot with its counters, as the operator's console plans it (decision 044). */
export interface SlotPlanRecord extends TimeSlotRecord {
  /** Teams of confirmed, completed and failed appointments. */
  booked: number;
  /** Teams of initialized appointments (holds, including lapsed ones not yet released). */
  held: number;
}

/** One weekday (0 = Sunday) and half-day of a weekly roster (decision 052). */
export interface RosterEntryRecord {
  weekday: number;
  period: AppointmentPeriod;
  /** The teams a slot of it gets when its day is created. */
  capacity: number;
  /** This roster's own entry (null: none). */
  own: number | null;
  /** What applies without it: for an area, the default's entry or the rule; for the default, the rule. */
  inherited: number;
  source: 'area' | 'default' | 'rule';
}

/** A weekly roster of installation teams: of one area, or (areaId null) the default of every area. */
export interface RosterRecord {
  areaId: string | null;
  /** 14 entries: Sunday morning, Sunday afternoon, Monday morning… */
  entries: RosterEntryRecord[];
}

/** A TMF646 appointment. */
export interface AppointmentRecord {
  id: string;
  slotId: string;
  areaId: string;
  reference: string;
  state: AppointmentState;
  day: string;
  period: AppointmentPeriod;
  start: Date;
  end: Date;
  holdExpiresAt: Date | null;
  reason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface HoldInput {
  slotId: string;
  /** The caller's reference (the home-internet transaction id): a second hold of the same slot with it answers the same appointment. */
  reference: string;
  /** How long the hold lasts (bounded to 1 minute .. 24 hours; default 15 minutes). */
  ttlMs?: number;
}

/** A state change, handed to the listeners in the transaction that made it. */
export interface AppointmentChange {
  appointment: AppointmentRecord;
  /** The state before (null for a new hold). */
  from: AppointmentState | null;
}

/**
 * The port to the operator's field-service scheduling system (TMF646). Failures are AppErrors:
 * - 404 appointment_slot_not_found, 409 slot_full (no team free), 409 slot_closed (starts within
 *   the lead time of 24 hours, or already started),
 * - 404 appointment_not_found, 410 appointment_expired (confirm after the hold lapsed),
 * - 409 appointment_locked (reschedule after the cut-off, or not initialized/confirmed),
 * - 409 appointment_not_cancellable (completed or failed), 409 appointment_not_confirmed (an outcome
 *   for an appointment that is not confirmed).
 *
 * Every call that changes state takes `tx`, so the embedded system writes in the caller's
 * transaction, and `each`, called in that transaction with every change it made (the service tells
 * its listeners there).
 */
export interface AppointmentsPort {
  /** True for the embedded sandbox (its dev route). */
  readonly sandbox: boolean;
  /** searchTimeSlot: the area's bookable slots from `from` (a Bangkok day) over `days`, soonest first. */
  searchTimeSlots(input: { areaId: string; from: string; days: number; now: Date }): Promise<TimeSlotRecord[]>;
  get(id: string, tx?: Db): Promise<AppointmentRecord | null>;
  /** The appointments of a Bangkok day (`YYYY-MM-DD`), of one area or all, by start time (the back office's work list; at most `limit`). */
  listByDay(input: { day: string; areaId?: string; limit: number }): Promise<AppointmentRecord[]>;
  /** Takes a team of the slot for a while: `initialized`. One conditional write, so never more holds than free teams. */
  hold(input: HoldInput, now: Date, tx: Db, each: ChangeSink): Promise<AppointmentRecord>;
  /** initialized -> confirmed (the hold becomes a booking); a confirmed one is answered as it is. */
  confirm(id: string, now: Date, tx: Db, each: ChangeSink): Promise<AppointmentRecord>;
  /** initialized or confirmed -> cancelled (frees the team); a cancelled one is answered as it is. */
  cancel(id: string, reason: string, now: Date, tx: Db, each: ChangeSink): Promise<AppointmentRecord>;
  /** Moves an initialized or confirmed appointment to another slot of the same area before the cut-off: the new team first, then the old one freed. */
  reschedule(id: string, slotId: string, now: Date, tx: Db, each: ChangeSink): Promise<AppointmentRecord>;
  /** confirmed -> completed or failed (the team's outcome). */
  finish(id: string, outcome: { state: 'completed' | 'failed'; reason: string | null }, now: Date, tx: Db, each: ChangeSink): Promise<AppointmentRecord>;
  /**
   * The console's planning list: the area's slots by start time from `from` (or after `after`), at
   * most `limit`, bookable or not; the days from `from` over `days` are created first as a search would.
   */
  planSlots(input: { areaId: string; from: string; days: number; after?: Date; limit: number; now: Date }): Promise<SlotPlanRecord[]>;
  slot(id: string, now: Date, tx?: Db): Promise<SlotPlanRecord | null>;
  /**
   * Sets a slot's teams: its own lapsed holds are released first, then ONE conditional write
   * (`booked + held <= capacity`). 404 appointment_slot_not_found, 409 slot_capacity_below_booked.
   */
  setCapacity(slotId: string, capacity: number, now: Date, tx: Db, each: ChangeSink): Promise<{ before: SlotPlanRecord; after: SlotPlanRecord }>;
  /** The weekly roster of an area, or (null) the default of every area (decision 052). */
  roster(areaId: string | null, tx?: Db): Promise<RosterRecord>;
  /** The weekly rosters of these areas (null: the default), in that order, from one read. */
  rosters(areaIds: (string | null)[]): Promise<RosterRecord[]>;
  /** The areas with entries of their own, by id after `after`. */
  rosterAreas(after: string | undefined, limit: number): Promise<string[]>;
  /**
   * Sets (or, null, removes) entries of a weekly roster. Days not created yet take them; slots of later
   * days already created that still have the old teams and fit take the new ones (`applied`); the
   * rest keep theirs (`kept`).
   */
  changeRoster(
    areaId: string | null,
    entries: { weekday: number; period: AppointmentPeriod; capacity: number | null }[],
    now: Date,
    tx: Db,
  ): Promise<{ before: RosterRecord; after: RosterRecord; applied: number; kept: number }>;
  /** Holds that lapsed by `now` -> cancelled (`hold_expired`), each in its own transaction; returns how many. */
  releaseExpired(now: Date, each: ChangeSink): Promise<number>;
}

export type ChangeSink = (tx: Db, change: AppointmentChange) => Promise<void>;
