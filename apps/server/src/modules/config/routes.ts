import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/config';
import type { Db } from '../../db/client';
import { requireOperator } from '../../lib/operator-auth';
import { route } from '../../lib/module';
import { getAllConfig, getConfig, resetConfig, setConfig } from './service';

/** GET /config, GET /config/:key (public); PUT and DELETE /config/:key (operator). */
export async function configRoutes(app: FastifyInstance, { db, operatorToken }: { db: Db; operatorToken?: string }) {
  route(app, contract.getAllConfig, async () => ({ data: await getAllConfig(db) }));
  route(app, contract.getConfig, async (req) => ({ data: await getConfig(db, req.params.key) }));

  const operator = requireOperator(operatorToken);
  route(app, contract.putConfig, async (req) => ({ data: await setConfig(db, req.params.key, req.body, 'operator-api') }), { onRequest: operator });
  route(
    app,
    contract.deleteConfig,
    async (req) => {
      await resetConfig(db, req.params.key);
      return { data: await getConfig(db, req.params.key) };
    },
    { onRequest: operator },
  );
}
