import { z } from 'zod';
import { text, token } from './contracts/primitives';

/**
 * Installation appointments (issue 17; decision 032) as the store sees the operator's field-service
 * scheduling system, in the shapes of TMF646: a search of time slots (searchTimeSlot) answers the
 * available slots of an area (availableTimeSlot, each with its capacity of installation teams and
 * how many are free); an appointment on a slot is `initialized` while held for a shopper (until
 * `hold_expires_at`), `confirmed` once the order is placed, and ends `cancelled`, `completed` or
 * `failed`. The server's `appointments` port keeps these (an embedded sandbox by default).
 */

export const APPOINTMENT_STATES = ['initialized', 'confirmed', 'cancelled', 'completed', 'failed'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];
/** States that take a team of the slot (held or booked). */
export const OPEN_APPOINTMENT_STATES: readonly AppointmentState[] = ['initialized', 'confirmed'];

/** Half-day installation windows, Asia/Bangkok wall time (UTC+7, no daylight saving). */
export const APPOINTMENT_PERIODS = ['morning', 'afternoon'] as const;
export type AppointmentPeriod = (typeof APPOINTMENT_PERIODS)[number];
export const APPOINTMENT_PERIOD_HOURS: Record<AppointmentPeriod, { start: number; end: number }> = {
  morning: { start: 9, end: 12 },
  afternoon: { start: 13, end: 17 },
};

/**
 * Installation teams per slot by Bangkok weekday (0 = Sunday): 3 on weekdays, 2 on Saturday and
 * Sunday (operators install at weekends, when most shoppers are home, with a smaller roster). The
 * last fallback of the weekly roster (decision 052), where neither the area nor the default sets one.
 * Thai public holidays are not modelled (decision 032).
 */
export const SLOT_CAPACITY_BY_WEEKDAY = [2, 3, 3, 3, 3, 3, 2] as const;

/** The shopper may move (or the store cancel for them) an appointment until this long before its start. */
export const APPOINTMENT_CUTOFF_HOURS = 24;
/** A slot is offered and can be held only when it starts at least this long from now (same as the cut-off). */
export const APPOINTMENT_LEAD_HOURS = APPOINTMENT_CUTOFF_HOURS;
/** How far ahead slots are offered, in Bangkok days from today. */
export const APPOINTMENT_HORIZON_DAYS = 60;
/** One search covers at most this many days. */
export const APPOINTMENT_SEARCH_MAX_DAYS = 28;
export const APPOINTMENT_SEARCH_DEFAULT_DAYS = 14;
/** A hold lasts this long unless the caller asks otherwise, and between these bounds. */
export const APPOINTMENT_HOLD_DEFAULT_TTL_MS = 15 * 60_000;
export const APPOINTMENT_HOLD_MIN_TTL_MS = 60_000;
export const APPOINTMENT_HOLD_MAX_TTL_MS = 24 * 3_600_000;

const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in Asia/Bangkok, `YYYY-MM-DD`. */
export function bangkokDay(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar day `YYYY-MM-DD`. */
export function isCalendarDay(day: string): boolean {
  if (!DAY_RE.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** `day` plus `n` days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The Bangkok weekday of a day (0 = Sunday). */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The instant a Bangkok wall-clock hour of `day` starts. */
export function bangkokTime(day: string, hour: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 - BANGKOK_OFFSET_MS);
}

/** The slot of `day` and `period`: its start and end instants (its teams come from the weekly roster, decision 052). */
export function slotWindow(day: string, period: AppointmentPeriod): { start: Date; end: Date } {
  const h = APPOINTMENT_PERIOD_HOURS[period];
  return { start: bangkokTime(day, h.start), end: bangkokTime(day, h.end) };
}

/** The place of a weekday (0 = Sunday) and half-day in a weekly roster's 14 entries (Sunday morning first). */
export const rosterIndex = (weekday: number, period: AppointmentPeriod) => weekday * APPOINTMENT_PERIODS.length + APPOINTMENT_PERIODS.indexOf(period);

/** The last moment the appointment may be moved (start minus the cut-off). */
export function rescheduleDeadline(start: Date): Date {
  return new Date(start.getTime() - APPOINTMENT_CUTOFF_HOURS * 3_600_000);
}

/** A slot can be offered and held at `now`: it starts at least the lead time ahead. */
export function isBookable(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() >= APPOINTMENT_LEAD_HOURS * 3_600_000;
}

// ----- API shapes -----

/** A coverage area id of the home-internet module (text; this module does not read its tables). */
export const areaIdSchema = token(100);

/** GET /appointments/slots query (TMF646 searchTimeSlot): `from` a Bangkok day (default today), `days` from it. */
export const searchTimeSlotQuerySchema = z.object({
  area_id: areaIdSchema,
  from: z.string().refine(isCalendarDay, { message: 'from must be a day YYYY-MM-DD' }).optional(),
  days: z.coerce.number().int().min(1).max(APPOINTMENT_SEARCH_MAX_DAYS).default(APPOINTMENT_SEARCH_DEFAULT_DAYS),
});
export type SearchTimeSlotQuery = z.input<typeof searchTimeSlotQuerySchema>;

/** TMF646 availableTimeSlot: a half-day installation window of an area with its teams. */
export const availableTimeSlotSchema = z.object({
  id: z.string(),
  area_id: z.string(),
  /** Bangkok day `YYYY-MM-DD`. */
  day: z.string(),
  period: z.enum(APPOINTMENT_PERIODS),
  /** ISO UTC. */
  start: z.string(),
  end: z.string(),
  /** Installation teams in the slot. */
  capacity: z.number().int(),
  /** Teams neither booked nor held (0: full; shown, not choosable). */
  free: z.number().int(),
});
export type AvailableTimeSlot = z.infer<typeof availableTimeSlotSchema>;

/** TMF646 searchTimeSlot answer: the bookable slots of the area over the asked days, soonest first. */
export const searchTimeSlotSchema = z.object({
  area_id: z.string(),
  from: z.string(),
  days: z.number().int(),
  available_time_slots: z.array(availableTimeSlotSchema),
});
export type SearchTimeSlotResult = z.infer<typeof searchTimeSlotSchema>;

/** TMF646 appointment. `reason`: why it was cancelled or failed (`hold_expired`, `customer`, `order_cancelled`, a team's note…). */
export const appointmentSchema = z.object({
  id: z.string(),
  slot_id: z.string(),
  area_id: z.string(),
  /** The caller's reference (the home-internet transaction id). */
  reference: z.string(),
  state: z.enum(APPOINTMENT_STATES),
  day: z.string(),
  period: z.enum(APPOINTMENT_PERIODS),
  start: z.string(),
  end: z.string(),
  /** While initialized: when the hold lapses. */
  hold_expires_at: z.string().nullable(),
  reason: z.string().nullable(),
  /** Initialized or confirmed and before the cut-off. */
  can_reschedule: z.boolean(),
  /** Start minus the cut-off (24 hours). */
  reschedule_until: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** POST /staff|dev/appointments/:id/complete: the team's outcome (default completed); `reason` for a failure. */
export const appointmentOutcomeBodySchema = z.object({
  outcome: z.enum(['completed', 'failed']).default('completed'),
  reason: text(200).min(1).optional(),
});
export type AppointmentOutcomeBody = z.input<typeof appointmentOutcomeBodySchema>;

export const appointmentIdParamsSchema = z.object({ id: z.string().uuid() });
