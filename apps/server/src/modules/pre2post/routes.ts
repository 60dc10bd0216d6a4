import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/pre2post';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { requireSession } from '../identity/session-guard';
import type { Conversions } from './conversions';
import type { Plans } from './plans';
import type { createQualifying } from './qualify';
import { idempotencyKey } from '../../lib/idempotency-key';

/** Per address, on top of the OTP limits per number (keyPrefix names the counter in the shared store). */
const LIMITS = {
  check: { max: 10, timeWindow: 600_000, keyPrefix: 'pre2post-check' },
  qualify: { max: 20, timeWindow: 600_000, keyPrefix: 'pre2post-qualify' },
  order: { max: 20, timeWindow: 600_000, keyPrefix: 'pre2post-order' },
  ekyc: { max: 20, timeWindow: 600_000, keyPrefix: 'pre2post-ekyc' },
};

export interface Pre2postRouteOptions {
  db: Db;
  qualifying: ReturnType<typeof createQualifying>;
  plans: Plans;
  conversions: Conversions;
}

/** Prepaid to postpaid (contracts/pre2post.ts): check, qualification, plans, the order and its page. */
export async function pre2postRoutes(app: FastifyInstance, { db, qualifying, plans, conversions }: Pre2postRouteOptions) {
  route(
    app,
    contract.checkPre2post,
    async (req, reply) => {
      const session = await requireSession(db, req);
      return reply.status(201).send({ data: await qualifying.check(session.user.userId, req.body) });
    },
    { config: { rateLimit: LIMITS.check } },
  );

  route(
    app,
    contract.qualifyPre2post,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await qualifying.qualify(session.user.userId, req.body) });
    },
    { config: { rateLimit: LIMITS.qualify } },
  );

  route(app, contract.getPre2postQualification, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await qualifying.get(session.user.userId, req.params.id) };
  });

  route(
    app,
    contract.startPre2postEkyc,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await qualifying.startEkyc(session.user.userId, req.params.id, req.body.lang) });
    },
    { config: { rateLimit: LIMITS.ekyc } },
  );

  route(app, contract.listPre2postPlans, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: await plans.list() };
  });

  route(app, contract.getPre2postPlan, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: await plans.get(req.params.nas_code) };
  });

  route(
    app,
    contract.placePre2postOrder,
    async (req, reply) => {
      const session = await requireSession(db, req);
      const key = idempotencyKey(req);
      const { placed, created } = await conversions.place(session.user.userId, key, req.body);
      reply.header('cache-control', 'no-store');
      return reply.status(created ? 201 : 200).send({ data: placed });
    },
    { config: { rateLimit: LIMITS.order } },
  );

  route(app, contract.getPre2postOrder, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await conversions.view(req.params.secure_key) };
  });

  // The console's conversions queue (decision 045): orders.read to look, orders.fulfil to act; each action audited.
  route(
    app,
    contract.staffListConversions,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await conversions.staffList(req.query.state, req.query.cursor, req.query.limit) };
    },
    { onRequest: app.staff.require('orders.read') },
  );
  route(
    app,
    contract.staffGetConversion,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await conversions.staffGet(req.params.id) };
    },
    { onRequest: app.staff.require('orders.read') },
  );
  route(
    app,
    contract.staffRetryConversion,
    async (req, reply) => {
      const { before, after } = await conversions.staffRetry(req.params.id);
      await app.staff.audit(req, { action: 'pre2post_conversion.retry', objectType: 'pre2post_conversion', objectId: req.params.id, before, after });
      reply.header('cache-control', 'no-store');
      return { data: after };
    },
    { onRequest: app.staff.require('orders.fulfil') },
  );
  route(
    app,
    contract.staffCancelConversion,
    async (req, reply) => {
      const { before, after } = await conversions.staffCancel(req.params.id);
      await app.staff.audit(req, { action: 'pre2post_conversion.cancel', objectType: 'pre2post_conversion', objectId: req.params.id, before, after });
      reply.header('cache-control', 'no-store');
      return { data: after };
    },
    { onRequest: app.staff.require('orders.fulfil') },
  );
}
