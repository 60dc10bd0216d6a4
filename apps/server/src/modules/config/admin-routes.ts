import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/admin-config';
import { configDefaults, type ConfigKey } from '@store/domain/config';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { getConfig, listConfigSummaries, listConfigVersions, revertConfig, setConfig } from './service';

/** The console's configuration screens (issue 20): config.write, every change a version and an audit entry. */
export async function configAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const onRequest = app.staff.require('config.write');
  const by = (req: { staffActor: { label: string } | null }) => req.staffActor?.label ?? 'staff';
  const detail = async (key: ConfigKey) => {
    const versions = await listConfigVersions(db, key);
    return { id: key, key, value: await getConfig(db, key), default: configDefaults[key], version: versions[0]?.version ?? 0 };
  };

  route(app, contract.adminListConfig, async () => ({ data: (await listConfigSummaries(db)).map((s) => ({ id: s.key, ...s })) }), { onRequest });
  route(app, contract.adminGetConfig, async (req) => ({ data: await detail(req.params.key) }), { onRequest });
  route(
    app,
    contract.adminSetConfig,
    async (req) => {
      const before = await getConfig(db, req.params.key);
      const after = await setConfig(db, req.params.key, req.body.value, by(req), { replace: true });
      await app.staff.audit(req, { action: 'config.set', objectType: 'config', objectId: req.params.key, before, after });
      return { data: await detail(req.params.key) };
    },
    { onRequest },
  );
  route(app, contract.adminListConfigVersions, async (req) => ({ data: (await listConfigVersions(db, req.params.key)).map((v) => ({ id: v.version, ...v })) }), { onRequest });
  route(
    app,
    contract.adminRevertConfig,
    async (req) => {
      const before = await getConfig(db, req.params.key);
      const after = await revertConfig(db, req.params.key, req.params.version, by(req));
      await app.staff.audit(req, { action: 'config.revert', objectType: 'config', objectId: req.params.key, before, after: { version: req.params.version, value: after } });
      return { data: await detail(req.params.key) };
    },
    { onRequest },
  );
}
