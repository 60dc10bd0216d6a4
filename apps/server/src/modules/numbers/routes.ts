import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@store/domain/api';
import { MSISDN_RE } from '@store/domain/msisdn';
import { holdBodySchema, numberHoldSchema, numberItemSchema, numberSearchQuerySchema, numberSearchResultSchema } from '@store/domain/number-search';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { sendJson } from '../catalog/http-cache';
import { requireSession } from '../identity/session-guard';
import { cancelHold, holdNumber, listHolds } from './holds';
import { searchNumbers, toItem } from './search';
import type { NumbersService } from './service';
import { mobileNumbers } from './tables';
import { eq } from 'drizzle-orm';

const tags = ['numbers'];
const numberParams = z.object({ number: z.string().regex(MSISDN_RE, { message: 'number_invalid' }) });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(128) });

/** The number pool: search, one number's availability, and the shopper's holds (spec 7 "Numbers and packages"). */
export const numbersRoutes: FastifyPluginAsyncZod<{ db: Db; numbers: NumbersService }> = async (app, { db, numbers }) => {
  app.get(
    '/numbers/search',
    {
      schema: {
        tags,
        summary: 'Search available numbers (contains, starts, ends, position pattern, digit sum, favourite/avoided digits, class, price); cursor paged',
        querystring: numberSearchQuerySchema,
        response: { 200: dataEnvelope(numberSearchResultSchema) },
      },
    },
    // Our own items, already in the schema's shape: sent as JSON text, without validating them again.
    async (req, reply) => sendJson(reply, JSON.stringify({ data: await searchNumbers(db, req.query) })),
  );

  app.get('/numbers/holds', { schema: { tags, summary: 'My numbers on hold, soonest expiry first', response: { 200: dataEnvelope(z.array(numberHoldSchema)) } } }, async (req) => {
    const session = await requireSession(db, req);
    return { data: await listHolds(db, session.user.userId) };
  });

  app.get(
    '/numbers/:number',
    {
      schema: {
        tags,
        summary: 'One number and whether it can be held now (spec /truemoveh/mobiles available)',
        params: numberParams,
        response: { 200: dataEnvelope(numberItemSchema.extend({ available: z.boolean() })) },
      },
    },
    async (req) => {
      const [row] = await db.select().from(mobileNumbers).where(eq(mobileNumbers.number, req.params.number));
      if (!row) throw notFound('number_not_found', `No number ${req.params.number} in the pool.`);
      return { data: { ...toItem(row), available: row.status === 'available' } };
    },
  );

  app.post(
    '/numbers/:number/hold',
    {
      schema: {
        tags,
        summary: 'Hold a number (201; 200 when the caller holds it already); 409 number_unavailable or hold_limit',
        params: numberParams,
        headers: idempotencyHeaders,
        body: holdBodySchema,
        response: { 200: dataEnvelope(numberHoldSchema), 201: dataEnvelope(numberHoldSchema) },
      },
    },
    async (req, reply) => {
      const session = await requireSession(db, req);
      const { hold, created } = await holdNumber(db, { number: req.params.number, owner: session.user.userId, flow: req.body.flow, key: req.headers['idempotency-key'] });
      return reply.status(created ? 201 : 200).send({ data: hold });
    },
  );

  app.delete(
    '/numbers/:number/hold',
    {
      schema: {
        tags,
        summary: 'Give up my hold on a number (spec: number reservation cancel); the cart drops its line',
        params: numberParams,
        response: { 200: dataEnvelope(z.object({ number: z.string(), hold_id: z.string() })) },
      },
    },
    async (req) => {
      const session = await requireSession(db, req);
      const released = await cancelHold(db, req.params.number, session.user.userId);
      await numbers.notifyReleased([released]);
      return { data: released };
    },
  );
};
