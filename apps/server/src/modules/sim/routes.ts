import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/sim';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import type { CartService } from '../cart/service';
import { requireSession } from '../identity/session-guard';
import type { NumbersService } from '../numbers/service';
import { diyOptions, diyPlan, quoteDiy } from './diy';
import { claimPack, listClaims, listPacks } from './instant';
import { sendOtp } from './otp';
import { esimSupportDevices, getPackage, listPackages, packageBanner } from './packages';
import type { Pii } from './pii';
import { readOutbox, type SmsPort } from './sms';
import { addVerifiedLine, getVerification, verifyBuyer } from './verification';

export interface SimRouteOptions {
  db: Db;
  cart: CartService;
  numbers: NumbersService;
  sms: SmsPort;
  pii: () => Promise<Pii>;
}

/** Per address; `keyPrefix` names the route's counter in the shared store (lib/rate-limit-store.ts). */
const LIMITS = {
  otp: { max: 10, timeWindow: 600_000, keyPrefix: 'sim-otp' },
  verify: { max: 20, timeWindow: 600_000, keyPrefix: 'sim-verify' },
  instant: { max: 10, timeWindow: 600_000, keyPrefix: 'sim-instant' },
};

/** SIM packages, eSIM devices, OTP and buyer verification (spec 7 "Verification and activation", price-plan search). */
export async function simRoutes(app: FastifyInstance, { db, numbers, cart, sms, pii }: SimRouteOptions) {
  route(app, contract.listSimPackages, async (req) => ({ data: await listPackages(db, req.query) }));

  route(app, contract.getSimPackage, async (req) => ({ data: await getPackage(db, req.params.id) }));

  route(app, contract.getSimPackageBanner, async (req, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml; charset=utf-8')
      .send(await packageBanner(db, req.params.id, req.params.variant, req.query.lang)),
  );

  route(app, contract.listEsimDevices, async (_req, reply) => reply.header('cache-control', 'public, max-age=3600').send({ data: await esimSupportDevices(db) }));

  route(
    app,
    contract.sendSimOtp,
    async (req, reply) => {
      const session = await requireSession(db, req);
      return reply.status(201).send({ data: await sendOtp(db, sms, await pii(), session.user.userId, req.body) });
    },
    { config: { rateLimit: LIMITS.otp } },
  );

  route(
    app,
    contract.verifySimBuyer,
    async (req, reply) => {
      const session = await requireSession(db, req);
      return reply.status(201).send({ data: await verifyBuyer(db, numbers, await pii(), session.user.userId, req.body) });
    },
    { config: { rateLimit: LIMITS.verify } },
  );

  route(app, contract.getSimVerification, async (req) => {
    const session = await requireSession(db, req);
    return { data: await getVerification(db, numbers, session.user.userId, req.params.id) };
  });

  route(app, contract.addVerifiedToCart, async (req, reply) => {
    const session = await requireSession(db, req);
    const added = await addVerifiedLine(db, numbers, session.user.userId, req.params.id, async (line) =>
      cart.addServiceLine((await app.cartOwner.ensure(req, reply)).cart.id, line),
    );
    return reply.status(201).send({ data: { cart_id: added.cartId, line_id: added.lineId } });
  });

  route(app, contract.getSimDiy, async (_req, reply) => {
    const [plan, options] = await Promise.all([diyPlan(db), diyOptions(db)]);
    // no-cache: a shared cache may keep it but asks again each time, so an option the console changed prices the next page (decision 044).
    return reply.header('cache-control', 'public, no-cache').send({ data: { plan, options } });
  });

  route(app, contract.quoteSimDiy, async (req) => {
    const quote = await quoteDiy(db, req.body);
    return { data: { monthly_price: quote.monthly_price, parts: quote.parts } };
  });

  route(
    app,
    contract.claimInstantPack,
    async (req, reply) => {
      const session = await requireSession(db, req);
      const { hold, created } = await claimPack(db, session.user.userId, req.body);
      const { owner: _owner, status: _status, ...view } = hold;
      return reply.status(created ? 201 : 200).send({ data: view });
    },
    { config: { rateLimit: LIMITS.instant } },
  );

  route(app, contract.listInstantClaims, async (req) => {
    const session = await requireSession(db, req);
    return { data: (await listClaims(db, session.user.userId)).map(({ owner: _o, status: _s, ...view }) => view) };
  });

  route(app, contract.listInstantPacks, async (req) => ({ data: await listPacks(db, req.query.status, req.query.limit) }), { onRequest: app.staff.require('instant_sim.read') });

  route(
    app,
    contract.readSmsOutbox,
    async (req) => {
      await app.staff.audit(req, { action: 'sms_outbox.read', objectType: 'sms_outbox', objectId: req.query.to ?? null });
      return { data: await readOutbox(db, req.query.to, req.query.limit) };
    },
    { onRequest: app.staff.require('sms_outbox.read') },
  );
}
