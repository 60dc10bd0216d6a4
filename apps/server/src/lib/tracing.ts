import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { context, trace, SpanKind, SpanStatusCode, type Span, type TextMapGetter, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/**
 * OpenTelemetry traces (issue 12), loaded only when switched on (OTEL_TRACES=on or
 * OTEL_EXPORTER_OTLP_ENDPOINT; app.ts imports this file then and only then). One SERVER span per
 * request, named by method and route pattern, continuing the caller's W3C `traceparent`. Its
 * attributes are the method, the route pattern, the status and the scheme: never the path or the
 * query (a tracking link holds a phone number, an order link its secret key), never a header,
 * a body or a query's values. Spans go to the OTLP/HTTP endpoint of OTEL_EXPORTER_OTLP_ENDPOINT
 * (the exporter reads the standard OTEL_EXPORTER_OTLP_* variables), in batches.
 *
 * Each database statement a request runs is a CLIENT span under the request's span, named by its
 * operation and first table ("SELECT catalog_products"), with `db.system.name`, `db.operation.name`
 * and `db.collection.name`: never the statement's values, nor its text (a raw statement could carry
 * one). An API call the server makes to itself (the page render's data) is a child of the page's span.
 */
export interface TracingOptions {
  serviceName?: string;
  /** Tests pass an in-memory exporter (spans exported one by one). */
  exporter?: SpanExporter;
}

declare module 'fastify' {
  interface FastifyRequest {
    otelSpan: Span | null;
  }
}

const headerGetter: TextMapGetter<FastifyRequest['headers']> = {
  keys: (headers) => Object.keys(headers),
  get: (headers, key) => headers[key],
};

export function registerTracing(app: FastifyInstance, options: TracingOptions = {}): void {
  const exporter = options.exporter ?? new OTLPTraceExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName ?? process.env.OTEL_SERVICE_NAME ?? 'tawan-store' }),
    spanProcessors: [options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer('tawan-store-server');
  const propagator = new W3CTraceContextPropagator();

  app.decorateRequest('otelSpan', null);
  traceStatements();
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions?.url;
    // The caller's traceparent, else the request this one was made from (app.inject during a render).
    const within = requestSpan.getStore()?.span;
    const parent = propagator.extract(within ? trace.setSpan(context.active(), within) : context.active(), request.headers, headerGetter);
    request.otelSpan = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, ...(route ? { 'http.route': route } : {}), 'url.scheme': request.protocol },
      },
      parent,
    );
    // The rest of the request (hooks, handler, database statements) runs in a context that holds its
    // span; the caller's own context is left as it was (an inner app.inject does not take it over).
    requestSpan.run({ span: request.otelSpan, tracer }, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = request.otelSpan;
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  // The error's type only: its message can carry what the caller sent.
  app.addHook('onError', async (request, _reply, error) => {
    request.otelSpan?.setAttribute('error.type', error.name || 'Error');
  });
  app.addHook('onRequestAbort', async (request) => {
    request.otelSpan?.setAttribute('http.request.aborted', true);
    request.otelSpan?.end();
  });
  app.addHook('onClose', async () => {
    await provider.shutdown();
  });
}

/** The span of the request whose work is running (set in onRequest, read by statements and inner requests). */
const requestSpan = new AsyncLocalStorage<{ span: Span; tracer: Tracer }>();

type QueryWithCache = (this: unknown, queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;

/**
 * Wraps the one method every Drizzle statement goes through on both drivers (node-postgres and
 * PGlite: PgPreparedQuery.queryWithCache), once per process. A statement outside a traced request
 * (start-up, sweepers, an app without tracing) runs as before, with no span.
 */
function traceStatements(): void {
  const proto = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache; __traced?: boolean };
  if (proto.__traced) return;
  proto.__traced = true;
  const original = proto.queryWithCache;
  proto.queryWithCache = function (queryString, params, query) {
    const within = requestSpan.getStore();
    if (!within) return original.call(this, queryString, params, query);
    const { operation, collection } = describeStatement(queryString);
    const span = within.tracer.startSpan(
      collection ? `${operation} ${collection}` : operation,
      {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, ...(collection ? { 'db.collection.name': collection } : {}) },
      },
      trace.setSpan(context.active(), within.span),
    );
    return original.call(this, queryString, params, query).then(
      (result) => {
        span.end();
        return result;
      },
      (error: unknown) => {
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.setAttribute('error.type', (error as { cause?: { code?: string } }).cause?.code ?? 'Error');
        span.end();
        throw error;
      },
    );
  };
}

const OPERATIONS = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'WITH', 'BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'LOCK', 'NOTIFY', 'SET']);

/** The statement's first keyword and the table it names first (an identifier from the statement's own text, never a value). */
export function describeStatement(text: string): { operation: string; collection: string | null } {
  const first = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? '';
  const operation = OPERATIONS.has(first) ? first : 'OTHER';
  const table = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(text)?.[1] ?? null;
  return { operation, collection: table && /^[a-z_][a-z0-9_]*$/i.test(table) ? table.toLowerCase() : null };
}
