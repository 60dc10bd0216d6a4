/**
 * Several API processes on one PostgreSQL behind HAProxy (issue 12; docs/decisions/020).
 *
 *   DATABASE_URL=postgres://... node --import tsx scripts/cluster.ts [--processes 2] [--port 8080]
 *
 * Starts N store servers on ports port+1 … port+N (the first alone, so that it migrates and seeds
 * the database; then the others at once), and HAProxy on `port` in front of them: round-robin, each
 * server checked on `/api/health` every second. HAProxy's config is generated in a temporary
 * directory. Ctrl+C (or SIGTERM) stops the balancer and the servers cleanly. The test
 * apps/server/src/cluster.test.ts starts the same cluster through `startCluster`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HAPROXY = process.env.HAPROXY_BIN ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');
const root = fileURLToPath(new URL('..', import.meta.url));

export interface ClusterOptions {
  processes: number;
  /** The balancer's port; the servers take the next `processes` ports unless `serverPorts` says otherwise. */
  port: number;
  serverPorts?: number[];
  /** Environment for every server (DATABASE_URL at least); PORT, HOST and TRUST_PROXY are set here. */
  env: Record<string, string | undefined>;
  /** Where the servers' and HAProxy's output goes (default: inherited). */
  output?: 'inherit' | 'ignore';
}

export interface Cluster {
  /** http://127.0.0.1:{port}: the balancer. */
  url: string;
  /** Each server's own address, in order. */
  servers: string[];
  stop(): Promise<void>;
}

/** Whether HAProxy can be run here. */
export function haproxyAvailable(): boolean {
  return spawnSync(HAPROXY, ['-v'], { stdio: 'ignore' }).status === 0;
}

/** HAProxy's configuration: round-robin over the servers, health-checked, X-Forwarded-For set by the balancer only. */
export function haproxyConfig(opts: { port: number; servers: number[]; basePath?: string; pidFile: string }): string {
  const health = `${opts.basePath ?? ''}/api/health`;
  return [
    'global',
    '  maxconn 4096',
    `  pidfile ${opts.pidFile}`,
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  option forwardfor',
    'frontend store',
    `  bind 127.0.0.1:${opts.port}`,
    // A client's own X-Forwarded-For is dropped: the servers trust only what the balancer adds.
    '  http-request del-header X-Forwarded-For',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    `  option httpchk GET ${health}`,
    '  http-check expect status 200',
    ...opts.servers.map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check inter 1s fall 2 rise 1`),
    '',
  ].join('\n');
}

async function waitHealthy(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url} exited with code ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} was not healthy within ${ms / 1000} s`);
}

function stopChild(child: ChildProcess, ms = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the servers and the balancer; resolves once the balancer answers through every server. */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  if (!opts.env.DATABASE_URL?.startsWith('postgres')) throw new Error('A cluster needs DATABASE_URL=postgres://… (PGlite allows one process per data directory).');
  if (!haproxyAvailable()) throw new Error(`HAProxy not found (${HAPROXY}); apt-get install -y haproxy`);
  const ports = opts.serverPorts ?? Array.from({ length: opts.processes }, (_, i) => opts.port + 1 + i);
  const servers = ports.map((p) => `http://127.0.0.1:${p}`);
  const children: ChildProcess[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'store-cluster-'));
  const stop = async () => {
    await Promise.all([...children].reverse().map((c) => stopChild(c)));
    rmSync(dir, { recursive: true, force: true });
  };
  const start = (port: number) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: { ...process.env, ...opts.env, PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' },
      stdio: ['ignore', opts.output ?? 'inherit', opts.output ?? 'inherit'],
    });
    children.push(child);
    return child;
  };
  try {
    // The first server migrates and seeds alone; the others find the work done.
    await waitHealthy(servers[0], start(ports[0]), 120_000);
    await Promise.all(ports.slice(1).map((p, i) => waitHealthy(servers[i + 1], start(p), 120_000)));
    const config = path.join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig({ port: opts.port, servers: ports, basePath: opts.env.BASE_PATH, pidFile: path.join(dir, 'haproxy.pid') }));
    const balancer = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', opts.output ?? 'inherit', opts.output ?? 'inherit'] });
    children.push(balancer);
    // Healthy through the balancer as many times as there are servers (round-robin reaches each).
    const url = `http://127.0.0.1:${opts.port}`;
    for (let i = 0; i < opts.processes; i++) await waitHealthy(url, balancer, 20_000);
    return { url, servers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const processes = arg('processes', 2);
  const port = arg('port', 8080);
  if (!Number.isInteger(processes) || processes < 1 || processes > 16 || !Number.isInteger(port) || port < 1 || port > 65_000) {
    console.error('usage: DATABASE_URL=postgres://… node --import tsx scripts/cluster.ts [--processes 1-16] [--port 8080]');
    process.exit(1);
  }
  const cluster = await startCluster({ processes, port, env: process.env }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  console.log(`store: ${cluster.url}/ (HAProxy, round-robin over ${cluster.servers.join(', ')}); Ctrl+C stops everything`);
  const shutdown = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
