import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/admin-numbers';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { changePoolNumber, getPoolNumber, importNumbers, listPool, reinstateNumber, releaseStuckHold, withdrawNumber } from './admin';
import type { NumbersService } from './service';

/** The console's number pool (issue 20): numbers.manage on every route, every change audited. */
export async function numbersAdminRoutes(app: FastifyInstance, { db, numbers }: { db: Db; numbers: NumbersService }) {
  const onRequest = app.staff.require('numbers.manage');
  route(
    app,
    contract.adminListNumbers,
    async (req) => {
      const q = req.query;
      return { data: await listPool(db, { class: q.class, status: q.status, prefix: q.q, priceMin: q.price_min, priceMax: q.price_max, after: q.cursor, limit: q.limit }) };
    },
    { onRequest },
  );
  route(app, contract.adminGetNumber, async (req) => ({ data: await getPoolNumber(db, req.params.number) }), { onRequest });

  const audited =
    (action: string, run: (number: string, body: unknown) => Promise<{ before: unknown; after: contract.AdminNumber }>) =>
    async (req: { params: { number: string }; body?: unknown }) => {
      const { before, after } = await run(req.params.number, req.body);
      await app.staff.audit(req as never, { action, objectType: 'number', objectId: req.params.number, before, after });
      return { data: after };
    };
  route(
    app,
    contract.adminChangeNumber,
    audited('numbers.change', (number, body) => changePoolNumber(db, number, body as never)),
    { onRequest },
  );
  route(
    app,
    contract.adminReleaseNumber,
    audited('numbers.release_hold', (number) => releaseStuckHold(db, numbers, number)),
    { onRequest },
  );
  route(
    app,
    contract.adminWithdrawNumber,
    audited('numbers.withdraw', (number) => withdrawNumber(db, number)),
    { onRequest },
  );
  route(
    app,
    contract.adminReinstateNumber,
    audited('numbers.reinstate', (number) => reinstateNumber(db, number)),
    { onRequest },
  );
  route(
    app,
    contract.adminImportNumbers,
    async (req) => {
      const report = await importNumbers(db, req.body.csv, req.body.dry_run, contract.NUMBER_IMPORT_MAX_ROWS);
      if (!report.dry_run) {
        await app.staff.audit(req, {
          action: 'numbers.import',
          objectType: 'number_import',
          objectId: req.body.file_name ?? null,
          after: { rows: report.rows, inserted: report.inserted, rejected: report.rejected.length },
        });
      }
      return { data: report };
    },
    { onRequest, bodyLimit: 1_100_000 },
  );
}
