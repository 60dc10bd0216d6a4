import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteContract, RouteReply } from '@store/domain/contracts/define';
import type { Database, Db } from '../db/client';
import type { AppOptions } from '../app';
import type { Invalidation } from './invalidation';

/** What every module plugin is given (modules/README.md). */
export interface ModuleContext {
  database: Database;
  db: Db;
  options: AppOptions;
  /** `{BASE_PATH}` ('' at the root). */
  basePath: string;
  /** `{BASE_PATH}/api`: where a module's routes go. */
  apiPrefix: string;
  /** Cache invalidation across API processes (lib/invalidation.ts): subscribe the caches a module keeps. */
  invalidation: Invalidation;
}

/**
 * Declares a module: its name, the modules it needs registered first (checked by Fastify at start),
 * and what it registers (services as decorations, routes under `ctx.apiPrefix`, sweepers on
 * onReady/onClose). The plugin is not encapsulated, so its decorations are visible to later modules.
 */
export function defineModule(name: string, dependencies: string[], register: (app: FastifyInstance, ctx: ModuleContext) => Promise<void>) {
  return fp<ModuleContext>(async (app, ctx) => register(app, ctx), { name, dependencies, fastify: '5.x' });
}

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A request whose params, query, body and headers are typed by a contract. */
export type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Params: Out<C['params']>;
  Querystring: Out<C['querystring']>;
  Body: Out<C['body']>;
  Headers: Out<C['headers']>;
}>;

type RouteHooks = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'config' | 'bodyLimit' | 'preValidation'>;

/**
 * Registers a route from its contract (packages/domain/src/contracts): the handler parses nothing
 * itself, calls the service and returns the reply the contract declares.
 */
export function route<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (request: ContractRequest<C>, reply: FastifyReply) => Promise<RouteReply<C> | FastifyReply>,
  hooks: RouteHooks = {},
): void {
  const { method, path, ...schema } = contract;
  // Keys the contract leaves out stay out (Fastify warns about a key set to undefined).
  const defined = Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));
  app.route({
    method,
    url: path,
    schema: defined,
    ...hooks,
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
