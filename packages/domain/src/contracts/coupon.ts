import { z } from 'zod';
import { dataEnvelope } from '../api';
import {
  cartCouponSchema,
  collectResultSchema,
  couponConditionSchema,
  couponHistoryEntrySchema,
  couponSchema,
  syncBodySchema,
  syncResultSchema,
  walletCouponSchema,
  walletQuerySchema,
} from '../coupon';
import { defineRoute } from './define';

/** Coupons (spec 7 Coupons, decision 011): browse, conditions, collect, the wallet's lists and coupon sync. */
const tags = ['coupon'];
const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: dbId });
const langQuery = z.object({ lang: z.enum(['th', 'en']).optional() });

export const listCoupons = defineRoute({
  method: 'GET',
  path: '/coupons',
  tags,
  summary: 'Collectable coupons that have not ended (usable first, then upcoming, then used up)',
  querystring: langQuery,
  response: { 200: dataEnvelope(z.array(couponSchema)) },
});

export const getCoupon = defineRoute({
  method: 'GET',
  path: '/coupons/:id',
  tags,
  summary: 'One coupon with its conditions',
  params: idParams,
  querystring: langQuery,
  response: { 200: dataEnvelope(couponSchema) },
});

export const getCouponCondition = defineRoute({
  method: 'GET',
  path: '/coupons/:id/condition',
  tags,
  summary: 'Whether the coupon applies to a catalogue product, condition by condition',
  params: idParams,
  querystring: langQuery.extend({ product: dbId }),
  response: { 200: dataEnvelope(couponConditionSchema) },
});

export const collectCoupon = defineRoute({
  method: 'POST',
  path: '/coupons/:id/collect',
  tags,
  summary: 'Collect a coupon into my wallet (201 when new, 200 when held already); 409 coupon_fully_collected, 410 coupon_expired',
  params: idParams,
  response: { 200: dataEnvelope(collectResultSchema), 201: dataEnvelope(collectResultSchema) },
});

export const listMyCoupons = defineRoute({
  method: 'GET',
  path: '/my/coupons',
  tags,
  summary: 'My wallet: all, recently (collected), expiring (soon), used or expired',
  querystring: walletQuerySchema,
  response: { 200: dataEnvelope(z.array(walletCouponSchema)) },
});

export const listMyCartCoupons = defineRoute({
  method: 'GET',
  path: '/my/coupons/cart',
  tags,
  summary:
    'My collected coupons usable now, each checked against my cart: those that fit first (largest discount first), then why the others do not (coupon_min_spend with shortfall)',
  response: { 200: dataEnvelope(z.array(cartCouponSchema)) },
});

export const getMyCouponHistory = defineRoute({
  method: 'GET',
  path: '/my/coupons/history',
  tags,
  summary: 'My coupon history: uses (and uses given back) and coupons that ended, newest first',
  response: { 200: dataEnvelope(z.array(couponHistoryEntrySchema)) },
});

export const syncMyCoupons = defineRoute({
  method: 'POST',
  path: '/my/coupons/sync',
  tags,
  summary: 'Coupon sync (spec 9): sync_limit per UTC day, script_sync_time hours apart; 429 coupon_sync_limit or coupon_sync_too_soon with details.next_at',
  body: syncBodySchema.nullish(),
  response: { 200: dataEnvelope(syncResultSchema) },
});
