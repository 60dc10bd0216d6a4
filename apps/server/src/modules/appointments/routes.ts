import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/appointments';
import { route } from '../../lib/module';
import type { AppointmentsService } from './service';

/** Per address (keyPrefix names the counter in the shared store): the search creates a slot row per area and day once. */
const LIMITS = {
  search: { max: 60, timeWindow: 60_000, keyPrefix: 'appointment-slots' },
  dev: { max: 30, timeWindow: 60_000, keyPrefix: 'dev-appointments' },
};

/** The slot search (public), the team's outcome (staff, sandbox) (contracts/appointments.ts). */
export async function appointmentRoutes(app: FastifyInstance, { appointments }: { appointments: AppointmentsService }) {
  route(
    app,
    contract.searchTimeSlots,
    async (req, reply) => {
      // Free teams change with every hold: never cached.
      reply.header('cache-control', 'no-store');
      return { data: await appointments.searchTimeSlots(req.query) };
    },
    { config: { rateLimit: LIMITS.search } },
  );

  route(
    app,
    contract.completeAppointmentAsStaff,
    async (req) => {
      const { id } = req.params;
      const before = await appointments.get(id);
      const done = req.body.outcome === 'completed' ? await appointments.complete(id) : await appointments.fail(id, req.body.reason ?? 'not_installed');
      await app.staff.audit(req, {
        action: 'appointment.outcome',
        objectType: 'appointment',
        objectId: id,
        before: { state: before?.state ?? null },
        after: { state: done.state, reason: done.reason },
      });
      return { data: done };
    },
    { onRequest: app.staff.require('orders.fulfil') },
  );

  route(
    app,
    contract.completeDevAppointment,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await appointments.devOutcome(req.params.id, req.body) };
    },
    { config: { rateLimit: LIMITS.dev } },
  );

  // The console's installation slot capacity (orders.fulfil; decision 044): changes audited with before and after.
  const fulfil = { onRequest: app.staff.require('orders.fulfil') };
  route(
    app,
    contract.listStaffSlots,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const q = req.query;
      return { data: await appointments.planSlots({ area_id: q.area_id, from: q.from, after: q.cursor ? new Date(q.cursor) : undefined, limit: q.limit }) };
    },
    fulfil,
  );
  route(
    app,
    contract.getStaffSlot,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await appointments.slot(req.params.id) };
    },
    fulfil,
  );
  route(
    app,
    contract.changeStaffSlotCapacity,
    async (req, reply) => {
      const { before, after } = await appointments.setCapacity(req.params.id, req.body.capacity);
      await app.staff.audit(req, { action: 'appointment_slots.capacity', objectType: 'appointment_slot', objectId: req.params.id, before, after });
      reply.header('cache-control', 'no-store');
      return { data: after };
    },
    fulfil,
  );

  // The weekly rosters of installation teams (orders.fulfil; decision 052).
  route(
    app,
    contract.listStaffRosters,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await appointments.rosters({ after: req.query.cursor, limit: req.query.limit }) };
    },
    fulfil,
  );
  route(
    app,
    contract.getStaffRoster,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await appointments.roster(req.params.id) };
    },
    fulfil,
  );
  route(
    app,
    contract.changeStaffRoster,
    async (req, reply) => {
      const { before, after } = await appointments.changeRoster(req.params.id, req.body.entries);
      const own = (r: typeof before) => r.entries.filter((e) => e.own !== null).map((e) => ({ weekday: e.weekday, period: e.period, capacity: e.own }));
      await app.staff.audit(req, {
        action: 'appointment_rosters.change',
        objectType: 'appointment_roster',
        objectId: req.params.id,
        before: { entries: own(before) },
        after: { entries: own(after), applied: after.applied, kept: after.kept },
      });
      reply.header('cache-control', 'no-store');
      return { data: after };
    },
    fulfil,
  );
}
