import type { FastifyRequest } from 'fastify';
import { invalid } from './errors';

/** The Idempotency-Key header (8 to 100 letters, digits, - _ . :), else 400 idempotency_key_required (POST /orders and the service orders). */
export function idempotencyKey(req: FastifyRequest): string {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || !/^[\w.:-]{8,100}$/.test(key)) throw invalid('idempotency_key_required', 'Send an Idempotency-Key header (8 to 100 letters, digits, - _ . :).');
  return key;
}
