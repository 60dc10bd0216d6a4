import { defineModule } from '../../lib/module';
import { httpStudentRegistry } from './http/client';
import { universityRoutes } from './routes';
import { embeddedStudentRegistry } from './sandbox/registry';
import { seedStudentRegistry } from './sandbox/seed';
import { seedVlearnOffers } from './seed';
import { createStudents, type Students } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    university: Students;
  }
}

/**
 * Students (issue 18; decision 036): the student registry as a port (the embedded sandbox, seeded at
 * start, or the registry's REST API when STUDENT_REGISTRY_URL is set), the student check with its
 * OTP, and the `vlearn` line kind: a service order whose line holds the student's claim (hold kind
 * `vlearn_claim`, owned here, given back when the order is cancelled).
 */
export const universityModule = defineModule('university', ['order', 'sim'], async (app, ctx) => {
  const { db, options } = ctx;
  const registry = options.STUDENT_REGISTRY_URL
    ? httpStudentRegistry({ url: options.STUDENT_REGISTRY_URL, apiKey: options.STUDENT_REGISTRY_API_KEY! })
    : embeddedStudentRegistry(db, app.sim.hmac);
  if (registry.sandbox) await seedStudentRegistry(db, app.sim.hmac);
  await seedVlearnOffers(db);
  const students = createStudents({ db, registry, sim: app.sim, orders: app.orders });
  app.decorate('university', students);
  app.lineKinds.registerKind({ type: 'vlearn', owner: 'university', holds: ['vlearn_claim'] });
  app.lineKinds.registerHold(students.holds);
  await app.register(universityRoutes, { prefix: ctx.apiPrefix, db, students });
});
