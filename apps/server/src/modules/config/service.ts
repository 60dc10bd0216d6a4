import { CONFIG_KEYS, configDefaults, configSchemas, type ConfigKey, type StoreConfig } from '@store/domain/config';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { invalidationOf } from '../../lib/invalidation';
import { memoPerDb } from '../../lib/memo';
import { deleteOverride, selectOverrides, upsertOverride } from './repository';

/** Every config object, kept in the process until a change is announced (lib/invalidation.ts) or for a minute. */
const allConfig = memoPerDb('config', 60_000, loadAllConfig);

/** Every config object: the stored override where one exists and is still valid, else the default. Shared and frozen: do not change it. */
export function getAllConfig(db: Db): Promise<StoreConfig> {
  return allConfig.get(db);
}

async function loadAllConfig(db: Db): Promise<StoreConfig> {
  const rows = await selectOverrides(db);
  const result = structuredClone(configDefaults) as Record<ConfigKey, unknown>;
  for (const row of rows) {
    if (!(CONFIG_KEYS as string[]).includes(row.key)) continue;
    const parsed = configSchemas[row.key as ConfigKey].safeParse(row.value);
    if (parsed.success) result[row.key as ConfigKey] = parsed.data;
  }
  return result as StoreConfig;
}

/** One config object by key (from the process's copy; shared and frozen). */
export async function getConfig<K extends ConfigKey>(db: Db, key: K): Promise<StoreConfig[K]> {
  return (await getAllConfig(db))[key];
}

/** Validates and stores an override (a whole object, or a partial one merged onto the current value). */
export async function setConfig<K extends ConfigKey>(db: Db, key: K, value: unknown, by: string): Promise<StoreConfig[K]> {
  const current = await getConfig(db, key);
  const merged = isPlainObject(value) && isPlainObject(current) ? { ...current, ...value } : value;
  const parsed = configSchemas[key].safeParse(merged);
  if (!parsed.success) {
    throw invalid(
      'config_invalid',
      `The value for ${key} is not valid.`,
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  await invalidationOf(db).commit(db, 'config', (tx) => upsertOverride(tx, key, parsed.data, by));
  return parsed.data as StoreConfig[K];
}

/** Removes an override so the key takes its default again. */
export async function resetConfig(db: Db, key: ConfigKey): Promise<void> {
  await invalidationOf(db).commit(db, 'config', (tx) => deleteOverride(tx, key));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
