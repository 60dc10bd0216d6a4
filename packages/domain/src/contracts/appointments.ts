import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import {
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
