import autocannon, { type Result } from 'autocannon';
import os from 'node:os';

/** The p-th percentile of ascending latencies (nearest rank), NaN when there are none. */
export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
export const round = (n: number) => Math.round(n * 100) / 100;

/** autocannon on `paths` in turn for `seconds` at `connections` (with `headers`, e.g. a session cookie); every response's latency, ascending. */
export async function fire(baseUrl: string, paths: string[], seconds: number, connections: number, headers?: Record<string, string>) {
  const latencies: number[] = [];
  const instance = autocannon({ url: baseUrl, connections, duration: seconds, requests: paths.map((path) => ({ method: 'GET', path, ...(headers ? { headers } : {}) })) });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => latencies.push(time));
  const result = await instance;
  return { result, latencies: latencies.sort((a, b) => a - b) };
}

/**
 * What every load run reports, from `fire`'s answer: responses, requests per second, latency
 * percentiles and maximum (ms), transport errors and time-outs, non-2xx answers, and the 1-minute
 * load average when the run ended (the machine may be shared: 2 CPUs, above 2 others queue with us).
 */
export function loadStats({ result, latencies }: { result: Result; latencies: number[] }) {
  return {
    requests: latencies.length,
    rps: round(result.requests.average),
    p50_ms: round(percentile(latencies, 50)),
    p95_ms: round(percentile(latencies, 95)),
    p99_ms: round(percentile(latencies, 99)),
    max_ms: round(latencies.at(-1) ?? NaN),
    errors: result.errors + result.timeouts,
    non_2xx: result.non2xx,
    load_1m: round(os.loadavg()[0]),
  };
}
export type LoadStats = ReturnType<typeof loadStats>;
