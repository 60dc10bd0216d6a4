import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/subscribers';
import { route } from '../../lib/module';
import type { SubscribersService } from './service';

/** Per address, like the SMS inbox (keyPrefix names the counter in the shared store). */
const DEV_LIMIT = { max: 30, timeWindow: 60_000, keyPrefix: 'dev-subscribers' };

/** GET /dev/subscribers: the sandbox's test lines for testers (404 with the operator's real system). */
export async function subscriberRoutes(app: FastifyInstance, { subscribers }: { subscribers: SubscribersService }) {
  route(
    app,
    contract.listDevSubscribers,
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await subscribers.testLines() };
    },
    { config: { rateLimit: DEV_LIMIT } },
  );
}
