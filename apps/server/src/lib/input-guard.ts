import type { FastifyInstance } from 'fastify';
import { invalid } from './errors';

const NUL_IN_URL = /%00/i;

/** True when any string (or key) in a parsed JSON value holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Raw bodies (an eKYC photo) are bytes, not text.
  if (Buffer.isBuffer(value)) return false;
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request (path, query string, JSON
 * body) would reach the database only to fail there as a 500. It is refused here, for every route
 * at once, with 400 `invalid_text` (issue 12); the contracts' `text()` fields say the same per field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (NUL_IN_URL.test(request.url)) throw invalid('invalid_text', 'The address may not contain a NUL character.');
  });
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw invalid('invalid_text', 'Text may not contain a NUL character.');
  });
}
