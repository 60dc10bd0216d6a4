import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { createTestApp } from '../test/databases';
import { describeStatement } from './tracing';

/** Issue 12: OpenTelemetry traces, off by default; on, one server span per request with no personal data. */
describe('OpenTelemetry traces', () => {
  const exporter = new InMemorySpanExporter();
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { OTEL_TRACES: 'on', traceExporter: exporter });
  });
  afterAll(() => ctx.close());

  const PHONE = '0812345678';
  const THAI_ID = '1101700203451';
  const spanOf = (route: string) => exporter.getFinishedSpans().find((s) => s.attributes['http.route'] === route);

  it('a request makes a SERVER span named by method and route pattern, with its status, continuing the caller’s traceparent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await ctx.app.inject({ url: '/api/health', headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(res.statusCode).toBe(200);
    const span = spanOf('/api/health')!;
    expect(span).toBeDefined();
    expect(span.name).toBe('GET /api/health');
    expect(span.kind).toBe(1); // SpanKind.SERVER
    expect(span.attributes).toMatchObject({ 'http.request.method': 'GET', 'http.route': '/api/health', 'http.response.status_code': 200 });
    expect(span.spanContext().traceId).toBe(traceId);
    expect(span.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    expect(span.resource.attributes['service.name']).toBe('tawan-store');
  });

  it('never carries the path, the query, headers or the body: no phone, Thai ID, secret key or cookie in any attribute', async () => {
    exporter.reset();
    const secret = 'Zx9secretKeyOfAnOrderThatNobodyMaySee0000';
    await ctx.app.inject({ url: `/api/tracking?order_number=TW000000AAAAAAAA&phone=${PHONE}`, headers: { cookie: 'session=cookie-secret-value' } });
    await ctx.app.inject({ url: `/api/orders/${secret}` });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-requests',
      payload: { contact_name: 'สมชาย ใจดี', mobile_number: PHONE, camp_code: THAI_ID },
    });
    await ctx.app.inject({ method: 'POST', url: '/api/contact-requests', payload: { contact_name: THAI_ID, mobile_number: 'not-a-phone' } });
    const spans = exporter.getFinishedSpans();
    const server = spans.filter((s) => s.kind === 1);
    // The contact request's insert is a statement span, with no value of it.
    expect(spans.some((s) => s.kind === 2 && s.name === 'INSERT contact_leads')).toBe(true);
    expect(server.map((s) => s.attributes['http.route']).sort()).toEqual(['/api/contact-requests', '/api/contact-requests', '/api/orders/:secure_key', '/api/tracking']);
    expect(spanOf('/api/orders/:secure_key')!.attributes['http.response.status_code']).toBe(404);
    expect(spans.some((s) => s.attributes['http.response.status_code'] === 400)).toBe(true);
    const everything = JSON.stringify(spans.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events, links: s.links })));
    for (const personal of [PHONE, THAI_ID, secret, 'cookie-secret-value', 'สมชาย', 'TW000000AAAAAAAA']) expect(everything).not.toContain(personal);
  });

  it('each database statement of a request is a CLIENT span under the request’s span, named by operation and table only', async () => {
    exporter.reset();
    const res = await ctx.app.inject({ url: '/api/products/by-path/smartphones/apple/iphone-17-pro-max' });
    expect(res.statusCode).toBe(200);
    const spans = exporter.getFinishedSpans();
    const request = spans.find((s) => s.kind === 1)!;
    const statements = spans.filter((s) => s.kind === 2);
    expect(statements.length).toBeGreaterThan(1);
    for (const statement of statements) {
      expect(statement.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
      expect(statement.spanContext().traceId).toBe(request.spanContext().traceId);
      expect(statement.attributes['db.system.name']).toBe('postgresql');
      expect(Object.keys(statement.attributes).sort()).toEqual(expect.arrayContaining(['db.operation.name', 'db.system.name']));
      expect(Object.keys(statement.attributes).every((k) => ['db.system.name', 'db.operation.name', 'db.collection.name'].includes(k))).toBe(true);
    }
    expect(statements.map((s) => s.name)).toContain('SELECT catalog_products');
    // A statement outside any request (here: the test's own) has no span.
    exporter.reset();
    await ctx.database.db.execute('select 1');
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('names a statement by its first keyword and first table, never by a value', () => {
    expect(describeStatement('select "id", "name" from "catalog_products" where "slug" = $1')).toEqual({ operation: 'SELECT', collection: 'catalog_products' });
    expect(describeStatement('insert into "orders" ("phone") values ($1)')).toEqual({ operation: 'INSERT', collection: 'orders' });
    expect(describeStatement('update "mobile_numbers" set status = $1')).toEqual({ operation: 'UPDATE', collection: 'mobile_numbers' });
    expect(describeStatement('begin')).toEqual({ operation: 'BEGIN', collection: null });
    expect(describeStatement("select * from '0812345678'")).toEqual({ operation: 'SELECT', collection: null });
    expect(describeStatement('vacuum')).toEqual({ operation: 'OTHER', collection: null });
  });

  it('is off by default: no span hook or decorator is registered', async () => {
    const plain = await createTestApp('pglite');
    try {
      expect(plain.app.hasRequestDecorator('otelSpan')).toBe(false);
      exporter.reset();
      await plain.app.inject('/api/health');
      expect(exporter.getFinishedSpans()).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
