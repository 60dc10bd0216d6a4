/**
 * npm run bench [-- name ...]: builds are done by the npm script; this starts the production server
 * (PGlite, fresh temporary data dir, port BENCH_PORT or 3390), runs the named benchmarks (default:
 * all) one after another, writes bench/results/<name>.json, and stops the server even on errors.
 * Exits 1 when a benchmark fails to run; with BENCH_STRICT=1 also when a target is not met.
 */
import { randomBytes } from 'node:crypto';
import { startServer, type RunningServer } from './lib/server';
import type { BenchContext, BenchOutcome } from './lib/types';

type Bench = (ctx: BenchContext) => Promise<BenchOutcome>;

/** Every benchmark by name, in the order they run. Later issues add api, ... here. */
const BENCHES: Record<string, () => Promise<Bench>> = {
  web: async () => (await import('./web')).run,
  catalog: async () => (await import('./catalog')).run,
  checkout: async () => (await import('./checkout')).run,
  cart: async () => (await import('./cart')).run,
  numbers: async () => (await import('./numbers')).run,
  html: async () => (await import('./html')).run,
  typo: async () => (await import('./typo')).run,
  fortune: async () => (await import('./fortune')).run,
  admin: async () => (await import('./admin')).run,
};

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = requested.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${Object.keys(BENCHES).join(', ')})`);
  process.exit(2);
}
const names = requested.length ? requested : Object.keys(BENCHES);

const operatorToken = `bench-${randomBytes(12).toString('hex')}`;
let server: RunningServer | undefined;
const stopServer = async () => {
  const s = server;
  server = undefined;
  await s?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopServer().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3390), webDist: process.env.BENCH_WEB_DIST, operatorToken });
  console.log(`bench: server ready at ${server.baseUrl}; running ${names.join(', ')}`);
  for (const name of names) {
    const started = Date.now();
    try {
      const outcome = await (await BENCHES[name]())({ baseUrl: server.baseUrl, operatorToken });
      console.log(`bench: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s; targets ${outcome.met ? 'met' : 'NOT met'}`);
      if (!outcome.met && process.env.BENCH_STRICT === '1') exitCode = 1;
    } catch (error) {
      console.error(`bench: ${name} failed:`, error);
      exitCode = 1;
    }
  }
} catch (error) {
  console.error('bench:', error);
  exitCode = 1;
} finally {
  await stopServer();
}
process.exit(exitCode);
