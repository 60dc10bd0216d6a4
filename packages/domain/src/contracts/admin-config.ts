import { z } from 'zod';
import { dataEnvelope } from '../api';
import { CONFIG_KEYS, type ConfigKey } from '../config';
import { defineRoute } from './define';
import { INT32_MAX } from './primitives';

/** The operator console's configuration screens (issue 20): every config object, versioned, with revert. */
const tags = ['admin'];
const keyParams = z.object({ key: z.enum(CONFIG_KEYS as [ConfigKey, ...ConfigKey[]]) });

export const configSummarySchema = z.object({
  id: z.string(),
  key: z.string(),
  overridden: z.boolean(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});

export const configDetailSchema = z.object({ id: z.string(), key: z.string(), value: z.unknown(), default: z.unknown(), version: z.number().int() });

export const configVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  value: z.unknown(),
  action: z.enum(['set', 'reset', 'revert']),
  reverted_from: z.number().int().nullable(),
  changed_by: z.string(),
  changed_at: z.string(),
});

export const adminListConfig = defineRoute({
  method: 'GET',
  path: '/admin/config',
  tags,
  summary: 'Every config object with its latest version and who changed it last (config.write)',
  response: { 200: dataEnvelope(z.array(configSummarySchema)) },
});

export const adminGetConfig = defineRoute({
  method: 'GET',
  path: '/admin/config/:key',
  tags,
  summary: 'One config object: its value, its default and its latest version (config.write)',
  params: keyParams,
  response: { 200: dataEnvelope(configDetailSchema) },
});

export const adminSetConfig = defineRoute({
  method: 'PUT',
  path: '/admin/config/:key',
  tags,
  summary: 'Replace a config object with a whole new value, validated by its schema (config.write; 400 config_invalid); a new version, audited',
  params: keyParams,
  body: z.object({ value: z.unknown() }),
  response: { 200: dataEnvelope(configDetailSchema) },
});

export const adminListConfigVersions = defineRoute({
  method: 'GET',
  path: '/admin/config/:key/versions',
  tags,
  summary: 'The versions of a config object, newest first, with who changed it and when (config.write)',
  params: keyParams,
  response: { 200: dataEnvelope(z.array(configVersionSchema)) },
});

export const adminRevertConfig = defineRoute({
  method: 'POST',
  path: '/admin/config/:key/versions/:version/revert',
  tags,
  summary: 'Bring back an earlier version (0: the default) as a new version (config.write; 404 config_version_not_found); audited',
  params: keyParams.extend({ version: z.coerce.number().int().min(0).max(INT32_MAX) }),
  response: { 200: dataEnvelope(configDetailSchema) },
});
