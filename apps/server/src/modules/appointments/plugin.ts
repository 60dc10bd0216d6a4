import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { embeddedAppointments } from './embedded';
import { appointmentRoutes } from './routes';
import { createAppointments } from './service';

const SWEEP_EVERY_MS = 30_000;

/**
 * The operator's field-service scheduling system (issue 17; decision 032; TMF646) as a port: the
 * embedded sandbox (slots created lazily per coverage area and day, holds, bookings, outcomes).
 * Decorates `app.appointments`; registers the `appointment` hold kind (home_internet service-order
 * lines); its sweeper releases lapsed holds and tells the `onChange` listeners (the home-internet
 * module).
 */
export const appointmentsModule = defineModule('appointments', ['staff'], async (app, ctx) => {
  const { db, options } = ctx;
  const appointments = createAppointments({ db, port: embeddedAppointments(db) });
  app.decorate('appointments', appointments);
  app.lineKinds.registerHold(appointments.holds);
  runEvery(app, { name: 'appointment-holds', everyMs: options.SWEEP_EVERY_MS ?? SWEEP_EVERY_MS, run: () => appointments.sweep() });
  await app.register(appointmentRoutes, { prefix: ctx.apiPrefix, appointments });
});
