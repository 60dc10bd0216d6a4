import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@store/domain/api';
import { otpRequestSchema, otpSentSchema } from '@store/domain/otp';
import { simPackageQuerySchema, simPackageSchema, simVerificationSchema, simVerifyBodySchema } from '@store/domain/sim';
import type { Db } from '../../db/client';
import { requireSession } from '../identity/session-guard';
import type { NumbersService } from '../numbers/service';
import { instantClaimBodySchema } from '@store/domain/instant-sim';
import { numberHoldSchema } from '@store/domain/number-search';
import { claimPack, listClaims, listPacks } from './instant';
import { diyOptions, diyPlan, quoteDiy } from './diy';
import { diyChoiceSchema, diyOptionSchema } from '@store/domain/sim-diy';
import { PACK_STATUSES } from './tables';
import { sendOtp } from './otp';
import { getPackage, listPackages, packageSvg } from './packages';
import type { Pii } from './pii';
import { readOutbox, type SmsPort } from './sms';
import { esimDevices, simPackages } from './tables';
import { eq } from 'drizzle-orm';
import { addVerifiedLine, getVerification, verifyBuyer } from './verification';
import type { CartService } from '../cart/service';

const tags = ['sim'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export interface SimRouteOptions {
  db: Db;
  cart: CartService;
  numbers: NumbersService;
  sms: SmsPort;
  pii: () => Promise<Pii>;
}

/** SIM packages, eSIM devices, OTP and buyer verification (spec 7 "Verification and activation", price-plan search). */
export const simRoutes: FastifyPluginAsyncZod<SimRouteOptions> = async (app, { db, numbers, cart, sms, pii }) => {
  app.get(
    '/sim/packages',
    {
      schema: {
        tags,
        summary: 'Price plans (spec GET /truemoveh/price-plan/search: section wemall, sim_type postpaid by default)',
        querystring: simPackageQuerySchema,
        response: { 200: dataEnvelope(z.array(simPackageSchema)) },
      },
    },
    async (req) => ({ data: await listPackages(db, req.query) }),
  );

  app.get('/sim/packages/:id', { schema: { tags, summary: 'One price plan', params: idParams, response: { 200: dataEnvelope(simPackageSchema) } } }, async (req) => ({
    data: await getPackage(db, req.params.id),
  }));

  app.get(
    '/sim/packages/:id/:variant.svg',
    { schema: { tags, summary: 'A plan banner drawn as SVG', params: idParams.extend({ variant: z.enum(['desktop', 'mobile', 'detail-desktop', 'detail-mobile']) }) } },
    async (req, reply) => {
      const pkg = await getPackage(db, req.params.id);
      const [{ colour }] = await db.select({ colour: simPackages.colour }).from(simPackages).where(eq(simPackages.id, pkg.id));
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/svg+xml; charset=utf-8')
        .send(packageSvg(pkg, colour, req.params.variant));
    },
  );

  app.get(
    '/esim/support-devices',
    {
      schema: {
        tags,
        summary: 'Devices that take an eSIM (spec GET /esim/support-devices)',
        response: { 200: dataEnvelope(z.array(z.object({ brand: z.string(), model: z.string() }))) },
      },
    },
    async (_req, reply) => {
      const rows = await db.select({ brand: esimDevices.brand, model: esimDevices.model }).from(esimDevices).orderBy(asc(esimDevices.sort));
      return reply.header('cache-control', 'public, max-age=3600').send({ data: rows });
    },
  );

  app.post(
    '/sim/otp',
    {
      config: { rateLimit: { max: 10, timeWindow: 600_000, keyPrefix: 'sim-otp' } },
      schema: {
        tags,
        summary: 'Send an OTP to a mobile number (spec GET /wportal/otp/request); 429 otp_resend_too_soon / otp_rate_limited',
        body: otpRequestSchema,
        response: { 201: dataEnvelope(otpSentSchema) },
      },
    },
    async (req, reply) => {
      const session = await requireSession(db, req);
      return reply.status(201).send({ data: await sendOtp(db, sms, await pii(), session.user.userId, req.body) });
    },
  );

  app.post(
    '/sim/verifications',
    {
      config: { rateLimit: { max: 20, timeWindow: 600_000, keyPrefix: 'sim-verify' } },
      schema: {
        tags,
        summary: 'Verify the buyer of a held number: Thai ID (checksum), birth date, OTP, blacklist (spec POST /verify/{id}); the ID is masked in the answer',
        body: simVerifyBodySchema,
        response: { 201: dataEnvelope(simVerificationSchema) },
      },
    },
    async (req, reply) => {
      const session = await requireSession(db, req);
      return reply.status(201).send({ data: await verifyBuyer(db, numbers, await pii(), session.user.userId, req.body) });
    },
  );

  app.get(
    '/sim/verifications/:id',
    { schema: { tags, summary: 'One of my verifications (masked)', params: z.object({ id: z.string().uuid() }), response: { 200: dataEnvelope(simVerificationSchema) } } },
    async (req) => {
      const session = await requireSession(db, req);
      return { data: await getVerification(db, numbers, session.user.userId, req.params.id) };
    },
  );

  app.post(
    '/sim/verifications/:id/cart',
    {
      schema: {
        tags,
        summary: 'Put a verified number and its plan in my cart (the line carries sim_meta and the hold); 409 hold_expired',
        params: z.object({ id: z.string().uuid() }),
        response: { 201: dataEnvelope(z.object({ cart_id: z.string(), line_id: z.string() })) },
      },
    },
    async (req, reply) => {
      const session = await requireSession(db, req);
      const added = await addVerifiedLine(db, numbers, session.user.userId, req.params.id, async (line) =>
        cart.addServiceLine((await app.cartOwner.ensure(req, reply)).cart.id, line),
      );
      return reply.status(201).send({ data: { cart_id: added.cartId, line_id: added.lineId } });
    },
  );

  app.get(
    '/sim/diy',
    {
      schema: {
        tags,
        summary: 'SIM DIY postpaid (spec GET /truemoveh/sim-diy/package): the plan (contract, terms) and the active options with their monthly prices',
        response: { 200: dataEnvelope(z.object({ plan: simPackageSchema, options: z.array(diyOptionSchema) })) },
      },
    },
    async (_req, reply) => {
      const [plan, options] = await Promise.all([diyPlan(db), diyOptions(db)]);
      return reply.header('cache-control', 'public, max-age=60').send({ data: { plan, options } });
    },
  );

  app.post(
    '/sim/diy/quote',
    {
      schema: {
        tags,
        summary: 'SIM DIY: price a composition (spec POST /truemoveh/sim-diy/package); 400 diy_option_unknown / diy_option_kind / diy_extra_duplicate',
        body: diyChoiceSchema,
        response: { 200: dataEnvelope(z.object({ monthly_price: z.number().int(), parts: z.array(diyOptionSchema) })) },
      },
    },
    async (req) => {
      const quote = await quoteDiy(db, req.body);
      return { data: { monthly_price: quote.monthly_price, parts: quote.parts } };
    },
  );

  app.post(
    '/sim/instant/claims',
    {
      config: { rateLimit: { max: 10, timeWindow: 600_000, keyPrefix: 'sim-instant' } },
      schema: {
        tags,
        summary:
          'Instant SIM: claim the pack in hand (number + last 6 digits or whole ICCID) to activate it with an instant-SIM plan (201; 200 when already mine); 404 pack_not_found, 409 pack_claimed / pack_activated',
        body: instantClaimBodySchema,
        response: { 200: dataEnvelope(numberHoldSchema), 201: dataEnvelope(numberHoldSchema) },
      },
    },
    async (req, reply) => {
      const session = await requireSession(db, req);
      const { hold, created } = await claimPack(db, session.user.userId, req.body);
      const { owner: _owner, status: _status, ...view } = hold;
      return reply.status(created ? 201 : 200).send({ data: view });
    },
  );

  app.get(
    '/sim/instant/claims',
    { schema: { tags, summary: 'My instant-SIM packs being activated (live claims), soonest expiry first', response: { 200: dataEnvelope(z.array(numberHoldSchema)) } } },
    async (req) => {
      const session = await requireSession(db, req);
      return { data: (await listClaims(db, session.user.userId)).map(({ owner: _o, status: _s, ...view }) => view) };
    },
  );

  app.get(
    '/dev/instant-sim-packs',
    {
      onRequest: app.staff.require('instant_sim.read'),
      schema: {
        tags,
        summary: 'Operator/developer: instant-SIM packs in stock (number, ICCID, batch, status)',
        querystring: z.object({ status: z.enum(PACK_STATUSES).optional(), limit: z.coerce.number().int().min(1).max(200).default(20) }),
        response: {
          200: dataEnvelope(z.array(z.object({ iccid: z.string(), number: z.string(), batch: z.string(), status: z.enum(PACK_STATUSES), activated_at: z.string().nullable() }))),
        },
      },
    },
    async (req) => ({ data: await listPacks(db, req.query.status, req.query.limit) }),
  );

  app.get(
    '/dev/sms-outbox',
    {
      onRequest: app.staff.require('sms_outbox.read'),
      schema: {
        tags,
        summary: 'Operator/developer: the embedded SMS outbox, newest first',
        querystring: z.object({
          to: z
            .string()
            .regex(/^0\d{9}$/)
            .optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: dataEnvelope(z.array(z.object({ id: z.string(), to: z.string(), body: z.string(), purpose: z.string(), created_at: z.string() }))) },
      },
    },
    async (req) => {
      await app.staff.audit(req, { action: 'sms_outbox.read', objectType: 'sms_outbox', objectId: req.query.to ?? null });
      return { data: await readOutbox(db, req.query.to, req.query.limit) };
    },
  );
};
