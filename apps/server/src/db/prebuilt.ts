import { is, Param, Placeholder, SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/** What Drizzle's `.prepare(name)` gives: the SQL text and its parameters, built, with the row mapping. */
interface PreparedQuery<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}
/** A select, insert, update or delete builder (they all have `prepare`). */
interface Preparable<R> {
  prepare(name: string): PreparedQuery<R>;
}
/** The placeholders of a statement's values, by name. */
export type Placeholders<V> = { [K in keyof V & string]: Placeholder<K, V[K]> };
/**
 * Drizzle's session of a database or a transaction and its dialect (not in its public types): the
 * session's class and client (pool, pool client, PGlite or its transaction), and what turns SQL into
 * text and parameters.
 */
interface SessionOf {
  session: {
    constructor: object;
    client: unknown;
    prepareQuery(query: unknown, fields: undefined, name: string, isResponseInArrayMode: false): PreparedQuery<unknown>;
  };
  dialect: { sqlToQuery(sql: SQL): unknown };
}

const names = new Set<string>();

/**
 * A null value given for a column's placeholder goes to the database as null, as Drizzle sends a
 * null it is given directly: its fillPlaceholders would hand it to the column's encoder (a
 * timestamp's calls toISOString on it).
 */
function nullsPassEncoders(query: unknown) {
  for (const param of (query as { params?: unknown[] }).params ?? []) {
    if (!is(param, Param) || !is(param.value, Placeholder)) continue;
    const { encoder } = param;
    (param as { encoder: typeof encoder }).encoder = { mapToDriverValue: (value: unknown) => (value === null ? null : encoder.mapToDriverValue(value)) };
  }
}

/**
 * A statement whose SQL Drizzle builds once per process, not at every call (decision 047, session
 * 20: building a query was a quarter of the server's CPU in place order). `build` gets placeholders
 * for the values and returns a query builder; each call fills them in and runs the statement on the
 * database or transaction it is given, with Drizzle's own row mapping. On PostgreSQL it is a named
 * prepared statement, which each connection parses and plans once. The name must be unique in the
 * process; the same builder gives the same text on PGlite and PostgreSQL, built once for each.
 *   const cartById = prebuilt('cart_by_id', (db, p: Placeholders<{ id: string }>) => db.select().from(carts).where(eq(carts.id, p.id)));
 *   const [row] = await cartById(tx, { id });
 */
export function prebuilt<V extends object, R>(name: string, build: (db: Db, p: Placeholders<V>) => Preparable<R>): (db: Db, values: V) => Promise<R>;
/** A statement written in SQL (`sql\`…\``): it answers as `db.execute` does, `{ rows }` with the columns as PostgreSQL names them. */
export function prebuilt<V extends object, Row>(name: string, build: (db: Db, p: Placeholders<V>) => SQL<Row>): (db: Db, values: V) => Promise<{ rows: Row[] }>;
export function prebuilt<V extends object>(name: string, build: (db: Db, p: Placeholders<V>) => Preparable<unknown> | SQL): (db: Db, values: V) => Promise<unknown> {
  if (names.has(name)) throw new Error(`prebuilt: the statement name ${name} is taken`);
  names.add(name);
  const placeholders = new Proxy({} as Placeholders<V>, { get: (_, key) => sql.placeholder(String(key)) });
  /** The statement built for each kind of session (PGlite's or node-postgres'): only the client differs between databases. */
  const built = new Map<object, PreparedQuery<unknown>>();
  return (db, values) => {
    const { session, dialect } = db as unknown as SessionOf;
    let template = built.get(session.constructor);
    if (!template) {
      const query = build(db, placeholders);
      template = is(query, SQL) ? session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false) : query.prepare(name);
      nullsPassEncoders(template);
      built.set(session.constructor, template);
    }
    // The same built statement, run on this database's (or transaction's) client.
    const bound = Object.create(template) as PreparedQuery<unknown> & { client: unknown };
    bound.client = session.client;
    return bound.execute(values as Record<string, unknown>);
  };
}
