/**
 * Starts the production server for the browser tests (and the benchmarks) on embedded PGlite with
 * a fresh data directory that is removed on exit. Never uses DATABASE_URL. Data directories left
 * behind by a run that was killed (their owning process is gone) are deleted first.
 *   node --import tsx e2e/support/server.ts
 * Reads PORT, WEB_DIST, OPERATOR_TOKEN and LOG_LEVEL from the environment.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PREFIX = 'e2e-data-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Deletes data dirs whose owning process has ended (e2e-data-<pid>). */
function removeStale(root: string): void {
  for (const name of readdirSync(root)) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(name.slice(PREFIX.length));
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !alive(pid)) {
      rmSync(path.join(root, name), { recursive: true, force: true });
    }
  }
}

const root = os.tmpdir();
removeStale(root);
const dataDir = path.join(root, `${PREFIX}${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

delete process.env.DATABASE_URL;
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
// A pool of 50,000 numbers starts in seconds; the numbers benchmark seeds its own 1M and 10M pools.
process.env.NUMBER_POOL_SIZE ??= '50000';

await import('../../apps/server/src/main');
