import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@store/domain/api';
import type { Database } from '../../db/client';

/** GET /health: the server is up and which database it runs on. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and the database in use',
        response: { 200: dataEnvelope(z.object({ status: z.literal('ok'), database: z.object({ kind: z.enum(['pglite', 'postgresql']), version: z.string() }) })) },
      },
    },
    async () => ({ data: { status: 'ok' as const, database: { kind: database.kind, version: await database.version() } } }),
  );
};
