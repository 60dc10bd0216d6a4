import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/porting';
import { route } from '../../lib/module';
import type { PortingService } from './service';

/** Per address (keyPrefix names the counter in the shared store); the PIN route also waits between PINs of one number. */
const LIMITS = {
  pins: { max: 10, timeWindow: 600_000, keyPrefix: 'dev-porting-pins' },
  dev: { max: 30, timeWindow: 60_000, keyPrefix: 'dev-porting' },
};

/** The porting sandbox for testers (contracts/porting.ts): 404 porting_sandbox_off with a real clearinghouse. Logs no number, ID or PIN. */
export async function portingRoutes(app: FastifyInstance, { porting }: { porting: PortingService }) {
  route(
    app,
    contract.requestDevPortingPin,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const { mobile_number, thai_id, lang } = req.body;
      return reply.status(201).send({ data: await porting.requestPin({ msisdn: mobile_number, thaiId: thai_id, lang }) });
    },
    { config: { rateLimit: LIMITS.pins } },
  );

  route(
    app,
    contract.listDevPortingNumbers,
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await porting.testNumbers() };
    },
    { config: { rateLimit: LIMITS.dev } },
  );

  route(
    app,
    contract.advanceDevPortingClock,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await porting.advanceClock(req.body.advance_minutes) };
    },
    { config: { rateLimit: LIMITS.dev } },
  );
}
