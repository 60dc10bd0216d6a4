import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/health';
import type { Database } from '../../db/client';
import { route } from '../../lib/module';

/** GET /health: the server is up and which database it runs on. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  route(app, contract.getHealth, async () => ({ data: { status: 'ok' as const, database: { kind: database.kind, version: await database.version() } } }));
}
