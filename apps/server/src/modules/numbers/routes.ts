import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/numbers';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/module';
import { sendJson } from '../catalog/http-cache';
import { requireSession } from '../identity/session-guard';
import { cancelHold, holdNumber, listHolds } from './holds';
import { numberInPool, searchNumbers } from './search';
import type { NumbersService } from './service';

/** The number pool: search, one number's availability, and the shopper's holds (spec 7 "Numbers and packages"). */
export async function numbersRoutes(app: FastifyInstance, { db, numbers }: { db: Db; numbers: NumbersService }) {
  // Our own items, already in the schema's shape: sent as JSON text, without validating them again.
  route(app, contract.searchNumbers, async (req, reply) => sendJson(reply, JSON.stringify({ data: await searchNumbers(db, req.query) })));

  route(app, contract.listNumberHolds, async (req) => {
    const session = await requireSession(db, req);
    return { data: await listHolds(db, session.user.userId) };
  });

  route(app, contract.getNumber, async (req) => {
    const found = await numberInPool(db, req.params.number);
    if (!found) throw notFound('number_not_found', `No number ${req.params.number} in the pool.`);
    return { data: found };
  });

  route(app, contract.holdNumber, async (req, reply) => {
    const session = await requireSession(db, req);
    const { hold, created } = await holdNumber(db, { number: req.params.number, owner: session.user.userId, flow: req.body.flow, key: req.headers['idempotency-key'] });
    return reply.status(created ? 201 : 200).send({ data: hold });
  });

  route(app, contract.cancelNumberHold, async (req) => {
    const session = await requireSession(db, req);
    const released = await cancelHold(db, req.params.number, session.user.userId);
    await numbers.notifyReleased([released]);
    return { data: released };
  });
}
