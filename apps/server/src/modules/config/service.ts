import { CONFIG_KEYS, configDefaults, configSchemas, type ConfigKey, type StoreConfig } from '@store/domain/config';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { invalidationOf } from '../../lib/invalidation';
import { memoPerDb } from '../../lib/memo';
import { deleteOverride, insertVersion, selectLatestVersions, selectOverrides, selectOverrideStamps, selectVersion, selectVersions, upsertOverride } from './repository';
import { notFound } from '../../lib/errors';

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

/**
 * Validates and stores an override (a whole object, or a partial one merged onto the current value),
 * recorded as the key's next version (issue 20). `replace` stores the value as it is (a revert).
 */
export async function setConfig<K extends ConfigKey>(
  db: Db,
  key: K,
  value: unknown,
  by: string,
  options: { replace?: boolean; revertedFrom?: number } = {},
): Promise<StoreConfig[K]> {
  const current = await getConfig(db, key);
  const merged = !options.replace && isPlainObject(value) && isPlainObject(current) ? { ...current, ...value } : value;
  const parsed = configSchemas[key].safeParse(merged);
  if (!parsed.success) {
    throw invalid(
      'config_invalid',
      `The value for ${key} is not valid.`,
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  await invalidationOf(db).commit(db, 'config', async (tx) => {
    await upsertOverride(tx, key, parsed.data, by);
    await insertVersion(tx, { key, value: parsed.data, action: options.revertedFrom !== undefined ? 'revert' : 'set', revertedFrom: options.revertedFrom, changedBy: by });
  });
  return parsed.data as StoreConfig[K];
}

/** Removes an override so the key takes its default again (a version with no value). */
export async function resetConfig(db: Db, key: ConfigKey, by = 'system', revertedFrom?: number): Promise<void> {
  await invalidationOf(db).commit(db, 'config', async (tx) => {
    await deleteOverride(tx, key);
    await insertVersion(tx, { key, value: null, action: revertedFrom !== undefined ? 'revert' : 'reset', revertedFrom, changedBy: by });
  });
}

export interface ConfigVersionView {
  version: number;
  /** The whole object after the change; null: the default. */
  value: unknown;
  action: 'set' | 'reset' | 'revert';
  reverted_from: number | null;
  changed_by: string;
  changed_at: string;
}

/** The versions of one key, newest first (at most 200). */
export async function listConfigVersions(db: Db, key: ConfigKey): Promise<ConfigVersionView[]> {
  return (await selectVersions(db, key)).map((row) => ({
    version: row.version,
    value: row.value,
    action: row.action,
    reverted_from: row.revertedFrom,
    changed_by: row.changedBy,
    changed_at: row.changedAt.toISOString(),
  }));
}

/**
 * Brings back the value of an earlier version as a new version (action revert). Version 0 is the
 * default; a stored value that no longer passes the schema is refused (422 config_invalid).
 */
export async function revertConfig<K extends ConfigKey>(db: Db, key: K, version: number, by: string): Promise<StoreConfig[K]> {
  if (version === 0) {
    await resetConfig(db, key, by, 0);
    return getConfig(db, key);
  }
  const row = await selectVersion(db, key, version);
  if (!row) throw notFound('config_version_not_found', `No version ${version} of ${key}.`);
  if (row.value === null) {
    await resetConfig(db, key, by, version);
    return getConfig(db, key);
  }
  return setConfig(db, key, row.value, by, { replace: true, revertedFrom: version });
}

export interface ConfigSummary {
  key: ConfigKey;
  overridden: boolean;
  version: number;
  updated_at: string | null;
  updated_by: string | null;
}

/** Every config key with whether it is overridden, its latest version and who wrote it last. */
export async function listConfigSummaries(db: Db): Promise<ConfigSummary[]> {
  const [stamps, versions] = await Promise.all([selectOverrideStamps(db), selectLatestVersions(db)]);
  const stampOf = new Map(stamps.map((s) => [s.key, s]));
  const versionOf = new Map(versions.map((v) => [v.key, v.version]));
  return CONFIG_KEYS.map((key) => {
    const stamp = stampOf.get(key);
    return { key, overridden: !!stamp, version: versionOf.get(key) ?? 0, updated_at: stamp?.updatedAt.toISOString() ?? null, updated_by: stamp?.updatedBy ?? null };
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
