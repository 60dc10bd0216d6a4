import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '@store/domain/contracts/clm';
import { CLM_VERIFICATION_TTL_MS } from '@store/domain/clm';
import type { Db } from '../../db/client';
import { idempotencyKey } from '../../lib/idempotency-key';
import { route } from '../../lib/module';
import { cookieOptions } from '../identity/cookies';
import { hashToken, randomToken } from '../identity/secrets';
import { requireSession } from '../identity/session-guard';
import type { Clm, ClmCaller } from './service';

/** The browser a verification is bound to (random 32 bytes; only its hash is stored). */
export const CLM_COOKIE = 'store_clm';

/** Per address (keyPrefix names the counter in the shared store), on top of the OTP limits per number. */
const LIMITS = {
  verify: { max: 10, timeWindow: 600_000, keyPrefix: 'clm-verify' },
  otp: { max: 30, timeWindow: 600_000, keyPrefix: 'clm-otp' },
  change: { max: 20, timeWindow: 600_000, keyPrefix: 'clm-change' },
  preview: { max: 120, timeWindow: 60_000, keyPrefix: 'clm-preview' },
};

/** Existing subscribers (contracts/clm.ts): verification, package upgrade, add-ons, preview. */
export async function clmRoutes(app: FastifyInstance, { db, basePath, clm }: { db: Db; basePath: string; clm: Clm }) {
  /** The caller of a verification call: the session's user and this browser's cookie (401 without a session). */
  async function callerOf(req: FastifyRequest): Promise<ClmCaller> {
    const session = await requireSession(db, req);
    const token = req.cookies[CLM_COOKIE];
    return { userId: session.user.userId, browserHash: token && token.length <= 64 ? hashToken(token) : 'none' };
  }
  /** A verification starts the browser's cookie when it has none, and makes it last as long as the new verification. */
  async function starter(req: FastifyRequest, reply: FastifyReply): Promise<ClmCaller> {
    const caller = await callerOf(req);
    const kept = req.cookies[CLM_COOKIE];
    const token = caller.browserHash !== 'none' && kept ? kept : randomToken(32);
    reply.setCookie(CLM_COOKIE, token, cookieOptions(req, `${basePath}/api`, { maxAge: CLM_VERIFICATION_TTL_MS / 1000 }));
    return { ...caller, browserHash: hashToken(token) };
  }
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const verifyLimit = { config: { rateLimit: LIMITS.verify } };

  route(
    app,
    contract.verifyUppack,
    async (req, reply) => {
      const caller = await starter(req, reply);
      return noStore(reply)
        .status(201)
        .send({ data: await clm.verifyMobile(caller, 'uppack', req.body.mobile_number, req.body.lang) });
    },
    verifyLimit,
  );
  route(
    app,
    contract.verifyUppackOwner,
    async (req, reply) => {
      const caller = await starter(req, reply);
      return noStore(reply)
        .status(201)
        .send({ data: await clm.verifyOwner(caller, 'uppack', req.body.mobile_number) });
    },
    verifyLimit,
  );
  route(
    app,
    contract.verifyTmvhVas,
    async (req, reply) => {
      const caller = await starter(req, reply);
      return noStore(reply)
        .status(201)
        .send({ data: await clm.verifyMobile(caller, 'tmvh', req.body.mobile_number, req.body.lang) });
    },
    verifyLimit,
  );
  route(
    app,
    contract.verifyTmvhVasOwner,
    async (req, reply) => {
      const caller = await starter(req, reply);
      return noStore(reply)
        .status(201)
        .send({ data: await clm.verifyOwner(caller, 'tmvh', req.body.mobile_number) });
    },
    verifyLimit,
  );
  route(
    app,
    contract.verifyTolVas,
    async (req, reply) => {
      const caller = await starter(req, reply);
      return noStore(reply)
        .status(201)
        .send({ data: await clm.verifyTol(caller, req.body.account_id, req.body.lang) });
    },
    verifyLimit,
  );

  route(app, contract.getClmVerification, async (req, reply) => {
    noStore(reply);
    return { data: await clm.getVerification(await callerOf(req), req.params.id) };
  });
  route(
    app,
    contract.confirmClmOtp,
    async (req, reply) => {
      noStore(reply);
      return { data: await clm.confirmOtp(await callerOf(req), req.params.id, req.body) };
    },
    { config: { rateLimit: LIMITS.otp } },
  );
  route(app, contract.getClmCurrentPackage, async (req, reply) => {
    noStore(reply);
    return { data: await clm.currentPackage(await callerOf(req), req.params.id) };
  });
  route(app, contract.getClmOnTop, async (req, reply) => {
    noStore(reply);
    return { data: await clm.onTop(await callerOf(req), req.params.id) };
  });
  route(app, contract.listClmPackages, async (req, reply) => {
    noStore(reply);
    return { data: await clm.packages(await callerOf(req), req.params.id) };
  });
  route(
    app,
    contract.confirmClmPackage,
    async (req, reply) => {
      const caller = await callerOf(req);
      const key = idempotencyKey(req);
      const { change, created } = await clm.confirmPackage(caller, req.params.id, key, req.body);
      return noStore(reply)
        .status(created ? 201 : 200)
        .send({ data: change });
    },
    { config: { rateLimit: LIMITS.change } },
  );
  route(app, contract.getClmChange, async (req, reply) => {
    noStore(reply);
    return { data: await clm.changeOf(req.params.secure_key) };
  });
  route(app, contract.listClmVas, async (req, reply) => {
    noStore(reply);
    return { data: await clm.vasList(await callerOf(req), req.params.id) };
  });
  route(
    app,
    contract.changeClmVas,
    async (req, reply) => {
      const caller = await callerOf(req);
      const key = idempotencyKey(req);
      const { change, created } = await clm.vasChange(caller, req.params.id, key, req.body);
      return noStore(reply)
        .status(created ? 201 : 200)
        .send({ data: change });
    },
    { config: { rateLimit: LIMITS.change } },
  );

  const previewLimit = { config: { rateLimit: LIMITS.preview } };
  route(app, contract.previewClmCurrentPackage, async () => ({ data: await clm.previewCurrent() }), previewLimit);
  route(app, contract.previewClmOnTop, async () => ({ data: await clm.previewOnTop() }), previewLimit);
  route(app, contract.previewClmPackages, async () => ({ data: await clm.previewPackages() }), previewLimit);
  route(app, contract.previewClmVas, async (req) => ({ data: await clm.previewVas(req.params.service) }), previewLimit);
}
