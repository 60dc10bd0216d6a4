import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contract from '@store/domain/contracts/address';
import { parseLang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { route, type ContractRequest } from '../../lib/module';
import { requireSelf } from '../identity/session-guard';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress, type AddressKind } from './addresses';
import { suggest } from './suggestions';

/**
 * Thai address suggestions, the user's addresses (one default) and shipping addresses (spec 7
 * "Session, profile, address"). Every user-scoped call must name the session's own user id.
 */
export async function addressRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, contract.getAddressSuggestions, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    const { type } = request.params;
    const data = await suggest(db, type, { ...request.query, lang: parseLang(request.query.lang ?? request.headers['accept-language']?.slice(0, 2)) });
    return { data };
  });

  // The same four operations for addresses and shipping addresses (the user id is the session's own).
  const list = (kind: AddressKind) => async (request: ContractRequest<typeof contract.listAddresses>, reply: FastifyReply) => {
    const session = await requireSelf(db, request, request.params.user_id);
    reply.header('cache-control', 'no-store');
    return { data: await listAddresses(db, session.user.userId, kind) };
  };
  const create = (kind: AddressKind) => async (request: ContractRequest<typeof contract.createAddress>, reply: FastifyReply) => {
    const session = await requireSelf(db, request, request.params.user_id);
    return reply.status(201).send({ data: await createAddress(db, session.user.userId, kind, request.body) });
  };
  const update = (kind: AddressKind) => async (request: ContractRequest<typeof contract.updateAddress>) => {
    const session = await requireSelf(db, request, request.params.user_id);
    return { data: await updateAddress(db, session.user.userId, kind, request.params.address_id, request.body) };
  };
  const remove = (kind: AddressKind) => async (request: ContractRequest<typeof contract.deleteAddress>) => {
    const session = await requireSelf(db, request, request.params.user_id);
    await deleteAddress(db, session.user.userId, kind, request.params.address_id);
    return { data: { address_id: request.params.address_id, deleted: true as const } };
  };

  route(app, contract.listAddresses, list('address'));
  route(app, contract.createAddress, create('address'));
  route(app, contract.updateAddress, update('address'));
  route(app, contract.deleteAddress, remove('address'));
  route<typeof contract.listShippingAddresses>(app, contract.listShippingAddresses, list('shipping'));
  route<typeof contract.createShippingAddress>(app, contract.createShippingAddress, create('shipping'));
  route<typeof contract.updateShippingAddress>(app, contract.updateShippingAddress, update('shipping'));
  route<typeof contract.deleteShippingAddress>(app, contract.deleteShippingAddress, remove('shipping'));

  route(app, contract.setDefaultAddress, async (request) => {
    const session = await requireSelf(db, request, request.params.user_id);
    return { data: await setDefaultAddress(db, session.user.userId, 'address', request.body.address_id) };
  });
}
