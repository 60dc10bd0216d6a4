import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/config';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { getAllConfig, getConfig, resetConfig, setConfig } from './service';

/** GET /config, GET /config/:key (public); PUT and DELETE /config/:key (operator). */
export async function configRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, contract.getAllConfig, async () => ({ data: await getAllConfig(db) }));
  route(app, contract.getConfig, async (req) => ({ data: await getConfig(db, req.params.key) }));

  const operator = app.staff.require('config.write');
  route(
    app,
    contract.putConfig,
    async (req) => {
      const before = await getConfig(db, req.params.key);
      const after = await setConfig(db, req.params.key, req.body, req.staffActor?.label ?? 'staff');
      await app.staff.audit(req, { action: 'config.set', objectType: 'config', objectId: req.params.key, before, after });
      return { data: after };
    },
    { onRequest: operator },
  );
  route(
    app,
    contract.deleteConfig,
    async (req) => {
      const before = await getConfig(db, req.params.key);
      await resetConfig(db, req.params.key, req.staffActor?.label ?? 'staff');
      const after = await getConfig(db, req.params.key);
      await app.staff.audit(req, { action: 'config.reset', objectType: 'config', objectId: req.params.key, before, after });
      return { data: after };
    },
    { onRequest: operator },
  );
}
