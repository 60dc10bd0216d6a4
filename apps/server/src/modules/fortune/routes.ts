import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/fortune';
import { HOROSCOPES, type SwbGroup } from '@store/domain/fortune';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { getAllConfig } from '../config/service';
import { requireSession } from '../identity/session-guard';
import { holdFortuneNumber } from './holds';
import { createPoolScorer, getNumerologyVersion, listNumerologyVersions, numerologyInForce, revertNumerology, saveNumerology } from './numerology';
import { personalize } from './personalize';
import { emailProphecy } from './prophecy';
import { readNumber } from './reading';
import { swbRoutes } from './swb-routes';
import { fortuneVerificationOf, verifyFortunePhone } from './verify';

/** The fortune routes (spec 7 "Fortune"); the rules are in the topic files beside this one. */
export async function fortuneRoutes(app: FastifyInstance, { db, swbKeys }: { db: Db; swbKeys?: Partial<Record<SwbGroup, string>> }) {
  await app.register(swbRoutes, { db, swbKeys });

  route(app, contract.listHoroscopes, async () => ({ data: [...HOROSCOPES] }));

  route(app, contract.listLuckyGroups, async () => {
    const { data } = await numerologyInForce(db);
    return {
      data: {
        groups: data.groups.map((g) => ({
          key: g.key,
          wish: g.wish,
          group_title: g.group_title,
          subgroups: g.subgroups.map((s) => ({ key: s.key, subgroup_title: s.subgroup_title })),
        })),
        grades: [...data.grades].sort((a, b) => b.min_score - a.min_score),
        wishes: data.wishes,
      },
    };
  });

  route(app, contract.getNumerology, async () => {
    const n = await numerologyInForce(db);
    return { data: { version: n.version, features_version: n.featuresVersion, updated_at: n.updatedAt?.toISOString() ?? null, data: n.data } };
  });

  route(app, contract.personalize, async (req) => {
    const [inForce, config] = await Promise.all([numerologyInForce(db), getAllConfig(db)]);
    return { data: await personalize(db, app.numbers, inForce, req.body, config) };
  });

  // The pool is scored again in the background after a change (decision 024); a close stops it between chunks.
  const scorer = createPoolScorer(db, app.numbers, app.log);
  app.addHook('onClose', () => scorer.stop());
  route(
    app,
    contract.putNumerology,
    async (req, reply) => {
      const version = await saveNumerology(db, req.body, req.staffActor?.label ?? 'staff');
      await app.staff.audit(req, { action: 'numerology.set', objectType: 'numerology', objectId: String(version), after: { version } });
      void scorer.start();
      return reply.status(202).send({ data: { version } });
    },
    { onRequest: app.staff.require('config.write') },
  );
  route(app, contract.listNumerologyVersions, async (req) => ({ data: await listNumerologyVersions(db, req.query.cursor, req.query.limit) }), {
    onRequest: app.staff.require('config.write'),
  });
  route(app, contract.getNumerologyVersion, async (req) => ({ data: await getNumerologyVersion(db, req.params.version) }), { onRequest: app.staff.require('config.write') });
  route(
    app,
    contract.revertNumerology,
    async (req, reply) => {
      const version = await revertNumerology(db, req.params.version, req.staffActor?.label ?? 'staff');
      await app.staff.audit(req, { action: 'numerology.revert', objectType: 'numerology', objectId: String(version), after: { version, reverted_from: req.params.version } });
      void scorer.start();
      return reply.status(202).send({ data: { version } });
    },
    { onRequest: app.staff.require('config.write') },
  );

  route(app, contract.verifyFortunePhone, async (req, reply) => {
    const session = await requireSession(db, req);
    const { mobile_number, otp_request_id, otp_code } = req.body;
    const data = await verifyFortunePhone(db, app.sim, { userId: session.user.userId, mobile: mobile_number, requestId: otp_request_id, code: otp_code });
    return reply.status(201).send({ data });
  });

  route(app, contract.getFortuneVerification, async (req) => {
    const session = await requireSession(db, req);
    return { data: await fortuneVerificationOf(db, session.user.userId) };
  });

  route(app, contract.readNumber, async (req) => ({ data: await readNumber(db, app.numbers, (await numerologyInForce(db)).data, req.body) }));

  route(app, contract.holdFortuneNumber, async (req, reply) => {
    const session = await requireSession(db, req);
    const { hold, created } = await holdFortuneNumber(db, app.numbers, await getAllConfig(db), (await numerologyInForce(db)).data, {
      userId: session.user.userId,
      number: req.params.number,
      key: req.headers['idempotency-key'],
      body: req.body,
    });
    return reply.status(created ? 201 : 200).send({ data: hold });
  });

  route(app, contract.emailProphecy, async (req, reply) => {
    const session = await requireSession(db, req);
    const data = await emailProphecy(db, { numbers: app.numbers, email: app.email, data: (await numerologyInForce(db)).data }, { userId: session.user.userId, body: req.body });
    return reply.status(201).send({ data });
  });
}
