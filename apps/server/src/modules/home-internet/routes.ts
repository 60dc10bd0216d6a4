import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '@store/domain/contracts/home-internet';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/module';
import { cookieOptions, SESSION_COOKIE } from '../identity/cookies';
import { hashToken, randomToken } from '../identity/secrets';
import { findActiveSession } from '../identity/sessions';
import { packageSvg, type HiCaller, type HomeInternet } from './service';
import { createStaffCoverage, createStaffPackage, editStaffCoverage, editStaffPackage, staffCoverage, staffCoverageList, staffPackage, staffPackageList } from './staff-catalog';
import { idempotencyKey } from '../../lib/idempotency-key';

/** The browser that checked coverage as a guest (random 32 bytes; only its hash is stored), kept a day. */
export const HI_COOKIE = 'store_hi';
const HI_COOKIE_S = 86_400;

/** Per address (keyPrefix names the counter in the shared store), on top of the OTP limits per number and the lead limit per number. */
const LIMITS = {
  qualify: { max: 30, timeWindow: 600_000, keyPrefix: 'hi-qualify' },
  blacklist: { max: 10, timeWindow: 600_000, keyPrefix: 'hi-blacklist' },
  contact: { max: 10, timeWindow: 600_000, keyPrefix: 'hi-contact' },
  verify: { max: 20, timeWindow: 600_000, keyPrefix: 'hi-verify' },
  ekyc: { max: 20, timeWindow: 600_000, keyPrefix: 'hi-ekyc' },
  appointment: { max: 30, timeWindow: 600_000, keyPrefix: 'hi-appointment' },
  order: { max: 20, timeWindow: 600_000, keyPrefix: 'hi-order' },
  move: { max: 10, timeWindow: 600_000, keyPrefix: 'hi-move' },
  lead: { max: 5, timeWindow: 600_000, keyPrefix: 'hi-lead' },
};

export interface HomeInternetRouteOptions {
  db: Db;
  basePath: string;
  homeInternet: HomeInternet;
}

/** Home internet (contracts/home-internet.ts): coverage, packages, the TOL transaction's steps, the order and tracking, leads, staff, sandbox. */
export async function homeInternetRoutes(app: FastifyInstance, { db, basePath, homeInternet: hi }: HomeInternetRouteOptions) {
  /** The caller: the session's user, and the guest cookie's hash (never from the path or body). */
  async function callerOf(req: FastifyRequest): Promise<HiCaller> {
    const session = await findActiveSession(db, req.cookies[SESSION_COOKIE]);
    const token = req.cookies[HI_COOKIE];
    return { userId: session?.user.userId ?? null, guestHash: token && token.length <= 64 ? hashToken(token) : null };
  }
  /** A guest without the cookie gets one at the coverage check. */
  function guestCookie(req: FastifyRequest, reply: FastifyReply, caller: HiCaller): HiCaller {
    if (caller.userId || caller.guestHash) return caller;
    const token = randomToken(32);
    reply.setCookie(HI_COOKIE, token, cookieOptions(req, `${basePath}/api`, { maxAge: HI_COOKIE_S }));
    return { ...caller, guestHash: hashToken(token) };
  }

  route(
    app,
    contract.checkHiCoverage,
    async (req, reply) => {
      const caller = guestCookie(req, reply, await callerOf(req));
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await hi.qualify(caller, req.body) });
    },
    { config: { rateLimit: LIMITS.qualify } },
  );

  // no-cache: a shared cache asks again each time, so a package the console changed shows on the next request (decision 044).
  route(app, contract.listHiPackages, async (req, reply) => {
    reply.header('cache-control', req.query.transaction_id ? 'no-store' : 'public, no-cache');
    return { data: await hi.packages(await callerOf(req), req.query.transaction_id) };
  });

  route(app, contract.getHiPackage, async (req, reply) => {
    reply.header('cache-control', 'public, no-cache');
    return { data: await hi.package(req.params.id) };
  });

  route(app, contract.getHiPackageImage, async (req, reply) => {
    const row = await hi.packageRow(req.params.id);
    if (!row) throw notFound('tol_package_not_found', 'No such home-internet package.');
    return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml; charset=utf-8').send(packageSvg(row, req.query.lang));
  });

  route(app, contract.getHiTransaction, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await hi.transaction(await callerOf(req), req.params.id) };
  });

  route(app, contract.chooseHiPackage, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await hi.choosePackage(await callerOf(req), req.params.id, req.body.package_id) };
  });

  route(
    app,
    contract.holdHiAppointment,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await hi.holdAppointment(await callerOf(req), req.params.id, req.body.slot_id) };
    },
    { config: { rateLimit: LIMITS.appointment } },
  );

  route(
    app,
    contract.checkHiBlacklist,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await hi.blacklistCheck(await callerOf(req), req.params.id, req.body.thai_id) };
    },
    { config: { rateLimit: LIMITS.blacklist } },
  );

  route(app, contract.getHiCalendar, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await hi.calendar(await callerOf(req), req.params.id, req.query.from) };
  });

  route(
    app,
    contract.sendHiContactOtp,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await hi.contact(await callerOf(req), req.params.id, req.body) });
    },
    { config: { rateLimit: LIMITS.contact } },
  );

  route(
    app,
    contract.verifyHiContactOtp,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await hi.verifyContact(await callerOf(req), req.params.id, req.body) };
    },
    { config: { rateLimit: LIMITS.verify } },
  );

  route(
    app,
    contract.startHiEkyc,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await hi.startEkyc(await callerOf(req), req.params.id, req.body.lang) });
    },
    { config: { rateLimit: LIMITS.ekyc } },
  );

  route(app, contract.getHiEkycBypass, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await hi.ekycBypass(await callerOf(req), req.params.id) };
  });

  route(
    app,
    contract.placeHiOrder,
    async (req, reply) => {
      const caller = await callerOf(req);
      const key = idempotencyKey(req);
      const { placed, created } = await hi.placeOrder(caller, key, req.body);
      reply.header('cache-control', 'no-store');
      return reply.status(created ? 201 : 200).send({ data: placed });
    },
    { config: { rateLimit: LIMITS.order } },
  );

  route(app, contract.getHiOrder, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await hi.orderView(req.params.secure_key) };
  });

  route(app, contract.getHiOrderSlots, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await hi.orderSlots((await callerOf(req)).userId, req.params.secure_key, req.query.from) };
  });

  route(
    app,
    contract.moveHiAppointment,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await hi.moveAppointment((await callerOf(req)).userId, req.params.secure_key, req.body.slot_id) };
    },
    { config: { rateLimit: LIMITS.move } },
  );

  route(
    app,
    contract.createHiLead,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await hi.lead(await callerOf(req), req.body) });
    },
    { config: { rateLimit: LIMITS.lead } },
  );

  route(
    app,
    contract.listStaffHiLeads,
    async (req, reply) => {
      await app.staff.audit(req, { action: 'hi_leads.read', objectType: 'hi_lead', objectId: null });
      reply.header('cache-control', 'no-store');
      return { data: await hi.staffLeads(req.query.limit) };
    },
    { onRequest: app.staff.require('contact.read') },
  );

  route(
    app,
    contract.bypassHiEkyc,
    async (req, reply) => {
      const result = await hi.grantBypass(req.params.id);
      await app.staff.audit(req, { action: 'hi_transaction.bypass_ekyc', objectType: 'hi_transaction', objectId: req.params.id });
      reply.header('cache-control', 'no-store');
      return { data: result };
    },
    { onRequest: app.staff.require('orders.fulfil') },
  );

  // The console's coverage areas and packages (catalog.manage; decision 044): keyset lists, creations audited with after, edits with before and after.
  const catalog = { onRequest: app.staff.require('catalog.manage') };
  route(
    app,
    contract.listStaffHiCoverage,
    async (req, reply) => {
      const q = req.query;
      reply.header('cache-control', 'no-store');
      const active = q.active === undefined ? undefined : q.active === 'true';
      return {
        data: await staffCoverageList(db, {
          provinceId: q.province_id,
          districtId: q.district_id,
          subdistrictId: q.subdistrict_id,
          technology: q.technology,
          active,
          q: q.q || undefined,
          after: q.cursor,
          limit: q.limit,
        }),
      };
    },
    catalog,
  );
  route(
    app,
    contract.getStaffHiCoverage,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await staffCoverage(db, req.params.id) };
    },
    catalog,
  );
  route(
    app,
    contract.createStaffHiCoverage,
    async (req, reply) => {
      const after = await createStaffCoverage(db, req.body);
      await app.staff.audit(req, { action: 'hi_coverage.create', objectType: 'hi_coverage_area', objectId: after.id, after });
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: after });
    },
    catalog,
  );
  route(
    app,
    contract.updateStaffHiCoverage,
    async (req, reply) => {
      const { before, after } = await editStaffCoverage(db, req.params.id, req.body);
      await app.staff.audit(req, { action: 'hi_coverage.update', objectType: 'hi_coverage_area', objectId: req.params.id, before, after });
      reply.header('cache-control', 'no-store');
      return { data: after };
    },
    catalog,
  );
  route(
    app,
    contract.listStaffHiPackages,
    async (req, reply) => {
      const q = req.query;
      reply.header('cache-control', 'no-store');
      return { data: await staffPackageList(db, { technology: q.technology, active: q.active === undefined ? undefined : q.active === 'true', after: q.cursor, limit: q.limit }) };
    },
    catalog,
  );
  route(
    app,
    contract.getStaffHiPackage,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await staffPackage(db, req.params.id) };
    },
    catalog,
  );
  route(
    app,
    contract.createStaffHiPackage,
    async (req, reply) => {
      const after = await createStaffPackage(db, req.body);
      await app.staff.audit(req, { action: 'hi_packages.create', objectType: 'hi_package', objectId: after.id, after });
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: after });
    },
    catalog,
  );
  route(
    app,
    contract.updateStaffHiPackage,
    async (req, reply) => {
      const { before, after } = await editStaffPackage(db, req.params.id, req.body);
      await app.staff.audit(req, { action: 'hi_packages.update', objectType: 'hi_package', objectId: req.params.id, before, after });
      reply.header('cache-control', 'no-store');
      return { data: after };
    },
    catalog,
  );

  route(app, contract.devExpireHiTransaction, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await hi.devExpire(await callerOf(req), req.params.id) };
  });
}
