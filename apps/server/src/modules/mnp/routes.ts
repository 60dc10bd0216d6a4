import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/mnp';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { requireSession } from '../identity/session-guard';
import type { Offers } from './offers';
import type { Portings } from './portings';
import type { Verifying } from './verify';
import { idempotencyKey } from '../../lib/idempotency-key';

/** Per address, on top of the OTP limits per number and the PIN tries per verification (keyPrefix names the counter in the shared store). */
const LIMITS = {
  check: { max: 10, timeWindow: 600_000, keyPrefix: 'mnp-check' },
  checkOtp: { max: 20, timeWindow: 600_000, keyPrefix: 'mnp-check-otp' },
  pin: { max: 10, timeWindow: 600_000, keyPrefix: 'mnp-pin' },
  ekyc: { max: 20, timeWindow: 600_000, keyPrefix: 'mnp-ekyc' },
  order: { max: 60, timeWindow: 600_000, keyPrefix: 'mnp-order' },
  activation: { max: 10, timeWindow: 600_000, keyPrefix: 'mnp-activation' },
  cancel: { max: 20, timeWindow: 600_000, keyPrefix: 'mnp-cancel' },
};

export interface MnpRouteOptions {
  db: Db;
  offers: Offers;
  verifying: Verifying;
  portings: Portings;
}

/** Number porting in (contracts/mnp.ts): offers, bundles, temporary numbers, check, OTP, PIN, eKYC, placeorder, tracking, cancel, activation, staff, sandbox serials. */
export async function mnpRoutes(app: FastifyInstance, { db, offers, verifying, portings }: MnpRouteOptions) {
  route(app, contract.listMnpOffers, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: await offers.list() };
  });

  route(app, contract.getMnpOffer, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: await offers.get(req.params.nas_code) };
  });

  route(app, contract.listMnpBundles, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: await offers.bundlesOf(req.query.product_id) };
  });

  route(app, contract.getAutoMnpBundle, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await offers.autoBundle(req.query.product_id, req.query.nas_code, req.query.variant_id) };
  });

  route(app, contract.getMnpBundle, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await offers.bundle(req.params.bundle_id, req.query.product_id, req.query.variant_id) };
  });

  route(app, contract.randomMnpTempNumber, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await offers.tempNumber(req.query.nas_code) };
  });

  route(
    app,
    contract.checkMnp,
    async (req, reply) => {
      const session = await requireSession(db, req);
      return reply.status(201).send({ data: await verifying.check(session.user.userId, req.body) });
    },
    { config: { rateLimit: LIMITS.check } },
  );

  route(
    app,
    contract.checkMnpOtp,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await verifying.checkOtp(session.user.userId, req.body) });
    },
    { config: { rateLimit: LIMITS.checkOtp } },
  );

  route(app, contract.getMnpVerification, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await verifying.get(session.user.userId, req.params.id) };
  });

  route(
    app,
    contract.verifyMnpPin,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return { data: await verifying.verifyPin(session.user.userId, req.params.id, req.body.pin) };
    },
    { config: { rateLimit: LIMITS.pin } },
  );

  route(
    app,
    contract.startMnpEkyc,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await verifying.startEkyc(session.user.userId, req.params.id, req.body.lang) });
    },
    { config: { rateLimit: LIMITS.ekyc } },
  );

  route(
    app,
    contract.placeMnpOrder,
    async (req, reply) => {
      const session = await requireSession(db, req);
      const key = idempotencyKey(req);
      const { placed, created } = await portings.place(session.user.userId, key, req.body, async (line) =>
        app.cart.addServiceLine((await app.cartOwner.ensure(req, reply)).cart.id, line),
      );
      reply.header('cache-control', 'no-store');
      return reply.status(created ? 201 : 200).send({ data: placed });
    },
    { config: { rateLimit: LIMITS.order } },
  );

  route(app, contract.listOrderPortings, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await portings.ofOrder(req.params.secure_key) };
  });

  route(
    app,
    contract.cancelMnpPorting,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return { data: await portings.cancel(session.user.userId, req.params.id) };
    },
    { config: { rateLimit: LIMITS.cancel } },
  );

  route(
    app,
    contract.activateMnp,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return { data: await portings.activate(session.user.userId, req.body) };
    },
    { config: { rateLimit: LIMITS.activation } },
  );

  route(
    app,
    contract.listStaffPortings,
    async (req, reply) => {
      await app.staff.audit(req, { action: 'mnp_portings.read', objectType: 'mnp_porting', objectId: req.query.state ?? null });
      reply.header('cache-control', 'no-store');
      return { data: await portings.staffList(req.query.state, req.query.limit) };
    },
    { onRequest: app.staff.require('mnp.manage') },
  );

  route(
    app,
    contract.retryStaffPorting,
    async (req, reply) => {
      await app.staff.audit(req, { action: 'mnp_porting.retry', objectType: 'mnp_porting', objectId: req.params.id });
      reply.header('cache-control', 'no-store');
      return { data: await portings.retry(req.params.id) };
    },
    { onRequest: app.staff.require('mnp.manage') },
  );

  route(app, contract.devSimSerials, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await portings.simSerials(req.query.order_number) };
  });
}
