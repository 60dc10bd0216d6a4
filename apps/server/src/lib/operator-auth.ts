import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Operator calls need `Authorization: Bearer <OPERATOR_TOKEN>`. Without OPERATOR_TOKEN set, the
 * operator API is off (403) and operators use the CLI (`npm run config`) on the server instead.
 */
export function requireOperator(token: string | undefined) {
  return async (request: FastifyRequest) => {
    if (!token) throw new AppError('forbidden', 'operator_api_disabled', 'Set OPERATOR_TOKEN to enable the operator API.');
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      throw new AppError('unauthorized', 'operator_token_invalid', 'A valid operator token is required.');
    }
  };
}
