import { createHash } from 'node:crypto';

/** JSON with object keys sorted and undefined left out, so the same request always hashes the same. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of a request's stable JSON: what an Idempotency-Key is compared with. */
export const requestHash = (request: unknown) => createHash('sha256').update(stableJson(request)).digest('hex');
