import { spawn, type ChildProcess } from 'node:child_process';
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
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    WEB_DIST: path.resolve(root, options.webDist ?? 'apps/web/dist'),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (options.operatorToken) env.OPERATOR_TOKEN = options.operatorToken;
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/server.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    // A loaded machine may need longer to seed the number pool: BENCH_START_TIMEOUT_MS.
    await waitForHealth(baseUrl, child, Number(process.env.BENCH_START_TIMEOUT_MS ?? 90_000));
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was ready`);
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
