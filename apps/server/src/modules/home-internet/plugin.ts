import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { homeInternetRoutes } from './routes';
import { seedHomeInternet } from './seed';
import { createHomeInternet } from './service';

const SWEEP_EVERY_MS = 30_000;

/**
 * Home internet (issue 17; decision 031): coverage (TMF645) seeded for every province, packages, the
 * TOL transaction (TTL from config tol_bypass_ekyc, eKYC bypass by staff), the contact OTP, the
 * blacklist, eKYC, the service order (`home_internet` line holding its `appointment`, confirmed
 * through `app.appointments`; an upfront payment through the order's normal payment), tracking with
 * the appointment move, and leads. Its sweeper expires transactions that ran out.
 */
export const homeInternetModule = defineModule('home-internet', ['order', 'identity', 'sim', 'ekyc', 'address', 'staff', 'appointments'], async (app, ctx) => {
  const { db } = ctx;
  await seedHomeInternet(db, app.sim.hmac);
  const homeInternet = createHomeInternet({ db, log: app.log, sim: app.sim, ekyc: app.ekyc, orders: app.orders, consents: app.consents, appointments: app.appointments });

  app.lineKinds.registerKind({ type: 'home_internet', owner: 'home-internet', holds: ['appointment'] });
  app.appointments.useAreas((areaId) => homeInternet.areaKnown(areaId));
  app.appointments.onChange((tx, appointment, from) => homeInternet.appointmentChanged(tx, appointment, from));
  app.orders.onServiceOrderPaid((tx, order) => homeInternet.orderPaid(tx, order));
  runEvery(app, { name: 'home-internet-transactions', everyMs: ctx.options.SWEEP_EVERY_MS ?? SWEEP_EVERY_MS, run: () => homeInternet.sweep() });
  app.decorate('homeInternet', homeInternet);

  await app.register(homeInternetRoutes, { prefix: ctx.apiPrefix, db, basePath: ctx.basePath, homeInternet });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The home-internet module (issue 17): its service (sweep, for tests). */
    homeInternet: ReturnType<typeof createHomeInternet>;
  }
}
