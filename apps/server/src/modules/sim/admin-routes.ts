import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/admin-sim';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { changeAdminPackage, getAdminPackage, listAdminPackages } from './admin';
import { changeAdminDiyOption, createAdminDiyOption, getAdminDiyOption, listAdminDiyOptions } from './diy-admin';

/** The console's SIM packages and SIM DIY options (issue 20 part D): catalog.manage on every route, every change audited. */
export async function simAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const onRequest = app.staff.require('catalog.manage');
  route(
    app,
    contract.adminListSimPackages,
    async (req) => {
      const q = req.query;
      return { data: await listAdminPackages(db, { simType: q.sim_type, section: q.section, status: q.status, q: q.q || undefined, after: q.cursor, limit: q.limit }) };
    },
    { onRequest },
  );
  route(app, contract.adminGetSimPackage, async (req) => ({ data: await getAdminPackage(db, req.params.id) }), { onRequest });
  route(
    app,
    contract.adminChangeSimPackage,
    async (req) => {
      const { before, after } = await changeAdminPackage(db, req.params.id, req.body);
      await app.staff.audit(req, { action: 'sim_packages.change', objectType: 'sim_package', objectId: String(req.params.id), before, after });
      return { data: after };
    },
    { onRequest },
  );

  route(
    app,
    contract.adminListSimDiyOptions,
    async (req) => {
      const q = req.query;
      return { data: await listAdminDiyOptions(db, { kind: q.kind, active: q.active === undefined ? undefined : q.active === 'true', after: q.cursor, limit: q.limit }) };
    },
    { onRequest },
  );
  route(app, contract.adminGetSimDiyOption, async (req) => ({ data: await getAdminDiyOption(db, req.params.id) }), { onRequest });
  route(
    app,
    contract.adminCreateSimDiyOption,
    async (req, reply) => {
      const after = await createAdminDiyOption(db, req.body);
      await app.staff.audit(req, { action: 'sim_diy_options.create', objectType: 'sim_diy_option', objectId: after.id, after });
      return reply.status(201).send({ data: after });
    },
    { onRequest },
  );
  route(
    app,
    contract.adminChangeSimDiyOption,
    async (req) => {
      const { before, after } = await changeAdminDiyOption(db, req.params.id, req.body);
      await app.staff.audit(req, { action: 'sim_diy_options.change', objectType: 'sim_diy_option', objectId: req.params.id, before, after });
      return { data: after };
    },
    { onRequest },
  );
}
