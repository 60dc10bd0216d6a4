import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from './test/databases';
import { ORIGIN, signUp } from './test/sign-in';

/**
 * Schema-driven fuzzing over the OpenAPI document (issue 12): every route, signed in as a shopper
 * and with the operator's token, gets malformed path params, query params and bodies (NUL bytes,
 * lone surrogates, punctuation-only text, integers past 2^31 and 2^53, wrong types, huge strings).
 * Any 5xx fails the test, listing every route and input that caused one.
 */

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  minLength?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
  const?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
  required?: boolean;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const BAD_TEXT = ['\u0000', 'a\u0000b', '!', '-', '+', '@', '...', '฿', '\u200b', '\ud800', '%', '_', "'", '\\', ' ', '9'.repeat(400), 'x'.repeat(5000)];
const BAD_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, -1, 0, 1.5, 1e300];
const BAD_PATH = ['%00', 'a%00b', '2147483648', '9007199254740993', '-1', '0', '!', '%E0%B8%BF', '%E2%80%8B', '...', '%25', 'x'.repeat(600)];
const BAD_QUERY = ['%00', 'a%00b', '2147483648', '99999999999999999999', '-1', '!', '-', '%2B', '@', '...', '%E0%B8%BF', '%E2%80%8B', '%ED%A0%80', 'x'.repeat(3000)];

/** A plausible value for a schema: the fuzz changes one field of it at a time. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(variants.find((v) => v.type !== 'null') ?? variants[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '1990-01-01';
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key], depth + 1)]));
    default:
      return 'a';
  }
}

/** Bodies with one field made bad at a time, plus wholly wrong bodies. */
function badBodies(schema: Schema | undefined): unknown[] {
  const base = sample(schema);
  const bodies: unknown[] = [null, [], 'x', 12, {}];
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const key of Object.keys(schema?.properties ?? {})) {
      for (const value of [...BAD_TEXT, ...BAD_NUMBERS, null, [], {}, ['\u0000'], { a: '\u0000' }]) bodies.push({ ...(base as object), [key]: value });
    }
  }
  return bodies;
}

describe.each(databaseKinds)('no input answers 5xx on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let userId: string;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const shopper = await signUp(ctx.app);
    userId = shopper.userId;
    cookie = shopper.jar.header();
  }, 60_000);
  afterAll(() => ctx.close());

  it('over every route of the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let sent = 0;
    let address = 0;
    const send = async (method: string, url: string, payload?: unknown) => {
      sent += 1;
      address += 1;
      const headers: Record<string, string> = {
        origin: ORIGIN,
        cookie,
        authorization: `Bearer ${TEST_OPERATOR_TOKEN}`,
        'idempotency-key': randomUUID(),
      };
      if (payload !== undefined) headers['content-type'] = 'application/json';
      const res = await ctx.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers,
        payload: payload === undefined ? undefined : JSON.stringify(payload),
        remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      });
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${method.toUpperCase()} ${url.slice(0, 160)} ${payload === undefined ? '' : JSON.stringify(payload).slice(0, 160)}`);
    };

    for (const [path, operations] of Object.entries(doc.paths)) {
      if (path.startsWith('/api/docs')) continue;
      for (const [method, op] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const params = op.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path');
        const fill = (name: string, override?: { name: string; value: string }) => {
          if (override?.name === name) return override.value;
          if (name === 'user_id') return userId;
          const p = pathParams.find((q) => q.name === name);
          return encodeURIComponent(String(sample(p?.schema) ?? 'a'));
        };
        const urlWith = (override?: { name: string; value: string }, query = '') => path.replace(/\{(\w+)\}/g, (_, name: string) => fill(name, override)) + query;
        const body = op.requestBody?.content?.['application/json']?.schema;
        const validBody = body ? sample(body) : undefined;

        for (const p of pathParams) for (const value of BAD_PATH) await send(method, urlWith({ name: p.name, value }), validBody);
        for (const q of params.filter((p) => p.in === 'query')) {
          for (const value of BAD_QUERY) await send(method, urlWith(undefined, `?${q.name}=${value}`), validBody);
          await send(method, urlWith(undefined, `?${q.name}=a&${q.name}=b`), validBody);
        }
        if (body) for (const bad of badBodies(body)) await send(method, urlWith(), bad);
        await send(method, urlWith(), validBody);
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures, `${failures.length} of ${sent} requests answered 5xx:\n${failures.join('\n')}`).toEqual([]);
  }, 600_000);
});
