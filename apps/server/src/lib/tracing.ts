import type { FastifyInstance, FastifyRequest } from 'fastify';
import { context, SpanKind, SpanStatusCode, type Span, type TextMapGetter } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';

/**
 * OpenTelemetry traces (issue 12), loaded only when switched on (OTEL_TRACES=on or
 * OTEL_EXPORTER_OTLP_ENDPOINT; app.ts imports this file then and only then). One SERVER span per
 * request, named by method and route pattern, continuing the caller's W3C `traceparent`. Its
 * attributes are the method, the route pattern, the status and the scheme: never the path or the
 * query (a tracking link holds a phone number, an order link its secret key), never a header,
 * a body or a query's values. Spans go to the OTLP/HTTP endpoint of OTEL_EXPORTER_OTLP_ENDPOINT
 * (the exporter reads the standard OTEL_EXPORTER_OTLP_* variables), in batches.
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
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions?.url;
    const parent = propagator.extract(context.active(), request.headers, headerGetter);
    request.otelSpan = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, ...(route ? { 'http.route': route } : {}), 'url.scheme': request.protocol },
      },
      parent,
    );
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
