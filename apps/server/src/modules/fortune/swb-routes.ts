import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/fortune';
import type { SwbGroup } from '@store/domain/fortune';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { requireSession } from '../identity/session-guard';
import { mintToken, redeemSwb } from './swb';
import { createSwbKeys } from './swb-keys';

/** Per address: a shopper opens a link or two; enough for tabs and retries, too few to try tokens. */
const REDEEM_RATE_LIMIT = { max: 30, timeWindow: 60_000, keyPrefix: 'swb-redeem' };
/** Per address, like the sandbox SMS inbox. */
const MINT_RATE_LIMIT = { max: 30, timeWindow: 60_000, keyPrefix: 'swb-mint' };

/**
 * The SWB routes (decision 025): redeeming a partner's token, and, only while the store uses its
 * embedded partner keys (SWB_KEYS unset, a sandbox), minting tokens as a partner would. Nothing
 * about the token or the number is logged (the request log has the route pattern only).
 */
export async function swbRoutes(app: FastifyInstance, { db, swbKeys }: { db: Db; swbKeys?: Partial<Record<SwbGroup, string>> }) {
  const keys = createSwbKeys(db, swbKeys);

  route(
    app,
    contract.redeemSwb,
    async (request, reply) => {
      const session = await requireSession(db, request);
      const { result, created } = await redeemSwb(db, { numbers: app.numbers, keys }, { group: request.params.group, token: request.body.token, userId: session.user.userId });
      return reply.status(created ? 201 : 200).send({ data: result });
    },
    { config: { rateLimit: REDEEM_RATE_LIMIT } },
  );

  if (keys.embedded) {
    route(app, contract.mintSwbToken, async (request, reply) => reply.status(201).send({ data: await mintToken(keys, request.body) }), { config: { rateLimit: MINT_RATE_LIMIT } });
  }
}
