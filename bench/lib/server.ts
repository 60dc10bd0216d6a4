import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the production server (built storefront + API) on embedded PGlite with a fresh temporary
 * data directory (e2e/support/server.ts) and waits for /api/health.
 */
export async function startServer(options: { port: number; webDist?: string; operatorToken?: string }): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    HOST: '127.0.0.1',
    WEB_DIST: path.resolve(root, options.webDist ?? 'apps/web/dist'),
    LOG_LEVEL: 'warn',
  };
  if (options.operatorToken) env.OPERATOR_TOKEN = options.operatorToken;
  // A loaded machine may need longer to seed the number pool: BENCH_START_TIMEOUT_MS.
  return spawnServer('e2e/support/server.ts', options.port, env, 'pglite', Number(process.env.BENCH_START_TIMEOUT_MS ?? 90_000));
}

/**
 * Starts one of the benchmarks' own servers (`bench/<name>-server.ts`) on `port` with `env` over this
 * process's environment (on PGlite without DATABASE_URL; on PostgreSQL with `databaseUrl` if given,
 * else the inherited DATABASE_URL), waits for /api/health (seeding may take minutes: `timeoutMs`), then
 * reads and removes the JSON file the server wrote its state to (`stateFile`), when there is one.
 */
export async function startBenchServer<State = undefined>(options: {
  script: string;
  port: number;
  env: NodeJS.ProcessEnv;
  database: 'pglite' | 'postgresql';
  databaseUrl?: string;
  timeoutMs: number;
  stateFile?: string;
}): Promise<RunningServer & { state: State }> {
  if (options.stateFile) rmSync(options.stateFile, { force: true });
  const env = { ...options.env };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const server = await spawnServer(options.script, options.port, env, options.database, options.timeoutMs);
  if (!options.stateFile) return { ...server, state: undefined as State };
  const state = JSON.parse(readFileSync(options.stateFile, 'utf8')) as State;
  rmSync(options.stateFile, { force: true });
  return { ...server, state };
}

/** Spawns `script` under tsx from the repository's root and waits until it answers /api/health; stop() ends it (SIGTERM, SIGKILL after 10 s). */
async function spawnServer(script: string, port: number, extra: NodeJS.ProcessEnv, database: 'pglite' | 'postgresql', timeoutMs: number): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), ...extra };
  if (database === 'pglite') delete env.DATABASE_URL;
  for (const [key, value] of Object.entries(extra)) if (value === undefined) delete env[key];
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.spawnargs.at(-1)} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready at ${baseUrl} after ${timeoutMs} ms`);
}
