import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../../lib/errors';
import { defineModule } from '../../lib/module';

declare module 'fastify' {
  interface FastifyInstance {
    /** Records that a background job ran (its lag is the age of its last run); a no-op with metrics off. */
    jobRan(job: string): void;
  }
}

/**
 * Prometheus metrics (issue 12), off by default: with METRICS=on the server counts requests and
 * their latency per route pattern (never the path, which can hold personal data), the database
 * pool's connections and each background job's last run, and serves them at `{BASE_PATH}/metrics`
 * (behind `Authorization: Bearer METRICS_TOKEN` when that is set).
 */
export const metricsModule = defineModule('metrics', [], async (app, ctx) => {
  if (ctx.options.METRICS !== 'on') {
    app.decorate('jobRan', () => undefined);
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const { poolStats } = ctx.database;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const lastRun = new Map<string, number>();
  new Gauge({
    name: 'job_seconds_since_last_run',
    help: 'Seconds since each background job last ran (its lag)',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      for (const [job, at] of lastRun) this.set({ job }, (Date.now() - at) / 1000);
    },
  });
  app.decorate('jobRan', (job: string) => void lastRun.set(job, Date.now()));

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions?.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const token = ctx.options.METRICS_TOKEN;
  app.get(`${ctx.basePath}/metrics`, { schema: { hide: true } }, async (request, reply) => {
    if (token) {
      const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
      const wanted = Buffer.from(token);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw new AppError('unauthorized', 'metrics_token_invalid', 'A valid metrics token is required.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
