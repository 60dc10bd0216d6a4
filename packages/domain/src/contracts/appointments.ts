import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import {
  APPOINTMENT_PERIODS,
  appointmentIdParamsSchema,
  appointmentOutcomeBodySchema,
  appointmentSchema,
  areaIdSchema,
  availableTimeSlotSchema,
  isCalendarDay,
  searchTimeSlotQuerySchema,
  searchTimeSlotSchema,
} from '../appointments';
import { defineRoute } from './define';

/**
 * Installation appointments (issue 17; decision 032; TMF646). The public slot search; the team's
 * outcome for staff and, while the embedded scheduling sandbox is in use, for testers. Holding,
 * confirming and moving an appointment go through the home-internet journey's routes
 * (contracts/home-internet.ts), which own the shopper's transaction and order: an appointment id
 * alone grants nothing, so there is no public route by id.
 */
const tags = ['appointments'];

export const searchTimeSlots = defineRoute({
  method: 'GET',
  path: '/appointments/slots',
  tags,
  summary: 'TMF646 searchTimeSlot: the installation slots of a coverage area by Bangkok day (morning, afternoon), with their teams and how many are free',
  querystring: searchTimeSlotQuerySchema,
  response: { 200: dataEnvelope(searchTimeSlotSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
});

export const completeAppointmentAsStaff = defineRoute({
  method: 'POST',
  path: '/staff/appointments/:id/complete',
  tags,
  summary: 'Staff: the installation team’s outcome, completed or failed with a reason (orders.fulfil, audited); 409 appointment_not_confirmed',
  params: appointmentIdParamsSchema,
  body: appointmentOutcomeBodySchema,
  response: { 200: dataEnvelope(appointmentSchema), 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
});

export const completeDevAppointment = defineRoute({
  method: 'POST',
  path: '/dev/appointments/:id/complete',
  tags,
  summary: 'Sandbox only: the installation team’s outcome (completed or failed); 404 appointments_sandbox_off with a real scheduling system',
  params: appointmentIdParamsSchema,
  body: appointmentOutcomeBodySchema,
  response: { 200: dataEnvelope(appointmentSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
});

/** An installation slot as the console plans it: its teams, booked (confirmed, completed, failed) and held (initialized). */
export const staffSlotSchema = availableTimeSlotSchema.extend({ booked: z.number().int(), held: z.number().int() });
export type StaffSlot = z.infer<typeof staffSlotSchema>;
const slotParams = z.object({ id: z.string().uuid() });
/** The most installation teams one slot may have. */
export const SLOT_CAPACITY_MAX = 50;

export const listStaffSlots = defineRoute({
  method: 'GET',
  path: '/staff/appointment-slots',
  tags,
  summary:
    "Staff (orders.fulfil): an area's installation slots by start time from a Bangkok day (default and minimum today), with teams, booked, held and free; the days a page reaches are created as the search would. Keyset pages (cursor = the last slot's start). 404 appointment_area_not_found",
  querystring: z.object({
    area_id: areaIdSchema,
    from: z.string().refine(isCalendarDay, { message: 'from must be a day YYYY-MM-DD' }).optional(),
    cursor: z.string().datetime().optional(),
    limit: z.coerce.number().int().min(1).max(56).default(14),
  }),
  response: {
    200: dataEnvelope(z.object({ items: z.array(staffSlotSchema), next_cursor: z.string().nullable() })),
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
  },
});

export const getStaffSlot = defineRoute({
  method: 'GET',
  path: '/staff/appointment-slots/:id',
  tags,
  summary: 'Staff (orders.fulfil): one installation slot (404 appointment_slot_not_found)',
  params: slotParams,
  response: { 200: dataEnvelope(staffSlotSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
});

export const changeStaffSlotCapacity = defineRoute({
  method: 'PATCH',
  path: '/staff/appointment-slots/:id',
  tags,
  summary: `Staff (orders.fulfil, audited with before and after): the installation teams of a slot, 0..${SLOT_CAPACITY_MAX} (0 closes it); the slot search shows it on the next request. Never below the teams booked and held (lapsed holds are released first): 409 slot_capacity_below_booked. 404 appointment_slot_not_found`,
  params: slotParams,
  body: z.object({ capacity: z.number().int().min(0).max(SLOT_CAPACITY_MAX) }).strict(),
  response: {
    200: dataEnvelope(staffSlotSchema),
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
  },
});

/**
 * One weekday and half-day of a weekly roster (decision 052): `capacity` the teams a slot of it gets
 * when its day is created; `own` this roster's entry (null: none), `inherited` what applies without it
 * (an area: the default's entry or the rule; the default: the rule), `source` where `capacity` comes from.
 */
export const rosterEntrySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  period: z.enum(APPOINTMENT_PERIODS),
  capacity: z.number().int(),
  own: z.number().int().nullable(),
  inherited: z.number().int(),
  source: z.enum(['area', 'default', 'rule']),
});
/** A weekly roster: `id` `default` (every area) or an area id; 14 entries, Sunday morning first. */
export const staffRosterSchema = z.object({
  id: z.string(),
  area_id: z.string().nullable(),
  entries: z.array(rosterEntrySchema),
});
export type StaffRoster = z.infer<typeof staffRosterSchema>;
/** The roster of every area. */
export const DEFAULT_ROSTER_ID = 'default';
const rosterParams = z.object({ id: areaIdSchema });

export const listStaffRosters = defineRoute({
  method: 'GET',
  path: '/staff/appointment-rosters',
  tags,
  summary:
    'Staff (orders.fulfil): the weekly rosters of installation teams: the default of every area first, then the areas with entries of their own by id. Keyset pages (cursor = the last area id)',
  querystring: z.object({ cursor: areaIdSchema.optional(), limit: z.coerce.number().int().min(1).max(100).default(25) }),
  response: {
    200: dataEnvelope(z.object({ items: z.array(staffRosterSchema), next_cursor: z.string().nullable() })),
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
  },
});

export const getStaffRoster = defineRoute({
  method: 'GET',
  path: '/staff/appointment-rosters/:id',
  tags,
  summary: 'Staff (orders.fulfil): the weekly roster of an area (its own entries and what it inherits) or, with id `default`, of every area. 404 appointment_area_not_found',
  params: rosterParams,
  response: { 200: dataEnvelope(staffRosterSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
});

export const changeStaffRoster = defineRoute({
  method: 'PATCH',
  path: '/staff/appointment-rosters/:id',
  tags,
  summary: `Staff (orders.fulfil, audited with before and after): sets (0..${SLOT_CAPACITY_MAX} teams) or, with null, removes entries of the weekly roster of an area or of every area (\`default\`). Days not created yet get the new teams; slots already created for later days that still have the old teams and fit take the new ones (\`applied\`); a slot changed on its own or too full keeps its teams (\`kept\`). 404 appointment_area_not_found, 400 roster_entry_repeated`,
  params: rosterParams,
  body: z
    .object({
      entries: z
        .array(
          z.object({ weekday: z.number().int().min(0).max(6), period: z.enum(APPOINTMENT_PERIODS), capacity: z.number().int().min(0).max(SLOT_CAPACITY_MAX).nullable() }).strict(),
        )
        .min(1)
        .max(14),
    })
    .strict(),
  response: {
    200: dataEnvelope(staffRosterSchema.extend({ applied: z.number().int(), kept: z.number().int() })),
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
  },
});
