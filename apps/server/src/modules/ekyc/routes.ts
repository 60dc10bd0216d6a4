import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '@store/domain/contracts/ekyc';
import * as backoffice from '@store/domain/contracts/backoffice';
import { EKYC_IMAGE_MAX_BYTES } from '@store/domain/ekyc';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { cookieOptions } from '../identity/cookies';
import { requireSession } from '../identity/session-guard';
import type { Handoffs } from './handoff';
import { imageBody, registerImageBodies } from './images';
import { viewOf, type Ekyc } from './service';

/** The cookie that binds a hand-off link to the phone's browser; its path is the link's own API path. */
export const HANDOFF_COOKIE = 'ekyc_handoff';
/** Per address: hand-off calls (a phone takes a few photos; guessing links gets nowhere). */
const HANDOFF_LIMIT = { max: 60, timeWindow: 60_000, keyPrefix: 'ekyc-handoff' };
/** Per address: new applications and links. */
const CREATE_LIMIT = { max: 20, timeWindow: 60_000, keyPrefix: 'ekyc-create' };
/** The photo routes take up to 5 MB (with room for nothing else); every other route keeps the app's 256 KB. */
const IMAGE_ROUTE = { bodyLimit: EKYC_IMAGE_MAX_BYTES + 1024 };

interface Options {
  db: Db;
  ekyc: Ekyc;
  handoffs: Handoffs;
  apiPrefix: string;
  publicOrigin?: string;
}

/** The eKYC API (spec 7 creditok create-application / get-status, save-temp-content, save-face-recognition; decision 027). */
export async function ekycRoutes(app: FastifyInstance, { db, ekyc, handoffs, apiPrefix, publicOrigin }: Options) {
  const userOf = async (req: FastifyRequest) => (await requireSession(db, req)).user.userId;
  const cookiePath = (hash: string) => `${apiPrefix}/ekyc/handoff/${hash}`;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  route(
    app,
    contract.createEkycApplication,
    async (req, reply) => {
      const userId = await userOf(req);
      const view = await ekyc.service.create({ userId, thaiId: req.body.thai_id, purpose: req.body.purpose, lang: req.body.lang });
      return noStore(reply).status(201).send({ data: view });
    },
    { config: { rateLimit: CREATE_LIMIT } },
  );

  route(app, contract.getEkycApplication, async (req, reply) => {
    const view = await ekyc.service.get(req.params.id, await userOf(req));
    return noStore(reply).send({ data: view });
  });

  route(app, contract.submitEkycApplication, async (req, reply) => {
    const row = await ekyc.ownRow(req.params.id, await userOf(req));
    return noStore(reply).send({ data: viewOf(await ekyc.submit(row.id)) });
  });

  route(
    app,
    contract.createEkycHandoff,
    async (req, reply) => {
      const origin = publicOrigin ? new URL(publicOrigin).origin : `${req.protocol}://${req.host}`;
      const data = await handoffs.create(req.params.id, await userOf(req), origin);
      return noStore(reply).status(201).send({ data });
    },
    { config: { rateLimit: CREATE_LIMIT } },
  );

  route(
    app,
    contract.openEkycHandoff,
    async (req, reply) => {
      const { hash } = req.params;
      const found = await handoffs.resolve(hash, req.cookies[HANDOFF_COOKIE], true);
      if (found.secret) {
        const maxAge = Math.max(1, Math.ceil((found.handoff.expiresAt.getTime() - Date.now()) / 1000));
        reply.setCookie(HANDOFF_COOKIE, found.secret, cookieOptions(req, cookiePath(hash), { sameSite: 'strict', maxAge }));
      }
      return noStore(reply).send({ data: handoffs.viewOf(found.handoff, found.application) });
    },
    { config: { rateLimit: HANDOFF_LIMIT } },
  );

  route(app, contract.submitEkycHandoff, async (req, reply) => noStore(reply).send({ data: await handoffs.submit(req.params.hash, req.cookies[HANDOFF_COOKIE]) }), {
    config: { rateLimit: HANDOFF_LIMIT },
  });

  route(
    app,
    contract.readEkycImageAsStaff,
    async (req, reply) => {
      const { id, kind } = req.params;
      const image = await ekyc.staffImage(id, kind);
      await app.staff.audit(req, { action: 'ekyc_image.read', objectType: 'ekyc_application', objectId: id, after: { kind } });
      return reply.header('cache-control', 'no-store').header('content-disposition', 'inline').type(image.type).send(image.bytes);
    },
    { onRequest: app.staff.require('ekyc.read') },
  );

  // The back office's review queue (issue 20; contracts/backoffice.ts): waiting applications, and a reviewer's decision.
  route(app, backoffice.listStaffEkyc, async (req, reply) => noStore(reply).send({ data: await ekyc.reviewQueue(req.query.status, req.query.cursor, req.query.limit) }), {
    onRequest: app.staff.require('ekyc.read'),
  });

  route(
    app,
    backoffice.decideStaffEkyc,
    async (req, reply) => {
      const { before, after } = await ekyc.staffDecide(req.params.id, req.body.status, req.body.reason ?? null);
      await app.staff.audit(req, { action: 'ekyc.decide', objectType: 'ekyc_application', objectId: req.params.id, before: { status: before }, after });
      return noStore(reply).send({ data: { id: req.params.id, ...after } });
    },
    { onRequest: app.staff.require('ekyc.review') },
  );

  // The photo uploads: a raw JPEG/PNG body up to 5 MB, in a scope of their own.
  await app.register(async (images) => {
    registerImageBodies(images);

    route(
      images,
      contract.putEkycImage,
      async (req, reply) => {
        const row = await ekyc.ownRow(req.params.id, await userOf(req));
        return noStore(reply).send({ data: viewOf(await ekyc.putImage(row.id, req.params.kind, imageBody(req.body))) });
      },
      // The session is checked before a 5 MB body is read.
      { ...IMAGE_ROUTE, onRequest: async (req) => void (await requireSession(db, req)) },
    );

    route(
      images,
      contract.putEkycHandoffImage,
      async (req, reply) => {
        const { handoff, application } = await handoffs.resolve(req.params.hash, req.cookies[HANDOFF_COOKIE], false);
        const row = await ekyc.putImage(application.id, req.params.kind, imageBody(req.body));
        return noStore(reply).send({ data: handoffs.viewOf(handoff, row) });
      },
      {
        ...IMAGE_ROUTE,
        config: { rateLimit: HANDOFF_LIMIT },
        // A browser without the link's cookie is refused before its body is read.
        onRequest: async (req) => {
          if (!req.cookies[HANDOFF_COOKIE]) await handoffs.resolve((req.params as { hash: string }).hash, undefined, false);
        },
      },
    );
  });
}
