import { NUMEROLOGY_SEED } from '@store/domain/numerology-data';
import { numerologyDataSchema, type NumerologyData } from '@store/domain/numerology';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { invalidationOf } from '../../lib/invalidation';
import { memoPerDb } from '../../lib/memo';
import type { NumbersService } from '../numbers/service';
import { insertFirstNumerology, markFeaturesVersion, numerologyRow, numerologyVersion, numerologyVersionsPage, replaceNumerology } from './numerology-repository';

export interface NumerologyInForce {
  version: number;
  featuresVersion: number;
  updatedAt: Date | null;
  data: NumerologyData;
}

/** The data in force, kept in the process until a change is announced (topic numerology) or for a minute. */
const inForce = memoPerDb('numerology', 60_000, load);

async function load(db: Db): Promise<NumerologyInForce> {
  const row = await numerologyRow(db);
  if (!row) return { version: 0, featuresVersion: 0, updatedAt: null, data: NUMEROLOGY_SEED };
  // Stored data passed the schema when it was saved; parse again so a hand edit cannot break scoring.
  const parsed = numerologyDataSchema.safeParse(row.data);
  return { version: row.version, featuresVersion: row.featuresVersion, updatedAt: row.updatedAt, data: parsed.success ? parsed.data : NUMEROLOGY_SEED };
}

/** The numerology data in force (shared and frozen: do not change it). */
export function numerologyInForce(db: Db): Promise<NumerologyInForce> {
  return inForce.get(db);
}

/** Stores the seed data set as version 1 on first start. */
export async function seedNumerology(db: Db): Promise<void> {
  await insertFirstNumerology(db, NUMEROLOGY_SEED);
  await invalidationOf(db).publish('numerology');
}

/**
 * Replaces the data after checking it whole (400 numerology_invalid with the schema's issues); the
 * caller then scores the pool again. Returns the new version.
 */
export async function saveNumerology(db: Db, value: unknown, by: string, revertedFrom: number | null = null): Promise<number> {
  const parsed = numerologyDataSchema.safeParse(value);
  if (!parsed.success) {
    throw invalid(
      'numerology_invalid',
      'The numerology data is not complete or not consistent.',
      parsed.error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  return invalidationOf(db).commit(db, 'numerology', async (tx) => {
    if (!(await numerologyRow(tx))) await insertFirstNumerology(tx, NUMEROLOGY_SEED);
    return replaceNumerology(tx, parsed.data, by, revertedFrom);
  });
}

const versionView = (row: { version: number; changedBy: string | null; changedAt: Date; revertedFrom: number | null }) => ({
  version: row.version,
  changed_by: row.changedBy,
  changed_at: row.changedAt.toISOString(),
  reverted_from: row.revertedFrom,
});

/** The saved versions, newest first, by keyset pages (cursor: the last version seen). */
export async function listNumerologyVersions(db: Db, cursor: number | undefined, limit: number) {
  const rows = await numerologyVersionsPage(db, cursor, limit);
  const page = rows.slice(0, limit);
  return { items: page.map(versionView), next_cursor: rows.length > limit && page.length ? String(page[page.length - 1].version) : null };
}

export async function getNumerologyVersion(db: Db, version: number) {
  const row = await numerologyVersion(db, version);
  if (!row) throw notFound('numerology_version_not_found', `No numerology version ${version}.`);
  return { ...versionView(row), data: row.data };
}

/** Brings back an earlier version's data as a new version (checked whole again). */
export async function revertNumerology(db: Db, version: number, by: string): Promise<number> {
  const { data } = await getNumerologyVersion(db, version);
  return saveNumerology(db, data, by, version);
}

/** Records that the pool's stored scores (decision 024) follow the data of `version`. */
export async function markPoolScored(db: Db, version: number): Promise<void> {
  await invalidationOf(db).commit(db, 'numerology', (tx) => markFeaturesVersion(tx, version));
}

/** Scores the pool again after a change of the data, in the background; one run at a time per process. */
export interface PoolScorer {
  /** Starts a rescore with the data in force (or, when one runs, another after it); resolves when the pool follows it. */
  start(): Promise<void>;
  /** Stops a running rescore between two chunks and waits for it (the next start of the server finishes it). */
  stop(): Promise<void>;
}

export function createPoolScorer(
  db: Db,
  numbers: Pick<NumbersService, 'rescoreFortune'>,
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void },
): PoolScorer {
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      const { version, data } = await numerologyInForce(db);
      const started = Date.now();
      const { changed } = await numbers.rescoreFortune(db, data, { signal: abort.signal });
      await markPoolScored(db, version);
      log.info({ version, changed, ms: Date.now() - started }, 'fortune scores follow the numerology data');
    } while (again && !abort.signal.aborted);
  };
  return {
    start() {
      if (running) {
        again = true;
        return running;
      }
      running = run()
        .catch((err: unknown) => {
          if (!abort.signal.aborted) log.error({ err }, 'scoring the numbers again after a numerology change failed');
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
    async stop() {
      abort.abort();
      await running;
    },
  };
}
