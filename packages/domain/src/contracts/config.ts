import { z } from 'zod';
import { dataEnvelope } from '../api';
import { CONFIG_KEYS, configSchemas, type ConfigKey } from '../config';
import { defineRoute } from './define';

const allConfigSchema = z.object(configSchemas);
const keyParams = z.object({ key: z.enum(CONFIG_KEYS as [ConfigKey, ...ConfigKey[]]) });

export const getAllConfig = defineRoute({
  method: 'GET',
  path: '/config',
  tags: ['config'],
  summary: 'Every config object, merged with defaults',
  response: { 200: dataEnvelope(allConfigSchema) },
});

export const getConfig = defineRoute({
  method: 'GET',
  path: '/config/:key',
  tags: ['config'],
  summary: 'One config object',
  params: keyParams,
  response: { 200: dataEnvelope(z.unknown()) },
});

export const putConfig = defineRoute({
  method: 'PUT',
  path: '/config/:key',
  tags: ['config'],
  summary: 'Set a config object (operator)',
  params: keyParams,
  body: z.unknown(),
  response: { 200: dataEnvelope(z.unknown()) },
});

export const deleteConfig = defineRoute({
  method: 'DELETE',
  path: '/config/:key',
  tags: ['config'],
  summary: 'Reset a config object to its default (operator)',
  params: keyParams,
  response: { 200: dataEnvelope(z.unknown()) },
});
