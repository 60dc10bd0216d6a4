import type { z } from 'zod';

/**
 * One API route's contract (issue 11): method, path, OpenAPI words and the zod schemas of its
 * params, query, body and responses. The server registers the route from it (validation, OpenAPI);
 * the web app takes its types only (`import type`), so no schema reaches the storefront bundle.
 */
export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to `{BASE_PATH}/api`, Fastify syntax (`/orders/:order_number`). */
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** Every route declares its success answer; a test fails on a route without one. */
  response: { [status: number]: z.ZodType };
}

/** Declares a contract, keeping its literal types. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type SuccessStatus<C extends RouteContract> = Extract<keyof C['response'], 200 | 201 | 202>;

/** The path params, query and body a caller sends. */
export type RouteParams<C extends RouteContract> = Input<C['params']>;
export type RouteQuery<C extends RouteContract> = Input<C['querystring']>;
export type RouteBody<C extends RouteContract> = Input<C['body']>;
/** The success answer as sent (`{ data }` for JSON routes). */
export type RouteReply<C extends RouteContract> = C['response'][SuccessStatus<C>] extends z.ZodType ? z.output<C['response'][SuccessStatus<C>]> : never;
/** The `data` of the success answer. */
export type RouteData<C extends RouteContract> = RouteReply<C> extends { data: infer D } ? D : RouteReply<C>;
