import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/fortune';
import { HOROSCOPES } from '@store/domain/fortune';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { getConfig } from '../config/service';
import { createPoolScorer, numerologyInForce, saveNumerology } from './numerology';
import { personalize } from './personalize';

/** The fortune routes (spec 7 "Fortune"); the rules are in the topic files beside this one. */
export async function fortuneRoutes(app: FastifyInstance, { db }: { db: Db }) {
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
    const [inForce, lowtier] = await Promise.all([numerologyInForce(db), getConfig(db, 'disable_lowtier')]);
    return { data: await personalize(db, app.numbers, inForce, req.body, { disableLowtier: lowtier.toggle }) };
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
}
