import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/bundles';
import { parseLang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { idempotencyKey } from '../../lib/idempotency-key';
import { route } from '../../lib/module';
import { SESSION_COOKIE } from '../identity/cookies';
import { findActiveSession } from '../identity/sessions';
import { requireSession } from '../identity/session-guard';
import type { Bundles } from './service';

/** Per address, on top of the OTP limits per number (keyPrefix names the counter in the shared store). */
const LIMITS = {
  otp: { max: 10, timeWindow: 600_000, keyPrefix: 'bundles-otp' },
  verify: { max: 30, timeWindow: 600_000, keyPrefix: 'bundles-verify' },
  claim: { max: 60, timeWindow: 600_000, keyPrefix: 'bundles-claim' },
  lead: { max: 5, timeWindow: 60_000, keyPrefix: 'bundles-lead' },
};

/** Device bundles (contracts/bundles.ts): campaigns, checks, claims, instant benefits, leads, staff. */
export async function bundlesRoutes(app: FastifyInstance, { db, bundles }: { db: Db; bundles: Bundles }) {
  route(app, contract.listBundleCampaigns, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: await bundles.list(req.query) };
  });

  route(app, contract.getBundleCampaign, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await bundles.get(req.params.id) };
  });

  route(
    app,
    contract.sendBundleOtp,
    async (req, reply) => {
      const session = await requireSession(db, req);
      return reply.status(201).send({ data: await bundles.sendOtp(session.user.userId, req.body) });
    },
    { config: { rateLimit: LIMITS.otp } },
  );

  route(
    app,
    contract.validateExistingCampaign,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await bundles.verifyNumber(session.user.userId, 'device_bundle_existing', req.body) });
    },
    { config: { rateLimit: LIMITS.verify } },
  );

  route(
    app,
    contract.verifyBundleCampaign,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await bundles.verifyNumber(session.user.userId, 'device_bundle_prepaid', req.body) });
    },
    { config: { rateLimit: LIMITS.verify } },
  );

  route(
    app,
    contract.verifyNewCustomer,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await bundles.verifyId(session.user.userId, req.params.id, req.body) });
    },
    { config: { rateLimit: LIMITS.verify } },
  );

  route(app, contract.getBundleVerification, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await bundles.verification(session.user.userId, req.params.id) };
  });

  route(
    app,
    contract.claimBundle,
    async (req, reply) => {
      const session = await requireSession(db, req);
      const key = idempotencyKey(req);
      const { claimed, created } = await bundles.claim(session.user.userId, key, req.body, async (line) =>
        app.cart.addServiceLine((await app.cartOwner.ensure(req, reply)).cart.id, line),
      );
      reply.header('cache-control', 'no-store');
      return reply.status(created ? 201 : 200).send({ data: claimed });
    },
    { config: { rateLimit: LIMITS.claim } },
  );

  route(app, contract.campaignInstantBenefits, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await bundles.benefits(session.user.userId, req.body.verification_id) };
  });

  route(app, contract.claimInstantBenefit, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await bundles.claimBenefit(session.user.userId, req.params.benefit_id, req.body.verification_id) };
  });

  route(
    app,
    contract.addLead,
    async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      const session = token ? await findActiveSession(db, token).catch(() => null) : null;
      const { lead, created } = await bundles.addLead(session?.user.userId ?? null, req.body, parseLang(req.headers['accept-language']?.slice(0, 2)));
      return reply.status(created ? 201 : 200).send({ data: lead });
    },
    { config: { rateLimit: LIMITS.lead } },
  );

  route(app, contract.listMyLeads, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await bundles.myLeads(session.user.userId) };
  });

  route(app, contract.updateMyLead, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await bundles.withdrawLead(session.user.userId, req.body.id) };
  });

  route(
    app,
    contract.listStaffLeads,
    async (req, reply) => {
      // Names and phones are personal data: each read is on the record.
      await app.staff.audit(req, { action: 'bundle_leads.read', objectType: 'bundle_lead', after: { state: req.query.state ?? null, limit: req.query.limit } });
      reply.header('cache-control', 'no-store');
      return { data: await bundles.staffLeads(req.query.state, req.query.limit) };
    },
    { onRequest: app.staff.require('contact.read') },
  );

  route(
    app,
    contract.updateStaffLead,
    async (req, reply) => {
      const { before, after } = await bundles.staffMoveLead(req.params.id, req.body.state);
      await app.staff.audit(req, {
        action: 'bundle_lead.update',
        objectType: 'bundle_lead',
        objectId: String(req.params.id),
        before: { state: before.state },
        after: { state: after.state },
      });
      reply.header('cache-control', 'no-store');
      return { data: after };
    },
    { onRequest: app.staff.require('contact.read') },
  );

  route(
    app,
    contract.listStaffCampaigns,
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await bundles.staffCampaigns() };
    },
    { onRequest: app.staff.require('catalog.manage') },
  );

  route(
    app,
    contract.updateStaffCampaign,
    async (req, reply) => {
      const { before, after } = await bundles.staffUpdate(req.params.id, req.body);
      await app.staff.audit(req, {
        action: 'bundle_campaign.update',
        objectType: 'bundle_campaign',
        objectId: req.params.id,
        before: {
          active: before.active,
          starts_at: before.startsAt.toISOString(),
          ends_at: before.endsAt.toISOString(),
          rc: before.rc,
          advance_payment: before.advancePayment,
          rules: before.rules,
        },
        after: req.body,
      });
      reply.header('cache-control', 'no-store');
      return { data: after };
    },
    { onRequest: app.staff.require('catalog.manage') },
  );
}
