import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { appointmentIdParamsSchema, appointmentOutcomeBodySchema, appointmentSchema, searchTimeSlotQuerySchema, searchTimeSlotSchema } from '../appointments';
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
