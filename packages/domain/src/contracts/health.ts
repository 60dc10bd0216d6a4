import { z } from 'zod';
import { dataEnvelope } from '../api';
import { defineRoute } from './define';

export const getHealth = defineRoute({
  method: 'GET',
  path: '/health',
  tags: ['health'],
  summary: 'Liveness and the database in use',
  response: { 200: dataEnvelope(z.object({ status: z.literal('ok'), database: z.object({ kind: z.enum(['pglite', 'postgresql']), version: z.string() }) })) },
});
