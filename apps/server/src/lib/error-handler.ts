import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

/** Maps every failure to `{ error: { code, message, details? } }` with its status; hides 5xx details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      // A busy upstream or a rate limit says when to come back (details.retry_after_s), also as Retry-After.
      const retryAfter = (err.details as { retry_after_s?: unknown } | undefined)?.retry_after_s;
      if (typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter >= 0) reply.header('retry-after', String(Math.ceil(retryAfter)));
      return reply.status(err.status).send({ error: { code: err.code, message: err.message, details: err.details } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: `${err.validationContext ?? ''}${v.instancePath}`.replace(/\//g, '.'),
        message: v.message,
      }));
      return reply.status(400).send({ error: { code: 'validation_failed', message: 'The request is not valid.', details } });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'rate_limited', message: 'Too many requests. Please try again later.' } });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: err.code?.toLowerCase() ?? 'bad_request', message: err.message } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ error: { code: 'route_not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` } }));
}
