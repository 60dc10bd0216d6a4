import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { prebuilt, type Placeholders } from '../db/prebuilt';

/** One hit on a counter (see the store below). */
const hit = prebuilt(
  'rate_limit_hit',
  (_db, p: Placeholders<{ id: string; windowMs: number }>) => sql<{ count: number; ttl: number }>`
    insert into rate_limits (key, count, reset_at) values (${p.id}, 1, now() + ${p.windowMs}::int * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, greatest(0, floor(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
);

/**
 * What @fastify/rate-limit really hands to `child()`: the merged limit options of the route (with our
 * `keyPrefix`) and the route itself as `routeInfo` (its typings say RouteOptions, which it is not).
 */
interface ChildParams {
  keyPrefix?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store whose counters are rows in the database, so that several API
 * processes share one limit. One statement per hit: insert, or increment within the window, or
 * restart the window when it has passed. Each limited route counts on its own: by its `keyPrefix`
 * (config.rateLimit.keyPrefix), else by its method and URL.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;
    constructor(options: { keyPrefix?: string } = {}) {
      this.prefix = options.keyPrefix ?? 'global:';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const id = this.prefix + key;
      hit(db, { id, windowMs: timeWindow })
        .then((result) => {
          const row = result.rows[0];
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): DatabaseRateLimitStore {
      const params = routeOptions as unknown as ChildParams;
      const route = params.routeInfo ? `${[params.routeInfo.method].flat().join(',')} ${params.routeInfo.url}` : 'route';
      return new DatabaseRateLimitStore({ keyPrefix: `${params.keyPrefix ?? route}:` });
    }
  };
}
