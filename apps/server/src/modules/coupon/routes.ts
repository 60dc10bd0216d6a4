import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@store/domain/api';
import {
  collectResultSchema,
  couponConditionSchema,
  couponHistoryEntrySchema,
  couponSchema,
  syncBodySchema,
  syncResultSchema,
  walletCouponSchema,
  walletQuerySchema,
} from '@store/domain/coupon';
import type { Db } from '../../db/client';
import { requireSession } from '../identity/session-guard';
import { getCondition, getCoupon, listCoupons } from './catalogue';
import { collectCoupon, listWallet, syncWallet, walletHistory } from './wallet';

const tags = ['coupon'];
const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: dbId });
const langQuery = z.object({ lang: z.enum(['th', 'en']).optional() });

/** The signed-in user's id, or null for a guest. */
const userIdOf = (db: Db, request: FastifyRequest) =>
  requireSession(db, request).then(
    (s) => s.user.userId,
    () => null,
  );

/** Coupons (spec 7 Coupons, decision 011): browse, conditions, collect, the wallet's lists and coupon sync. */
export const couponRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Collectable coupons that have not ended (usable first, then upcoming, then used up)',
        querystring: langQuery,
        response: { 200: dataEnvelope(z.array(couponSchema)) },
      },
    },
    async (req) => ({ data: await listCoupons(db, await userIdOf(db, req)) }),
  );

  app.get(
    '/coupons/:id',
    { schema: { tags, summary: 'One coupon with its conditions', params: idParams, querystring: langQuery, response: { 200: dataEnvelope(couponSchema) } } },
    async (req) => ({ data: await getCoupon(db, req.params.id, await userIdOf(db, req)) }),
  );

  app.get(
    '/coupons/:id/condition',
    {
      schema: {
        tags,
        summary: 'Whether the coupon applies to a catalogue product, condition by condition',
        params: idParams,
        querystring: langQuery.extend({ product: dbId }),
        response: { 200: dataEnvelope(couponConditionSchema) },
      },
    },
    async (req) => ({ data: await getCondition(db, req.params.id, req.query.product, await userIdOf(db, req)) }),
  );

  app.post(
    '/coupons/:id/collect',
    {
      schema: {
        tags,
        summary: 'Collect a coupon into my wallet (201 when new, 200 when held already); 409 coupon_fully_collected, 410 coupon_expired',
        params: idParams,
        response: { 200: dataEnvelope(collectResultSchema), 201: dataEnvelope(collectResultSchema) },
      },
    },
    async (req, reply) => {
      const session = await requireSession(db, req);
      const result = await collectCoupon(db, session.user.userId, req.params.id);
      return reply.status(result.created ? 201 : 200).send({ data: result });
    },
  );

  app.get(
    '/my/coupons',
    {
      schema: {
        tags,
        summary: 'My wallet: all, recently (collected), expiring (soon), used or expired',
        querystring: walletQuerySchema,
        response: { 200: dataEnvelope(z.array(walletCouponSchema)) },
      },
    },
    async (req) => {
      const session = await requireSession(db, req);
      return { data: await listWallet(db, session.user.userId, req.query.list) };
    },
  );

  app.get(
    '/my/coupons/history',
    {
      schema: {
        tags,
        summary: 'My coupon history: uses (and uses given back) and coupons that ended, newest first',
        response: { 200: dataEnvelope(z.array(couponHistoryEntrySchema)) },
      },
    },
    async (req) => {
      const session = await requireSession(db, req);
      return { data: await walletHistory(db, session.user.userId) };
    },
  );

  app.post(
    '/my/coupons/sync',
    {
      schema: {
        tags,
        summary: 'Coupon sync (spec 9): sync_limit per UTC day, script_sync_time hours apart; 429 coupon_sync_limit or coupon_sync_too_soon with details.next_at',
        body: syncBodySchema.nullish(),
        response: { 200: dataEnvelope(syncResultSchema) },
      },
    },
    async (req) => {
      const session = await requireSession(db, req);
      return { data: await syncWallet(db, session.user.userId, req.body?.date_from) };
    },
  );
};
