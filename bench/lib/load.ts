import autocannon from 'autocannon';

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
