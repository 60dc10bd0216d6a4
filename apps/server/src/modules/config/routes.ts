import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONFIG_KEYS, configSchemas, isConfigKey, type ConfigKey } from '@store/domain/config';
import { dataEnvelope } from '@store/domain/api';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requireOperator } from '../../lib/operator-auth';
import { getAllConfig, getConfig, resetConfig, setConfig } from './service';

const allConfigSchema = z.object(configSchemas);
const keyParams = z.object({ key: z.enum(CONFIG_KEYS as [ConfigKey, ...ConfigKey[]]) });

/** GET /config, GET /config/:key (public); PUT and DELETE /config/:key (operator). */
export const configRoutes: FastifyPluginAsyncZod<{ db: Db; operatorToken?: string }> = async (app, { db, operatorToken }) => {
  app.get('/config', { schema: { tags: ['config'], summary: 'Every config object, merged with defaults', response: { 200: dataEnvelope(allConfigSchema) } } }, async () => ({
    data: await getAllConfig(db),
  }));

  app.get('/config/:key', { schema: { tags: ['config'], summary: 'One config object', params: keyParams, response: { 200: dataEnvelope(z.unknown()) } } }, async (req) => {
    if (!isConfigKey(req.params.key)) throw notFound('config_not_found', 'No such config key.');
    return { data: await getConfig(db, req.params.key) };
  });

  const operator = requireOperator(operatorToken);
  app.put(
    '/config/:key',
    { onRequest: operator, schema: { tags: ['config'], summary: 'Set a config object (operator)', params: keyParams, body: z.unknown(), response: { 200: dataEnvelope(z.unknown()) } } },
    async (req) => ({ data: await setConfig(db, req.params.key, req.body, 'operator-api') }),
  );
  app.delete(
    '/config/:key',
    { onRequest: operator, schema: { tags: ['config'], summary: 'Reset a config object to its default (operator)', params: keyParams, response: { 200: dataEnvelope(z.unknown()) } } },
    async (req) => {
      await resetConfig(db, req.params.key);
      return { data: await getConfig(db, req.params.key) };
    },
  );
};
