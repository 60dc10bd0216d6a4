import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/university';
import type { Db } from '../../db/client';
import { idempotencyKey } from '../../lib/idempotency-key';
import { route } from '../../lib/module';
import { requireSession } from '../identity/session-guard';
import type { Students } from './service';

/** Per address, on top of the OTP limits per number (keyPrefix names the counter in the shared store). */
const LIMITS = {
  check: { max: 10, timeWindow: 600_000, keyPrefix: 'student-check' },
  confirm: { max: 20, timeWindow: 600_000, keyPrefix: 'student-confirm' },
  claim: { max: 20, timeWindow: 600_000, keyPrefix: 'vlearn-claim' },
};

/** Students and vlearn (contracts/university.ts). */
export async function universityRoutes(app: FastifyInstance, { db, students }: { db: Db; students: Students }) {
  route(app, contract.listUniversities, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { data: await students.universities() };
  });

  route(
    app,
    contract.checkStudent,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await students.check(session.user.userId, req.body) });
    },
    { config: { rateLimit: LIMITS.check } },
  );

  route(
    app,
    contract.confirmStudent,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return { data: await students.confirm(session.user.userId, req.params.id, req.body) };
    },
    { config: { rateLimit: LIMITS.confirm } },
  );

  route(app, contract.getStudentVerification, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await students.get(session.user.userId, req.params.id) };
  });

  route(app, contract.listVlearnOffers, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: await students.offers() };
  });

  route(
    app,
    contract.claimVlearn,
    async (req, reply) => {
      const session = await requireSession(db, req);
      const key = idempotencyKey(req);
      const { placed, created } = await students.claim(session.user.userId, key, req.body);
      reply.header('cache-control', 'no-store');
      return reply.status(created ? 201 : 200).send({ data: placed });
    },
    { config: { rateLimit: LIMITS.claim } },
  );

  route(app, contract.cancelVlearn, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await students.cancel(session.user.userId, req.params.secure_key) };
  });
}
