import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  nextBangkokMidnight,
  type ConversionQueueFilter,
  type ConversionRowState,
  type StaffConversion,
  type ConversionState as ConversionViewState,
  type Pre2postOrderView,
  type Pre2postPlaced,
} from '@store/domain/pre2post';
import { maskMobile, maskThaiId } from '@store/domain/thai-id';
import type { z } from 'zod';
import type { pre2postOrderBodySchema } from '@store/domain/pre2post';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, gone, notFound, unprocessable } from '../../lib/errors';
import type { HoldHandler } from '../../lib/line-kinds';
import { getConfig } from '../config/service';
import type { Consents } from '../identity/consents';
import type { Orders } from '../order/service';
import type { OrderLine } from '../order/types';
import type { SimService } from '../sim/plugin';
import type { SubscriberChangeRecord, SubscribersService } from '../subscribers/service';
import type { EkycDecision, EkycPort } from './ekyc-port';
import type { Plans } from './plans';
import {
  PENDING_STATES,
  clearExpiredThaiIds,
  conversionBy,
  conversionsByIds,
  conversionsPage,
  conversionsToReconcile,
  insertConversion,
  pendingConversionOf,
  qualificationRow,
  updateConversion,
  type ConversionRow,
} from './repository';

export type Pre2postOrderBody = z.output<typeof pre2postOrderBodySchema>;

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));
const pendingError = () => conflict('conversion_pending', 'This number already has a conversion to postpaid on the way.');

/** The conversion's state as the order page shows it. */
const VIEW_STATE: Record<ConversionRow['state'], ConversionViewState> = {
  awaiting_ekyc: 'pending',
  to_schedule: 'pending',
  scheduled: 'scheduled',
  applied: 'applied',
  cancelled: 'cancelled',
};

export interface ConversionDeps {
  db: Db;
  log: FastifyBaseLogger;
  sim: Pick<SimService, 'decrypt'>;
  subscribers: SubscribersService;
  orders: Orders;
  consents: Consents;
  plans: Plans;
  ekyc: EkycPort;
}

/**
 * Conversion orders (decision 028): a `pre_to_post` service order whose line holds the number's
 * pending conversion (hold kind `conversion`, one per number). Placed awaiting_ekyc or in_progress;
 * approved eKYC -> in_progress and the change scheduled in the subscriber system for the next 00:00
 * Asia/Bangkok; rejected or expired eKYC -> cancelled and the conversion given back; the change
 * applied -> completed. Every step runs in the transaction of the event that caused it.
 */
export function createConversions(deps: ConversionDeps) {
  const { db, log, subscribers, orders } = deps;

  /**
   * Sends an approved conversion to the subscriber system (in `tx`). A busy system leaves it
   * to_schedule for the sweeper; a refusal is thrown at placement (`throw`) or cancels the order later (`cancel`).
   */
  async function schedule(tx: Db, conv: ConversionRow, onRefusal: 'throw' | 'cancel', now = new Date()): Promise<void> {
    let change: SubscriberChangeRecord;
    try {
      change = await subscribers.scheduleChange(
        { msisdn: conv.msisdn, kind: 'convert_to_postpaid', to: { nas_code: conv.nasCode, title: conv.planTitle }, effectiveAt: nextBangkokMidnight(now), reference: conv.orderId },
        tx,
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.status === 503) {
        log.warn({ order: conv.orderNumber, code: err.code }, 'conversion not scheduled yet: the subscriber system is busy; the sweeper retries');
        await updateConversion(tx, conv.id, { attempts: conv.attempts + 1, lastErrorCode: err.code, lastAttemptAt: now, updatedAt: now });
        return;
      }
      if (onRefusal === 'throw') throw err.code === 'subscriber_change_pending' ? pendingError() : err;
      log.warn({ order: conv.orderNumber, code: err.code }, 'the subscriber system refused the conversion: order cancelled');
      await updateConversion(tx, conv.id, { attempts: conv.attempts + 1, lastErrorCode: err.code, lastAttemptAt: now, updatedAt: now });
      await orders.moveServiceOrder(tx, conv.orderId, 'cancelled', now);
      return;
    }
    await updateConversion(tx, conv.id, {
      state: 'scheduled',
      changeId: change.id,
      effectiveAt: change.effectiveAt,
      scheduledAt: now,
      attempts: conv.attempts + 1,
      lastErrorCode: null,
      lastAttemptAt: now,
      updatedAt: now,
    });
    await orders.setServiceFulfilment(tx, conv.orderId, { sent_at: now.toISOString(), effective_at: change.effectiveAt.toISOString(), reference: change.id }, now);
  }

  /** An eKYC decision (in the decision's transaction); once per application, and again harmlessly from the sweeper. */
  async function decided(tx: Db, decision: Pick<EkycDecision, 'applicationId' | 'status' | 'purpose'>): Promise<void> {
    if (decision.purpose !== 'pre_to_post') return;
    const conv = await conversionBy(tx, { ekycApplicationId: decision.applicationId }, true);
    if (!conv || conv.state !== 'awaiting_ekyc') return;
    if (decision.status === 'approved') {
      await orders.moveServiceOrder(tx, conv.orderId, 'in_progress');
      await schedule(tx, await updateConversion(tx, conv.id, { state: 'to_schedule' }), 'cancel');
    } else {
      // The order module gives back what the line holds: the hold handler below cancels the conversion.
      await orders.moveServiceOrder(tx, conv.orderId, 'cancelled');
    }
  }

  /** The subscriber system applied a change (in the transaction that did or recorded it): the conversion is done, the order completed. */
  async function applied(tx: Db, change: SubscriberChangeRecord): Promise<void> {
    const conv = await conversionBy(tx, { changeId: change.id }, true);
    if (!conv || conv.state !== 'scheduled') return;
    await updateConversion(tx, conv.id, { state: 'applied' });
    await orders.moveServiceOrder(tx, conv.orderId, 'completed');
  }

  /** The `conversion` hold kind: what a pre_to_post line holds, taken at placing, given back when its order is cancelled. */
  const holds: HoldHandler = {
    kind: 'conversion',
    owner: 'pre2post',
    // Service lines never sit in a cart.
    async lineRemoved() {},
    async reserve(tx, ids, order) {
      for (const conv of await conversionsByIds(tx, ids)) {
        if (conv.orderId !== order.orderId || !PENDING_STATES.includes(conv.state)) throw pendingError();
      }
    },
    async paid() {},
    /** The order was cancelled (eKYC rejected or expired, or the subscriber system refused): the conversion ends. */
    async expired(tx, ids) {
      for (const conv of await conversionsByIds(tx, ids, true)) {
        if (!PENDING_STATES.includes(conv.state)) continue;
        if (conv.state === 'scheduled' && conv.changeId) await subscribers.cancelChange(conv.changeId, tx);
        await updateConversion(tx, conv.id, { state: 'cancelled' });
      }
    },
    async cancelled() {},
  };

  return {
    holds,
    decided,
    applied,

    /**
     * POST /pre2post/orders. What needs the database outside the placing transaction (the eKYC
     * service, the subscriber system, the key to the stored ID) is read first; the rules are applied
     * inside it, after the Idempotency-Key showed the request is new (a replay gives the same order).
     */
    async place(userId: string, key: string, body: Pre2postOrderBody): Promise<{ placed: Pre2postPlaced; created: boolean }> {
      const attempt = async <T>(fn: () => Promise<T>): Promise<{ value?: T; error?: unknown }> =>
        fn().then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
      const need = <T>(r: { value?: T; error?: unknown }): T => {
        if (r.error !== undefined) throw r.error;
        return r.value as T;
      };
      const ekycRequired = (await getConfig(db, 'ekyc_mobile')).toggle;
      const plan = (await deps.plans.list()).find((p) => p.nas_code === body.nas_code) ?? null;
      const q = await qualificationRow(db, body.qualification_id);
      const mine = q && q.userId === userId ? q : null;
      const scheduledElsewhere = mine ? await attempt(() => subscribers.scheduledChange(mine.msisdn)) : { value: null };
      const application = await attempt(async () => {
        if (!body.ekyc_application_id || !mine?.thaiIdEnc) return null;
        const found = await deps.ekyc.get(body.ekyc_application_id, userId);
        const thaiId = await deps.sim.decrypt(mine.thaiIdEnc);
        const ours = found.purpose === 'pre_to_post' && (await deps.ekyc.belongsTo(found.id, { userId, thaiId, purpose: 'pre_to_post' }));
        return { ...found, ours };
      });

      const { order, created } = await orders.placeServiceOrder({
        userId,
        key,
        request: body,
        billingAddress: body.billing_address,
        contact: { name: body.billing_address.name, phone: body.billing_address.phone, email: body.email ?? null },
        prepare: async (tx, { id, orderNumber, at }) => {
          const qual = await qualificationRow(tx, body.qualification_id, true);
          if (!qual || qual.userId !== userId) throw notFound('qualification_not_found', 'No such qualification.');
          if (qual.expiresAt.getTime() <= at.getTime() || !qual.thaiIdEnc) throw gone('qualification_expired', 'The check has run out. Please check your number again.');
          if (!qual.qualified) throw unprocessable('not_qualified', 'This number cannot be converted to postpaid.', { reasons: qual.reasons });
          if ((await pendingConversionOf(tx, qual.msisdn)) || need(scheduledElsewhere)) throw pendingError();
          const chosen = plan;
          if (!chosen) throw unprocessable('plan_not_found', 'This plan is not offered for a conversion.');
          const app = need(application);
          if (app) {
            if (!app.ours) throw forbidden('ekyc_not_for_this_id', 'This identity check was made for another ID card.');
            if (app.status === 'rejected') throw unprocessable('ekyc_rejected', 'The identity check was not approved.', { reason: app.reject_reason });
            if (app.status === 'expired') throw unprocessable('ekyc_expired', 'The identity check ran out of time. Please start a new one.');
          } else if (ekycRequired) throw unprocessable('ekyc_required', 'An identity check (eKYC) is needed for this order.');
          const approved = !ekycRequired || app?.status === 'approved';
          const conversionId = randomUUID();
          const conv = await insertConversion(tx, {
            id: conversionId,
            orderId: id,
            orderNumber,
            userId,
            msisdn: qual.msisdn,
            qualificationId: qual.id,
            nasCode: chosen.nas_code,
            planTitle: chosen.name,
            ekycApplicationId: app?.id ?? null,
            state: approved ? 'to_schedule' : 'awaiting_ekyc',
            createdAt: at,
            updatedAt: at,
          });
          if (!conv) throw pendingError();
          const line: OrderLine = {
            id: randomUUID(),
            product_type: 'pre_to_post',
            product_id: chosen.nas_code,
            variant_id: null,
            category: 'pre_to_post',
            title: chosen.name,
            image: chosen.image.mobile,
            href: `/pre2post/priceplan/${encodeURIComponent(chosen.nas_code)}`,
            // Nothing is charged now: the plan's fee is billed monthly.
            price: 0,
            compare_at_price: null,
            quantity: 1,
            discount: 0,
            coupon_discount: 0,
            line_total: 0,
            capacity: null,
            colour: null,
            sim_meta: {
              thai_id: maskThaiId(`000000000${qual.thaiIdLast4}`),
              number: maskMobile(qual.msisdn),
              dealer_code: null,
              correlation_id: conversionId,
              campaign_type: 'pre_to_post',
              sim_type: 'physical-sim',
              birth_date: null,
            },
            existing_campaign: null,
            bundle: null,
            inventory_id: null,
            hold: { kind: 'conversion', id: conversionId },
            flash_sale_id: null,
          };
          return { lines: [line], state: approved ? 'in_progress' : 'awaiting_ekyc' };
        },
        placed: async (tx, placedOrder) => {
          await deps.consents.record(tx, { userId, context: 'pre_to_post', answers: body.consents, order: { id: placedOrder.id, number: placedOrder.orderNumber } });
          if (placedOrder.state !== 'in_progress') return;
          const conv = await conversionBy(tx, { orderNumber: placedOrder.orderNumber }, true);
          if (conv) await schedule(tx, conv, 'throw');
        },
      });
      return { placed: { order_number: order.orderNumber, secure_key: order.secureKey, state: order.state as Pre2postPlaced['state'] }, created };
    },

    /** GET /pre2post/orders/:secure_key: the order view and its conversion (404 order_not_found for an order that is not a conversion). */
    async view(secureKey: string): Promise<Pre2postOrderView> {
      const order = await orders.bySecureKey(secureKey);
      const conv = await conversionBy(db, { orderNumber: order.order_number });
      if (!conv) throw notFound('order_not_found', 'No such order.');
      return {
        ...order,
        conversion: {
          number: maskMobile(conv.msisdn),
          nas_code: conv.nasCode,
          plan_title: conv.planTitle,
          effective_at: conv.effectiveAt?.toISOString() ?? null,
          state: VIEW_STATE[conv.state],
        },
      };
    },

    /** The console's queue (decision 045): a keyset page, newest first, numbers masked. */
    async staffList(filter: ConversionQueueFilter | undefined, cursor: string | undefined, limit: number): Promise<{ items: StaffConversion[]; next_cursor: string | null }> {
      const states: ConversionRowState[] | undefined = filter === 'attention' ? ['awaiting_ekyc', 'to_schedule'] : filter ? [filter] : undefined;
      let after: { createdAt: Date; id: string } | undefined;
      if (cursor) {
        const [at, id] = cursor.split('|');
        after = { createdAt: new Date(at), id };
      }
      const rows = await conversionsPage(db, { states, after, limit });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { items: page.map(staffView), next_cursor: rows.length > limit && last ? `${last.createdAt.toISOString()}|${last.id}` : null };
    },

    async staffGet(id: string): Promise<StaffConversion> {
      const conv = await conversionBy(db, { id });
      if (!conv) throw notFound('conversion_not_found', 'No such conversion.');
      return staffView(conv);
    },

    /**
     * Staff retry: an approved conversion the subscriber system has not taken (to_schedule) is sent now,
     * as the sweeper would (busy: stays to_schedule with the error recorded; refused: the order is cancelled).
     */
    async staffRetry(id: string, now = new Date()): Promise<{ before: StaffConversion; after: StaffConversion }> {
      return inTx(db, async (tx) => {
        const conv = await conversionBy(tx, { id }, true);
        if (!conv) throw notFound('conversion_not_found', 'No such conversion.');
        if (conv.state !== 'to_schedule') throw conflict('conversion_not_retryable', 'Only an approved conversion not yet taken by the subscriber system can be sent again.');
        await schedule(tx, conv, 'cancel', now);
        return { before: staffView(conv), after: staffView((await conversionBy(tx, { id }))!) };
      });
    },

    /** Staff cancel: the service order is cancelled, which gives the conversion back (and cancels a scheduled change). */
    async staffCancel(id: string, now = new Date()): Promise<{ before: StaffConversion; after: StaffConversion }> {
      return inTx(db, async (tx) => {
        const conv = await conversionBy(tx, { id }, true);
        if (!conv) throw notFound('conversion_not_found', 'No such conversion.');
        if (!PENDING_STATES.includes(conv.state)) throw conflict('conversion_not_pending', 'This conversion is no longer pending.');
        await orders.moveServiceOrder(tx, conv.orderId, 'cancelled', now);
        return { before: staffView(conv), after: staffView((await conversionBy(tx, { id }))!) };
      });
    },

    /**
     * The sweeper: forgets the IDs of ended qualifications, takes eKYC decisions it may have missed
     * (an application decided while its order was being placed), and schedules approved conversions
     * the subscriber system was too busy to take.
     */
    async sweep(now = new Date()): Promise<void> {
      await clearExpiredThaiIds(db, now);
      for (const conv of await conversionsToReconcile(db)) {
        if (conv.state === 'awaiting_ekyc') {
          if (!conv.ekycApplicationId) continue;
          const app = await deps.ekyc.get(conv.ekycApplicationId, conv.userId).catch(() => null);
          if (!app || (app.status !== 'approved' && app.status !== 'rejected' && app.status !== 'expired')) continue;
          const status = app.status;
          await inTx(db, (tx) => decided(tx, { applicationId: conv.ekycApplicationId!, status, purpose: 'pre_to_post' }));
        } else {
          await inTx(db, async (tx) => {
            const [locked] = await conversionsByIds(tx, [conv.id], true);
            if (locked?.state === 'to_schedule') await schedule(tx, locked, 'cancel', now);
          });
        }
      }
    },
  };
}

/** A conversion as staff see it: the number masked (personal data), no ID. */
function staffView(conv: ConversionRow): StaffConversion {
  return {
    id: conv.id,
    order_number: conv.orderNumber,
    mobile_number: maskMobile(conv.msisdn),
    nas_code: conv.nasCode,
    plan_title: conv.planTitle,
    state: conv.state,
    ekyc_application_id: conv.ekycApplicationId,
    change_id: conv.changeId,
    effective_at: conv.effectiveAt?.toISOString() ?? null,
    scheduled_at: conv.scheduledAt?.toISOString() ?? null,
    attempts: conv.attempts,
    last_error_code: conv.lastErrorCode,
    last_attempt_at: conv.lastAttemptAt?.toISOString() ?? null,
    created_at: conv.createdAt.toISOString(),
    updated_at: conv.updatedAt.toISOString(),
  };
}

export type Conversions = ReturnType<typeof createConversions>;
