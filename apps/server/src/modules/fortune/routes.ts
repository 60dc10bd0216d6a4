import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/fortune';
import { HOROSCOPES } from '@store/domain/fortune';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { numerologyInForce } from './numerology';

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
}
