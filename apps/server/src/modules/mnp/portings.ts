import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CANCELLABLE_PORTING_STATES,
  DONOR_NAMES,
  ENDED_PORTING_STATES,
  MNP_SUBMIT_MAX_ATTEMPTS,
  PORTING_STEPS,
  iccidOf,
  submitBackoffMs,
  type MnpMode,
  type MnpPlaced,
  type MnpPortingState,
  type MnpPortingView,
  type MnpStaffPorting,
  type PortingRejectReason,
  type mnpPlaceOrderBodySchema,
} from '@store/domain/mnp';
import type { ProductType } from '@store/domain/line-kinds';
import { maskMobile, maskThaiId } from '@store/domain/thai-id';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, gone, notFound, unprocessable } from '../../lib/errors';
import type { HoldHandler } from '../../lib/line-kinds';
import type { ServiceLineInput } from '../cart/service';
import type { CartService } from '../cart/service';
import type { EkycService } from '../ekyc/plugin';
import type { Consents } from '../identity/consents';
import type { Orders } from '../order/service';
import { requestHash } from '../payment/request-hash';
import type { SimService } from '../sim/plugin';
import type { SubscribersService } from '../subscribers/service';
import type { Offers } from './offers';
import type { PortingClient, PortingRequest } from './porting-port';
import {
  bundleOf,
  bundleRow,
  claimSubmission,
  clearExpiredVerifications,
  dueSubmissions,
  freeTempNumberOf,
  insertPorting,
  openPortingOf,
  portingByKey,
  portingRow,
  portingsByIds,
  portingsByState,
  portingsOfOrder,
  takeTempNumber,
  updatePorting,
  type PortingRow,
} from './repository';
import { pinRequired, portingInProgress, type Verifying } from './verify';

export type MnpPlaceOrderBody = z.output<typeof mnpPlaceOrderBodySchema>;

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));
const portingNotFound = () => notFound('porting_not_found', 'No such porting.');
/** A claimed submission is not claimed again for this long (another process submitting it). */
const SUBMIT_LEASE_MS = 120_000;
/** Wrong SIM serials an activation may try (then 429 activation_locked). */
const ACTIVATION_MAX_ATTEMPTS = 5;
const OPEN_AT_CLEARINGHOUSE: MnpPortingState[] = ['submitted', 'donor_validating', 'approved'];

const PRODUCT_TYPE: Record<MnpMode, ProductType> = { one_step: 'mnp_one_step', two_step: 'mnp_two_step', bundle: 'device_mnp_bundle', auto: 'device_mnp_bundle' };

/** The steps tracking shows, each done once its time is known. */
function stepsOf(p: PortingRow): MnpPortingView['steps'] {
  const at: Record<(typeof PORTING_STEPS)[number], Date | null> = {
    submitted: p.submittedAt,
    donor_validating: p.validatingAt,
    approved: p.approvedAt,
    scheduled: p.scheduledAt,
    completed: p.completedAt,
  };
  return PORTING_STEPS.map((key) => ({ key, done: at[key] !== null, at: at[key]?.toISOString() ?? null }));
}

export function toView(p: PortingRow, orderState: string | null): MnpPortingView {
  return {
    id: p.id,
    order_number: p.orderNumber,
    mode: p.mode,
    mobile_number: maskMobile(p.msisdn),
    donor: { id: p.donor, name: DONOR_NAMES[p.donor] },
    plan: { nas_code: p.nasCode, title: p.planTitle },
    state: p.state,
    reason: p.reason,
    window_at: p.windowAt?.toISOString() ?? null,
    temp_number: p.state === 'completed' ? null : p.tempNumber,
    steps: stepsOf(p),
    cancellable: CANCELLABLE_PORTING_STATES.includes(p.state),
    can_activate: p.mode === 'two_step' && p.state === 'awaiting_activation' && orderState === 'delivered',
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function toStaffView(p: PortingRow, orderState: string | null): MnpStaffPorting {
  return {
    ...toView(p, orderState),
    attempts: p.attempts,
    last_error_code: p.lastErrorCode,
    next_attempt_at: p.nextAttemptAt?.toISOString() ?? null,
    request_id: p.requestId,
  };
}

export interface PortingDeps {
  db: Db;
  log: FastifyBaseLogger;
  sim: Pick<SimService, 'encrypt' | 'decrypt'>;
  porting: PortingClient;
  orders: Orders;
  cart: Pick<CartService, 'removeLinesByHold'>;
  consents: Consents;
  subscribers: Pick<SubscribersService, 'portIn'>;
  ekyc: Pick<EkycService, 'get' | 'belongsTo'>;
  offers: Offers;
  verifying: Verifying;
  ekycRequired: () => Promise<boolean>;
  /** Runs `work` soon, after the caller's transaction (a kick; the sweepers do the work anyway). */
  later: (work: () => Promise<unknown>) => void;
}

/**
 * The store's portings (decision 030): the `porting` hold of an MNP cart line, from the cart (held)
 * through the order (awaiting_payment, then to_submit or, two-step, awaiting_activation until the
 * delivered SIM is activated) to the clearinghouse (submitted with retries and backoff, or `stuck`
 * for staff) and its answer: completed (the number joins our subscribers), rejected (the order is
 * cancelled and refunded while it has not shipped) or cancelled by the shopper before it is scheduled.
 */
export function createPortings(deps: PortingDeps) {
  const { db, log, porting, orders } = deps;

  const orderStateOf = async (p: PortingRow) => (p.orderId ? ((await orders.viewById(p.orderId).catch(() => null))?.state ?? null) : null);
  const kickCancellations = () => deps.later(() => orders.runCancellations());

  /** Ends the porting's secrets and temporary number (in `tx`). */
  async function end(tx: Db, p: PortingRow, state: 'rejected' | 'cancelled' | 'completed', extra: Partial<PortingRow> = {}): Promise<PortingRow> {
    const row = await updatePorting(tx, p.id, { state, thaiIdEnc: null, pinEnc: null, nextAttemptAt: null, ...extra });
    await freeTempNumberOf(tx, p.id);
    return row;
  }

  /** The other portings of a cancelled order end too (cancelled at the clearinghouse while that is still possible). */
  async function endOthers(tx: Db, orderId: string, exceptId: string): Promise<void> {
    for (const other of await portingsOfOrder(tx, { orderId }, true)) {
      if (other.id === exceptId || ENDED_PORTING_STATES.includes(other.state)) continue;
      if (other.requestId && OPEN_AT_CLEARINGHOUSE.includes(other.state)) {
        try {
          await porting.cancel(other.requestId, tx);
        } catch (err) {
          log.warn(
            { porting: other.id, order: other.orderNumber, code: err instanceof AppError ? err.code : 'error' },
            'could not cancel a porting of a cancelled order at the clearinghouse',
          );
          continue;
        }
      }
      await end(tx, other, 'cancelled');
    }
  }

  /** Compensation: the porting was refused; its order is cancelled and refunded while it has not shipped. */
  async function reject(tx: Db, p: PortingRow, reason: PortingRejectReason, at: Date): Promise<void> {
    await end(tx, p, 'rejected', { reason, validatingAt: p.validatingAt ?? (p.submittedAt ? at : null) });
    if (!p.orderId) return;
    const outcome = await orders.cancelPaid(tx, p.orderId, `porting_rejected:${reason}`, at);
    if (outcome === 'cancelled') {
      await endOthers(tx, p.orderId, p.id);
      kickCancellations();
    } else if (outcome === 'not_cancellable')
      log.warn({ porting: p.id, order: p.orderNumber, reason }, 'porting rejected after its order shipped: the order stays; staff follow up');
  }

  /** A clearinghouse state change (in the transaction that made or recorded it). Idempotent. */
  async function changed(tx: Db, record: PortingRequest): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(record.reference)) return;
    const p = await portingRow(tx, record.reference, true);
    if (!p || ENDED_PORTING_STATES.includes(p.state)) return;
    if (p.requestId && p.requestId !== record.id) return;
    const at = record.updatedAt;
    const base = { requestId: record.id, submittedAt: p.submittedAt ?? record.submittedAt, pinEnc: null, nextAttemptAt: null };
    switch (record.state) {
      case 'submitted':
        if (p.state === 'to_submit') await updatePorting(tx, p.id, { ...base, state: 'submitted' });
        return;
      case 'donor_validating':
        await updatePorting(tx, p.id, { ...base, state: 'donor_validating', validatingAt: p.validatingAt ?? at });
        return;
      case 'approved':
        await updatePorting(tx, p.id, { ...base, state: 'approved', validatingAt: p.validatingAt ?? at, approvedAt: p.approvedAt ?? at });
        return;
      case 'scheduled':
        await updatePorting(tx, p.id, {
          ...base,
          state: 'scheduled',
          validatingAt: p.validatingAt ?? at,
          approvedAt: p.approvedAt ?? at,
          scheduledAt: p.scheduledAt ?? at,
          windowAt: record.windowAt,
        });
        return;
      case 'completed': {
        // The number joins our subscribers with the ordered package, its holder the ID checked at the start.
        if (p.thaiIdEnc) {
          const holderThaiId = await deps.sim.decrypt(p.thaiIdEnc);
          try {
            await deps.subscribers.portIn({ msisdn: p.msisdn, type: 'postpaid', holderThaiId, package: { nas_code: p.nasCode, title: p.planTitle }, reference: p.id }, tx);
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            log.error({ porting: p.id, order: p.orderNumber, code: err.code }, 'porting completed but the subscriber system refused the line: staff follow up');
          }
        }
        await end(tx, p, 'completed', {
          ...base,
          validatingAt: p.validatingAt ?? at,
          approvedAt: p.approvedAt ?? at,
          scheduledAt: p.scheduledAt ?? at,
          windowAt: p.windowAt ?? record.windowAt,
          completedAt: record.completedAt ?? at,
        });
        return;
      }
      case 'rejected':
        await updatePorting(tx, p.id, base);
        await reject(tx, { ...p, ...base } as PortingRow, record.reason ?? 'number_inactive', at);
        return;
      case 'cancelled':
        await end(tx, p, 'cancelled', base);
        return;
    }
  }

  /** Submits one due porting: claimed first (so one process submits it), sent without a transaction, the answer recorded after. */
  async function submitOne(id: string, now: Date): Promise<void> {
    const claimed = await claimSubmission(db, id, now, SUBMIT_LEASE_MS);
    if (!claimed) return;
    let record: PortingRequest | null = null;
    let code: string | null = null;
    if (!claimed.thaiIdEnc) code = 'identity_missing';
    else {
      try {
        const thaiId = await deps.sim.decrypt(claimed.thaiIdEnc);
        const pin = claimed.pinEnc ? await deps.sim.decrypt(claimed.pinEnc) : null;
        record = await porting.submit({ msisdn: claimed.msisdn, thaiId, pin, reference: claimed.id, recipient: 'store' });
      } catch (err) {
        // Only the code and the class: a driver's message may quote the values it was given.
        if (!(err instanceof AppError)) log.error({ porting: id, error: err instanceof Error ? err.name : typeof err }, 'porting submission failed');
        code = err instanceof AppError ? err.code : 'internal';
      }
    }
    let cancelAtClearinghouse: string | null = null;
    await inTx(db, async (tx) => {
      const p = await portingRow(tx, id, true);
      if (!p) return;
      if (p.state !== 'to_submit') {
        // Cancelled by the shopper while it was being sent: cancel the request too.
        if (record && p.state === 'cancelled') cancelAtClearinghouse = record.id;
        return;
      }
      if (record) {
        await updatePorting(tx, p.id, {
          state: 'submitted',
          requestId: record.id,
          submittedAt: record.submittedAt,
          pinEnc: null,
          attempts: p.attempts + 1,
          lastErrorCode: null,
          nextAttemptAt: null,
        });
        if (record.state !== 'submitted') await changed(tx, record);
        return;
      }
      if (code === 'porting_in_progress' || code === 'porting_number_unknown') {
        await reject(tx, p, code === 'porting_in_progress' ? 'porting_in_progress' : 'number_inactive', now);
        return;
      }
      const attempts = p.attempts + 1;
      if (attempts >= MNP_SUBMIT_MAX_ATTEMPTS) {
        await updatePorting(tx, p.id, { state: 'stuck', attempts, lastErrorCode: code, nextAttemptAt: null });
        log.warn({ porting: p.id, order: p.orderNumber, attempts, code }, 'porting stuck: the clearinghouse did not take it after every retry; staff can retry it');
      } else {
        await updatePorting(tx, p.id, { attempts, lastErrorCode: code, nextAttemptAt: new Date(now.getTime() + submitBackoffMs(attempts)) });
      }
    });
    if (cancelAtClearinghouse) await porting.cancel(cancelAtClearinghouse).catch(() => undefined);
  }

  /** The `porting` hold kind: what an MNP line holds, from the cart to the paid order. */
  const holds: HoldHandler = {
    kind: 'porting',
    owner: 'mnp',
    /** The shopper removed the line: the porting ends. */
    async lineRemoved(tx, ids) {
      for (const p of await portingsByIds(tx, ids, true)) if (p.state === 'held') await end(tx, p, 'cancelled');
    },
    /** Place order: the porting waits for this order (409 porting_in_progress when it ended or is another's). */
    async reserve(tx, ids, order) {
      const ref = await orders.refOf(tx, order.orderId);
      for (const p of await portingsByIds(tx, ids, true)) {
        if (p.state !== 'held' || (order.userId !== null && p.userId !== order.userId)) throw portingInProgress();
        await updatePorting(tx, p.id, { state: 'awaiting_payment', orderId: order.orderId, orderNumber: ref?.orderNumber ?? null });
      }
    },
    /** Paid: the SIM card gets its serial; two-step waits for its activation, the others go to the clearinghouse. */
    async paid(tx, ids) {
      let submit = false;
      for (const p of await portingsByIds(tx, ids, true)) {
        if (p.state !== 'awaiting_payment') continue;
        const simSerial = iccidOf(String(randomInt(0, 1e9)).padStart(9, '0') + String(randomInt(0, 1e6)).padStart(6, '0'));
        const now = new Date();
        if (p.mode === 'two_step') await updatePorting(tx, p.id, { state: 'awaiting_activation', simSerial });
        else {
          await updatePorting(tx, p.id, { state: 'to_submit', simSerial, nextAttemptAt: now });
          submit = true;
        }
      }
      if (submit) deps.later(() => service.sweep());
    },
    /** The order closed unpaid (or was cancelled for good): the porting ends. */
    async expired(tx, ids) {
      for (const p of await portingsByIds(tx, ids, true)) if (p.state === 'held' || p.state === 'awaiting_payment') await end(tx, p, 'cancelled');
    },
    /** A newer checkout of the cart: the porting stays with the cart's line. */
    async cancelled(tx, ids) {
      for (const p of await portingsByIds(tx, ids, true)) {
        if (p.state === 'awaiting_payment') await updatePorting(tx, p.id, { state: 'held', orderId: null, orderNumber: null });
      }
    },
  };

  const service = {
    holds,
    changed,

    /**
     * POST /mnp/placeorder: checks what needs no transaction first (the verification, the PIN, the
     * plan or bundle, stock, the eKYC), then stores the porting (`held`; the partial unique index
     * keeps one per number) with its temporary number, then adds its line to the caller's cart
     * (`addLine`); a line that cannot be added ends the porting. The same Idempotency-Key answers the same.
     */
    async place(
      userId: string,
      key: string,
      body: MnpPlaceOrderBody,
      addLine: (line: ServiceLineInput) => Promise<{ cartId: string; lineId: string }>,
      now = new Date(),
    ): Promise<{ placed: MnpPlaced; created: boolean }> {
      const scoped = `user:${userId}:${key}`;
      const hash = requestHash(body);
      const replay = (p: PortingRow) => {
        if (p.requestHash !== hash) throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
        if (!p.cartId || !p.lineId) throw portingInProgress();
        return { placed: { cart_id: p.cartId, line_id: p.lineId, porting_id: p.id }, created: false };
      };
      const earlier = await portingByKey(db, scoped);
      if (earlier) return replay(earlier);

      const v = await deps.verifying.mine(userId, body.verification_id, now);
      if (pinRequired(v.mode)) {
        if (!v.pinEnc) throw unprocessable('porting_pin_required', 'Please enter the porting PIN from your current operator first.');
        if (v.pinExpiresAt && v.pinExpiresAt.getTime() <= now.getTime())
          throw gone('porting_pin_expired', 'The porting PIN has run out. Please ask your current operator for a new one.');
      }

      let line: Omit<ServiceLineInput, 'hold' | 'simMeta'>;
      let planTitle: { th: string; en: string };
      let bundle: { id: string; variantId: number } | null = null;
      if (v.mode === 'one_step' || v.mode === 'two_step') {
        const offer = (await deps.offers.list()).find((o) => o.nas_code === body.nas_code);
        if (!offer || !offer.modes.includes(v.mode)) throw unprocessable('plan_not_offered', 'This plan is not offered for this way of moving your number.');
        planTitle = offer.name;
        const how = v.mode === 'one_step' ? { th: 'ย้ายค่ายเบอร์เดิม', en: 'Move your number' } : { th: 'ย้ายค่ายเบอร์เดิม (รับซิมก่อน)', en: 'Move your number (SIM first)' };
        line = {
          productType: PRODUCT_TYPE[v.mode],
          productId: `mnp-${offer.nas_code}`,
          title: { th: `${how.th} ${maskMobile(v.msisdn)} · ${offer.name.th}`, en: `${how.en} ${maskMobile(v.msisdn)} · ${offer.name.en}` },
          price: offer.advance_payment,
          advancePayment: offer.advance_payment,
          category: 'mnp',
          image: offer.image.mobile.replace(/^\/api(?=\/)/, ''),
          href: `/mnp/verify/${v.mode === 'one_step' ? 'one-step' : 'two-step'}/${encodeURIComponent(offer.nas_code)}`,
        };
      } else {
        const wanted = body.bundle;
        const bundleMissing = () => unprocessable('bundle_not_found', 'This device bundle is not offered.');
        if (!wanted) throw bundleMissing();
        const row = await bundleRow(db, wanted.bundle_id);
        if (!row || row.productId !== wanted.product_id) throw bundleMissing();
        if (row.nasCode !== body.nas_code) throw unprocessable('plan_not_offered', 'This plan does not come with this device bundle.');
        if (v.mode === 'auto' && (await bundleOf(db, wanted.product_id, body.nas_code))?.id !== row.id) throw bundleMissing();
        const view = await deps.offers.bundleView(row, wanted.product_id, wanted.variant_id).catch((err: unknown) => {
          throw err instanceof AppError && err.status === 404 ? bundleMissing() : err;
        });
        if (!view.variant.in_stock) throw new AppError('conflict', 'out_of_stock', 'This device is out of stock.', { variant_id: view.variant.id, available: 0 });
        planTitle = view.offer.name;
        bundle = { id: row.id, variantId: view.variant.id };
        const variantName = [view.variant.capacity, view.variant.colour].filter(Boolean).join(' ');
        line = {
          productType: 'device_mnp_bundle',
          productId: String(view.product.id),
          title: { th: `${view.product.title.th} ${variantName} · ย้ายค่าย ${maskMobile(v.msisdn)}`, en: `${view.product.title.en} ${variantName} · moving ${maskMobile(v.msisdn)}` },
          price: view.pay_now,
          compareAtPrice: view.variant.price + view.advance_payment,
          advancePayment: view.advance_payment,
          category: 'mnp-bundle',
          image: view.product.image,
          href:
            v.mode === 'auto'
              ? `/online-store/mnp-auto/${view.product.id}/${encodeURIComponent(row.nasCode)}/${encodeURIComponent(row.id)}`
              : `/online-store/mnp-bundle/${view.product.id}/${view.variant.id}/${encodeURIComponent(row.id)}`,
          inventoryId: String(view.variant.id),
          bundle: { name: row.name },
        };
      }

      // eKYC (decision 030): approved before the line is made when the ekyc_mobile toggle is on.
      const ekycRequired = await deps.ekycRequired();
      let ekycId: string | null = null;
      if (body.ekyc_application_id) {
        const app = await deps.ekyc.get(body.ekyc_application_id, userId);
        const thaiId = await deps.sim.decrypt(v.thaiIdEnc!);
        if (app.purpose !== 'mnp' || !(await deps.ekyc.belongsTo(app.id, { userId, thaiId, purpose: 'mnp' })))
          throw forbidden('ekyc_not_for_this_id', 'This identity check was made for another ID card.');
        if (app.status === 'rejected') throw unprocessable('ekyc_rejected', 'The identity check was not approved.', { reason: app.reject_reason });
        if (app.status === 'expired') throw unprocessable('ekyc_expired', 'The identity check ran out of time. Please start a new one.');
        if (app.status !== 'approved' && ekycRequired) throw unprocessable('ekyc_pending', 'The identity check is not finished yet.');
        ekycId = app.id;
      } else if (ekycRequired) throw unprocessable('ekyc_required', 'An identity check (eKYC) is needed for this order.');

      if (await openPortingOf(db, v.msisdn)) throw portingInProgress();
      const id = randomUUID();
      const stored = await inTx(db, async (tx) => {
        const inserted = await insertPorting(tx, {
          id,
          verificationId: v.id,
          userId,
          idempotencyKey: scoped,
          requestHash: hash,
          msisdn: v.msisdn,
          mode: v.mode,
          donor: v.donor,
          donorType: v.donorType,
          nasCode: body.nas_code,
          planTitle,
          bundleId: bundle?.id ?? null,
          variantId: bundle?.variantId ?? null,
          thaiIdEnc: v.thaiIdEnc,
          thaiIdLast4: v.thaiIdLast4,
          pinEnc: pinRequired(v.mode) ? v.pinEnc : null,
          ekycApplicationId: ekycId,
          state: 'held',
          createdAt: now,
          updatedAt: now,
        });
        if (!inserted) return (await portingByKey(tx, scoped)) ?? null;
        if (v.mode === 'auto') {
          const temp = await takeTempNumber(tx, id);
          if (!temp) throw conflict('temp_numbers_exhausted', 'No temporary number is free just now. Please try again later.');
          await updatePorting(tx, id, { tempNumber: temp });
        }
        await deps.consents.record(tx, { userId, context: 'mnp', answers: body.consents, at: now });
        return inserted;
      });
      if (!stored) throw portingInProgress();
      if (stored.id !== id) return replay(stored);

      let added: { cartId: string; lineId: string };
      try {
        added = await addLine({
          ...line,
          simMeta: {
            thai_id: maskThaiId(`000000000${v.thaiIdLast4}`),
            number: maskMobile(v.msisdn),
            dealer_code: null,
            correlation_id: id,
            campaign_type: v.mode,
            sim_type: 'physical-sim',
            birth_date: null,
          },
          hold: { kind: 'porting', id },
        });
      } catch (err) {
        await inTx(db, async (tx) => {
          const p = await portingRow(tx, id, true);
          if (p?.state === 'held') await end(tx, p, 'cancelled');
        });
        throw err;
      }
      await updatePorting(db, id, { cartId: added.cartId, lineId: added.lineId });
      return { placed: { cart_id: added.cartId, line_id: added.lineId, porting_id: id }, created: true };
    },

    /** GET /mnp/orders/:secure_key/portings (404 order_not_found). */
    async ofOrder(secureKey: string): Promise<MnpPortingView[]> {
      const order = await orders.bySecureKey(secureKey);
      return (await portingsOfOrder(db, { orderNumber: order.order_number })).map((p) => toView(p, order.state));
    },

    /**
     * POST /mnp/portings/:id/cancel: mine only (404), before it is scheduled (409
     * porting_not_cancellable); cancelled at the clearinghouse when it was sent; an order that has
     * not shipped is cancelled (refunded when paid), a line in the cart leaves it.
     */
    async cancel(userId: string, id: string, now = new Date()): Promise<MnpPortingView> {
      const first = await portingRow(db, id);
      if (!first || first.userId !== userId) throw portingNotFound();
      let kick = false;
      const row = await inTx(db, async (tx) => {
        if (first.orderId) await orders.refOf(tx, first.orderId); // the order's lock first, as the order saga takes it
        const p = (await portingRow(tx, id, true))!;
        if (!CANCELLABLE_PORTING_STATES.includes(p.state)) throw conflict('porting_not_cancellable', 'This porting is scheduled and can no longer be cancelled.');
        if (p.requestId && OPEN_AT_CLEARINGHOUSE.includes(p.state)) await porting.cancel(p.requestId, tx);
        const ended = await end(tx, p, 'cancelled');
        if (p.state === 'held') await deps.cart.removeLinesByHold([{ kind: 'porting', id: p.id }], tx);
        else if (p.orderId) {
          const outcome = await orders.cancelPaid(tx, p.orderId, 'porting_cancelled', now);
          if (outcome === 'cancelled') {
            await endOthers(tx, p.orderId, p.id);
            kick = true;
          }
        }
        return ended;
      });
      if (kick) kickCancellations();
      return toView(row, await orderStateOf(row));
    },

    /**
     * POST /mnp/activations (two-step): my delivered order (404 order_not_found otherwise; 409
     * order_not_delivered), its porting awaiting activation (409), the serial printed on its SIM (422
     * sim_serial_mismatch; 5 wrong -> 429 activation_locked), a PIN the clearinghouse accepts; then
     * the porting goes to the clearinghouse.
     */
    async activate(userId: string, body: { order_number: string; sim_serial: string; pin: string }, now = new Date()): Promise<MnpPortingView> {
      const order = await orders.mineByNumber(userId, body.order_number).catch((err: unknown) => {
        throw err instanceof AppError && err.code === 'order_not_yours' ? notFound('order_not_found', 'No such order.') : err;
      });
      const waiting = (await portingsOfOrder(db, { orderNumber: order.order_number })).filter(
        (p) => p.mode === 'two_step' && p.state === 'awaiting_activation' && p.userId === userId,
      );
      if (order.state !== 'delivered') throw conflict('order_not_delivered', 'The SIM of this order has not been delivered yet.');
      if (waiting.length === 0) throw conflict('porting_not_awaiting_activation', 'No porting of this order is waiting for its SIM to be activated.');
      const p = waiting.find((w) => w.simSerial === body.sim_serial);
      if (!p) {
        const first = waiting[0];
        if (first.activationAttempts >= ACTIVATION_MAX_ATTEMPTS) throw new AppError('rate_limited', 'activation_locked', 'Too many wrong SIM serials. Please contact us.');
        const counted = await updatePorting(db, first.id, { activationAttempts: first.activationAttempts + 1 });
        throw unprocessable('sim_serial_mismatch', 'This is not the serial of the SIM card of this order.', {
          attempts_left: Math.max(0, ACTIVATION_MAX_ATTEMPTS - counted.activationAttempts),
        });
      }
      if (p.activationAttempts >= ACTIVATION_MAX_ATTEMPTS) throw new AppError('rate_limited', 'activation_locked', 'Too many wrong SIM serials. Please contact us.');
      await porting.checkPin(p.msisdn, body.pin);
      const pinEnc = await deps.sim.encrypt(body.pin);
      const row = await inTx(db, async (tx) => {
        const locked = (await portingRow(tx, p.id, true))!;
        if (locked.state !== 'awaiting_activation') throw conflict('porting_not_awaiting_activation', 'This porting is not waiting for its SIM to be activated.');
        return updatePorting(tx, p.id, { state: 'to_submit', pinEnc, nextAttemptAt: now });
      });
      deps.later(() => service.sweep());
      return toView(row, order.state);
    },

    /** GET /staff/mnp/portings. */
    async staffList(state: MnpPortingState | undefined, limit: number): Promise<MnpStaffPorting[]> {
      const rows = await portingsByState(db, state, limit);
      return Promise.all(rows.map(async (p) => toStaffView(p, await orderStateOf(p))));
    },

    /** POST /staff/mnp/portings/:id/retry: a stuck porting goes to the clearinghouse again (attempts reset). */
    async retry(id: string, now = new Date()): Promise<MnpStaffPorting> {
      const row = await inTx(db, async (tx) => {
        const p = await portingRow(tx, id, true);
        if (!p) throw portingNotFound();
        if (p.state !== 'stuck') throw conflict('porting_not_stuck', 'Only a stuck porting can be sent again.');
        return updatePorting(tx, id, { state: 'to_submit', attempts: 0, nextAttemptAt: now, lastErrorCode: null });
      });
      deps.later(() => service.sweep());
      return toStaffView(row, await orderStateOf(row));
    },

    /** GET /dev/mnp/sim-serials (sandbox only). */
    async simSerials(orderNumber: string): Promise<{ porting_id: string; sim_serial: string | null }[]> {
      if (!porting.sandbox) throw notFound('porting_sandbox_off', 'The porting sandbox is off.');
      return (await portingsOfOrder(db, { orderNumber: orderNumber.trim().toUpperCase() })).map((p) => ({ porting_id: p.id, sim_serial: p.simSerial }));
    },

    /** The sweeper: forgets the IDs of ended verifications and submits the portings that are due. */
    async sweep(now = new Date()): Promise<number> {
      await clearExpiredVerifications(db, now);
      const due = await dueSubmissions(db, now);
      for (const id of due) await submitOne(id, now);
      return due.length;
    },
  };
  return service;
}

export type Portings = ReturnType<typeof createPortings>;
