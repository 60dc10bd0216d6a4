import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/admin-catalog';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { changeVariant, getAdminVariant, importPrices, listVariants, stockMovements } from './admin';

export const PRICE_IMPORT_MAX_ROWS = 20_000;

/** The console's catalogue (issue 20): catalog.manage on every route, every change audited. */
export async function catalogAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const onRequest = app.staff.require('catalog.manage');
  const by = (req: { staffActor: { label: string } | null }) => req.staffActor?.label ?? 'staff';
  route(
    app,
    contract.adminListVariants,
    async (req) => ({
      data: await listVariants(db, { search: req.query.q || undefined, lowStock: req.query.low_stock === 'true', after: req.query.cursor, limit: req.query.limit }),
    }),
    { onRequest },
  );
  route(app, contract.adminGetVariant, async (req) => ({ data: await getAdminVariant(db, req.params.id) }), { onRequest });
  route(
    app,
    contract.adminChangeVariant,
    async (req) => {
      const { before, after } = await changeVariant(db, req.params.id, req.body, by(req));
      await app.staff.audit(req, { action: 'catalog.variant.update', objectType: 'variant', objectId: String(req.params.id), before, after });
      return { data: after };
    },
    { onRequest },
  );
  route(app, contract.adminStockMovements, async (req) => ({ data: await stockMovements(db, req.params.id) }), { onRequest });
  route(
    app,
    contract.adminImportPrices,
    async (req) => {
      const report = await importPrices(db, req.body.csv, req.body.dry_run, by(req), PRICE_IMPORT_MAX_ROWS);
      if (!report.dry_run) {
        await app.staff.audit(req, {
          action: 'catalog.import',
          objectType: 'variant_import',
          objectId: req.body.file_name ?? null,
          after: { rows: report.rows, updated: report.updated, rejected: report.rejected.length },
        });
      }
      return { data: report };
    },
    { onRequest, bodyLimit: 1_100_000 },
  );
}
