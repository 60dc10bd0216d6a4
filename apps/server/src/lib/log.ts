import type { FastifyRequest } from 'fastify';

/**
 * What the server's log may say about a request and an error (issue 12): personal data (Thai ID,
 * birth data, phone, OTP, names, addresses) reaches the server in paths, query strings, bodies and
 * the values of SQL statements, so none of those is logged. A request is logged by method and
 * route (the path pattern, not the path); an error by its type, code and the SQL text without its
 * values, and the database's message with every quoted value blanked.
 */

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack: string;
  [key: string]: unknown;
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
}

/** Names the database puts in quotes that are not values (constraint, table, column, type). */
const schemaNames = (err: Record<string, unknown>) =>
  new Set(['constraint', 'table', 'column', 'dataType', 'schema'].map((k) => err[k]).filter((v): v is string => typeof v === 'string'));

/** Blanks the quoted parts of a database message ("invalid input syntax for type integer: \"0812345678\""). */
function blankValues(message: string, keep: Set<string>): string {
  return message
    .replace(/\nparams: [\s\S]*$/, '\nparams: [not logged]')
    .replace(/"([^"]*)"/g, (whole, inner: string) => (keep.has(inner) ? whole : '"…"'))
    .replace(/\(([^()]*)\)=\(([^()]*)\)/g, '($1)=(…)');
}

/** The err serializer of the server's logger. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const err = error as Error & Record<string, unknown>;
  const keep = schemaNames(err);
  const logged: LoggedError = { type: err.constructor?.name ?? 'Error', message: blankValues(err.message, keep), stack: blankValues(err.stack ?? '', keep) };
  if (typeof err.code === 'string') logged.code = err.code;
  if (typeof err.query === 'string') logged.query = err.query;
  for (const key of ['constraint', 'table', 'column'] as const) if (typeof err[key] === 'string') logged[key] = err[key] as string;
  if (err.cause && depth < 3) logged.cause = serializeError(err.cause, depth + 1);
  return logged;
}

/** The req serializer: method, route pattern and request id; never the path values or query string. */
export function serializeRequest(request: FastifyRequest): { method: string; route: string; id: string } {
  return {
    method: request.method,
    route: request.routeOptions?.url ?? '[no route]',
    id: request.id,
  };
}
