import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressInputSchema, addressSchema, SUGGESTION_TYPES, suggestionSchema } from '@store/domain/address';
import { dataEnvelope } from '@store/domain/api';
import { parseLang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { requireSelf } from '../identity/session-guard';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress, type AddressKind } from './addresses';
import { suggest } from './suggestions';

const userParams = z.object({ user_id: z.string().max(64) });
const addressParams = userParams.extend({ address_id: z.coerce.number().int().positive() });
const one = dataEnvelope(addressSchema);
const list = dataEnvelope(z.array(addressSchema));
const deleted = dataEnvelope(z.object({ address_id: z.number().int(), deleted: z.literal(true) }));

/**
 * Thai address suggestions, the user's addresses (one default) and shipping addresses (spec 7
 * "Session, profile, address"). Every user-scoped call must name the session's own user id.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/address/suggestion/:type',
    {
      schema: {
        tags: ['address'],
        summary: 'Provinces, districts, subdistricts by name prefix, or every place of a postcode',
        params: z.object({ type: z.enum(SUGGESTION_TYPES) }),
        querystring: z.object({
          q: z.string().max(100).optional(),
          province_id: z.coerce.number().int().positive().optional(),
          district_id: z.coerce.number().int().positive().optional(),
          lang: z.string().max(8).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(100),
        }),
        response: { 200: dataEnvelope(z.array(suggestionSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      const { type } = request.params;
      const data = await suggest(db, type, { ...request.query, lang: parseLang(request.query.lang ?? request.headers['accept-language']?.slice(0, 2)) });
      return { data };
    },
  );

  // The same five operations for addresses and shipping addresses.
  const crud = (kind: AddressKind, base: string, item: string) => {
    app.get(base, { schema: { tags: ['address'], summary: `The user's ${kind} list`, params: userParams, response: { 200: list } } }, async (request, reply) => {
      const session = await requireSelf(db, request, request.params.user_id);
      reply.header('cache-control', 'no-store');
      return { data: await listAddresses(db, session.user.userId, kind) };
    });
    app.post(base, { schema: { tags: ['address'], summary: `Add a ${kind}`, params: userParams, body: addressInputSchema, response: { 201: one } } }, async (request, reply) => {
      const session = await requireSelf(db, request, request.params.user_id);
      return reply.status(201).send({ data: await createAddress(db, session.user.userId, kind, request.body) });
    });
    app.put(item, { schema: { tags: ['address'], summary: `Change a ${kind}`, params: addressParams, body: addressInputSchema, response: { 200: one } } }, async (request) => {
      const session = await requireSelf(db, request, request.params.user_id);
      return { data: await updateAddress(db, session.user.userId, kind, request.params.address_id, request.body) };
    });
    app.delete(item, { schema: { tags: ['address'], summary: `Delete a ${kind}`, params: addressParams, response: { 200: deleted } } }, async (request) => {
      const session = await requireSelf(db, request, request.params.user_id);
      await deleteAddress(db, session.user.userId, kind, request.params.address_id);
      return { data: { address_id: request.params.address_id, deleted: true as const } };
    });
  };
  crud('address', '/user/:user_id/address', '/user/:user_id/address/:address_id');
  crud('shipping', '/shipping_address/user/:user_id', '/shipping_address/user/:user_id/address/:address_id');

  app.put(
    '/user/:user_id/default/address',
    {
      schema: {
        tags: ['address'],
        summary: 'Make one address the default (exactly one per user)',
        params: userParams,
        body: z.object({ address_id: z.number().int().positive() }),
        response: { 200: list },
      },
    },
    async (request) => {
      const session = await requireSelf(db, request, request.params.user_id);
      return { data: await setDefaultAddress(db, session.user.userId, 'address', request.body.address_id) };
    },
  );
};
