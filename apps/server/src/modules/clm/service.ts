import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CLM_OWNER_NUMBER_TTL_MS,
  CLM_VERIFICATION_TTL_MS,
  maskTolAccount,
  nextBillCycle,
  type ClmChangeView,
  type ClmCurrentPackage,
  type ClmEffective,
  type ClmOnTop,
  type ClmPackageOffer,
  type ClmService,
  type ClmVasList,
  type ClmVasService,
  type ClmVerification,
} from '@store/domain/clm';
import { monthsBetween } from '@store/domain/subscribers';
import { maskMobile, maskThaiId } from '@store/domain/thai-id';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, gone, notFound, unprocessable } from '../../lib/errors';
import type { Orders } from '../order/service';
import type { OrderLine } from '../order/types';
import type { HoldHandler } from '../../lib/line-kinds';
import type { SimService } from '../sim/plugin';
import type { BillingAddressRecord, LineDetailsRecord, PackageDetailsRecord, SubscriberChangeRecord, SubscribersService } from '../subscribers/service';
import { refusals } from './eligibility';
import {
  changeBy,
  changesByIds,
  deleteExpiredVerifications,
  insertChange,
  insertVerification,
  markVerified,
  offerRows,
  ownerNumberSince,
  previewRow,
  rememberOwnerNumber,
  scheduledPackageChange,
  updateChange,
  verificationRow,
  type ChangeRow,
  type VerificationRow,
} from './repository';

/** Who calls: the signed-in user and the hash of the browser's store_clm cookie. */
export interface ClmCaller {
  userId: string;
  browserHash: string;
}

type Text = { th: string; en: string };
const DAY = 86_400_000;
/** Shown instead of a number and an ID on the preview pages. */
const PREVIEW_NUMBER = '08X-XXX-XXXX';
const PREVIEW_ID = '*********XXXX';

const vasKind = (service: ClmVasService) => (service === 'tmvh' ? 'mobile' : 'home');
const maskTarget = (service: ClmService, target: string) => (service === 'tol' ? maskTolAccount(target) : maskMobile(target));
const pendingError = () => conflict('change_pending', 'A package change is already on the way for this number.');

function verificationView(v: VerificationRow): ClmVerification {
  return {
    id: v.id,
    service: v.service,
    target: maskTarget(v.service, v.target),
    otp_to: v.otpTo ? maskMobile(v.otpTo) : null,
    state: v.verifiedAt ? 'verified' : 'otp_sent',
    expires_at: v.expiresAt.toISOString(),
    request_id: v.verifiedAt ? null : v.otpRequestId,
    resend_after: v.verifiedAt ? null : (v.otpResendAfter?.toISOString() ?? null),
  };
}

function changeView(c: ChangeRow, order: { order_number: string; secure_key: string; state: string }): ClmChangeView {
  return {
    order_number: order.order_number,
    secure_key: order.secure_key,
    order_state: order.state,
    kind: c.kind,
    service: c.service,
    target: maskTarget(c.service, c.target),
    state: c.state,
    from: c.fromTitle,
    to: c.toTitle,
    effective: c.effective,
    effective_at: c.effectiveAt?.toISOString() ?? null,
    price_difference: c.priceDifference,
    vas_action: c.vasAction,
    created_at: c.createdAt.toISOString(),
  };
}

const packageView = (p: PackageDetailsRecord | null, fallback: { nas_code: string; title: Text }) => ({
  nas_code: p?.nasCode ?? fallback.nas_code,
  title: p?.title ?? fallback.title,
  family: p?.family ?? 'unknown',
  monthly_fee: p?.monthlyFee ?? 0,
  benefits: p?.benefits ?? [],
});

export interface ClmDeps {
  db: Db;
  log: FastifyBaseLogger;
  sim: Pick<SimService, 'checkOtp'>;
  subscribers: SubscribersService;
  orders: Orders;
}

/**
 * Existing subscribers (issue 18 part A; decision 033): verifications (OTP to the number, or the
 * owner's own number), the current package and on-top benefits, the packages a subscriber may move
 * to, the package change and the add-on changes as service orders of price 0, and the preview.
 */
export function createClm(deps: ClmDeps) {
  const { db, subscribers, orders } = deps;

  /** The caller's verification: 404 for another user's or another browser's, 410 when it ran out. */
  async function own(caller: ClmCaller, id: string, now = new Date()): Promise<VerificationRow> {
    const v = await verificationRow(db, id);
    if (!v || v.userId !== caller.userId || v.browserHash !== caller.browserHash)
      throw notFound('verification_not_found', 'No such verification. Please verify your number again.');
    if (v.expiresAt.getTime() <= now.getTime()) throw gone('verification_expired', 'The verification has run out. Please verify your number again.');
    return v;
  }
  async function verified(caller: ClmCaller, id: string, services: readonly ClmService[]): Promise<VerificationRow> {
    const v = await own(caller, id);
    if (!services.includes(v.service)) throw notFound('verification_not_found', 'This verification is for another service.');
    if (!v.verifiedAt) throw forbidden('verification_required', 'Please enter the OTP sent to the number first.');
    return v;
  }

  async function offersFor(profile: {
    type: LineDetailsRecord['subscriber']['type'];
    pkg: PackageDetailsRecord | null;
    nasCode: string;
    monthsActive: number;
    underContract: boolean;
  }): Promise<ClmPackageOffer[]> {
    const rules = await offerRows(db);
    const details = new Map((await subscribers.packages(rules.map((r) => r.nasCode))).map((p) => [p.nasCode, p]));
    const currentFee = profile.pkg?.monthlyFee ?? 0;
    return rules.flatMap((rule) => {
      const p = details.get(rule.nasCode);
      if (!p) return [];
      const reasons = refusals(
        {
          type: profile.type,
          nasCode: profile.nasCode,
          family: profile.pkg?.family ?? null,
          monthlyFee: currentFee,
          monthsActive: profile.monthsActive,
          underContract: profile.underContract,
        },
        { ...rule, monthlyFee: p.monthlyFee },
      );
      return [
        {
          nas_code: p.nasCode,
          title: p.title,
          family: p.family,
          monthly_fee: p.monthlyFee,
          benefits: p.benefits,
          price_difference: p.monthlyFee - currentFee,
          eligible: reasons.length === 0,
          reasons,
        },
      ];
    });
  }

  const profileOf = (d: LineDetailsRecord, now: Date) => ({
    type: d.subscriber.type,
    pkg: d.package,
    nasCode: d.subscriber.package.nas_code,
    monthsActive: monthsBetween(d.subscriber.activatedAt, now),
    underContract: Boolean(d.contractEndsAt && d.contractEndsAt.getTime() > now.getTime()),
  });

  async function currentView(d: LineDetailsRecord, now: Date): Promise<ClmCurrentPackage> {
    const pending: SubscriberChangeRecord | null = await subscribers.scheduledChange(d.subscriber.msisdn);
    return {
      number: maskMobile(d.subscriber.msisdn),
      holder_thai_id: maskThaiId(`000000000${d.subscriber.holderIdLast4}`),
      type: d.subscriber.type,
      months_active: monthsBetween(d.subscriber.activatedAt, now),
      package: packageView(d.package, d.subscriber.package),
      contract_ends_at: d.contractEndsAt?.toISOString() ?? null,
      bill_cycle_day: d.billCycleDay,
      next_bill_cycle_at: nextBillCycle(now, d.billCycleDay).toISOString(),
      pending_change:
        pending && pending.status === 'scheduled' ? { to: pending.to.title, to_nas_code: pending.to.nas_code, effective_at: pending.effectiveAt.toISOString() } : null,
      preview: false,
    };
  }

  const billingOrRefuse = (a: BillingAddressRecord | null): BillingAddressRecord => {
    if (!a) throw unprocessable('billing_address_missing', 'The subscriber system has no billing address for this line. Please contact us.');
    return a;
  };

  async function start(caller: ClmCaller, service: ClmService, target: string, otpTo: string, lang: 'th' | 'en', now = new Date()): Promise<ClmVerification> {
    const sent = await subscribers.sendOtp(caller.userId, { msisdn: otpTo, flow: 'clm', lang });
    const v = await insertVerification(db, {
      userId: caller.userId,
      browserHash: caller.browserHash,
      service,
      target,
      otpTo,
      otpRequestId: sent.request_id,
      otpResendAfter: new Date(sent.resend_after),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CLM_VERIFICATION_TTL_MS),
    });
    return verificationView(v);
  }

  /** The listener of applied subscriber changes (in the transaction that applied them): the order completes. */
  async function applied(tx: Db, change: SubscriberChangeRecord): Promise<void> {
    const c = await changeBy(tx, { changeId: change.id }, true);
    if (!c || c.state !== 'scheduled') return;
    await updateChange(tx, c.id, { state: 'applied', updatedAt: new Date() });
    await orders.moveServiceOrder(tx, c.orderId, 'completed');
  }

  /** The `package_change` hold: a number's scheduled change, taken at placing, cancelled in the subscriber system when its order is cancelled. */
  const holds: HoldHandler = {
    kind: 'package_change',
    owner: 'clm',
    // Service lines never sit in a cart.
    async lineRemoved() {},
    async reserve(tx, ids, order) {
      for (const c of await changesByIds(tx, ids)) {
        if (c.orderId !== order.orderId || c.state !== 'scheduled') throw pendingError();
      }
    },
    async paid() {},
    async expired(tx, ids) {
      for (const c of await changesByIds(tx, ids, true)) {
        if (c.state !== 'scheduled') continue;
        if (c.changeId) await subscribers.cancelChange(c.changeId, tx);
        await updateChange(tx, c.id, { state: 'cancelled', updatedAt: new Date() });
      }
    },
    async cancelled() {},
  };

  return {
    applied,
    holds,

    /** clm-up-pack/verify and clm-tmvh-vas/verify: an OTP to the number (404 subscriber_not_found, 409 subscriber_suspended, 503 busy, 429 otp limits). */
    async verifyMobile(caller: ClmCaller, service: 'uppack' | 'tmvh', msisdn: string, lang: 'th' | 'en'): Promise<ClmVerification> {
      const d = await subscribers.lineDetails(msisdn);
      if (d.subscriber.status === 'suspended') throw conflict('subscriber_suspended', 'This line is suspended.');
      return start(caller, service, msisdn, msisdn, lang);
    },

    /** clm-tol-vas/verify: an OTP to the account's contact mobile (404 tol_account_not_found). */
    async verifyTol(caller: ClmCaller, accountId: string, lang: 'th' | 'en'): Promise<ClmVerification> {
      const account = await subscribers.tolAccount(accountId);
      if (account.status === 'suspended') throw conflict('subscriber_suspended', 'This account is suspended.');
      return start(caller, 'tol', accountId, account.contactMobile, lang);
    },

    /** verify-mobile-only: the signed-in user's own number (proved by an OTP here before) needs no OTP; else 403 not_your_number. */
    async verifyOwner(caller: ClmCaller, service: 'uppack' | 'tmvh', msisdn: string, now = new Date()): Promise<ClmVerification> {
      if (!(await ownerNumberSince(db, caller.userId, msisdn, new Date(now.getTime() - CLM_OWNER_NUMBER_TTL_MS)))) {
        throw forbidden('not_your_number', 'This number is not verified as yours. Please verify it with an OTP.');
      }
      const d = await subscribers.lineDetails(msisdn);
      if (d.subscriber.status === 'suspended') throw conflict('subscriber_suspended', 'This line is suspended.');
      const v = await insertVerification(db, {
        userId: caller.userId,
        browserHash: caller.browserHash,
        service,
        target: msisdn,
        verifiedAt: now,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CLM_VERIFICATION_TTL_MS),
      });
      return verificationView(v);
    },

    /** The OTP of a verification (the sim module's rules: otp_incorrect with attempts_left, otp_attempts_exceeded, otp_expired). */
    async confirmOtp(caller: ClmCaller, id: string, input: { request_id: string; code: string }, now = new Date()): Promise<ClmVerification> {
      const v = await own(caller, id, now);
      if (v.verifiedAt) return verificationView(v);
      if (!v.otpTo || v.otpRequestId !== input.request_id) throw notFound('otp_not_found', 'Please ask for a new code.');
      await deps.sim.checkOtp({ requestId: input.request_id, userId: caller.userId, mobile: v.otpTo, code: input.code });
      const done = await markVerified(db, v.id, now);
      if (v.service !== 'tol') await rememberOwnerNumber(db, caller.userId, v.target, now);
      return verificationView(done);
    },

    async getVerification(caller: ClmCaller, id: string): Promise<ClmVerification> {
      return verificationView(await own(caller, id));
    },

    /** get-current-package. */
    async currentPackage(caller: ClmCaller, id: string, now = new Date()): Promise<ClmCurrentPackage> {
      const v = await verified(caller, id, ['uppack', 'tmvh']);
      return currentView(await subscribers.lineDetails(v.target), now);
    },

    /** benefit-on-top. */
    async onTop(caller: ClmCaller, id: string): Promise<ClmOnTop[]> {
      const v = await verified(caller, id, ['uppack', 'tmvh']);
      return (await subscribers.onTopBenefits(v.target)).map((o) => ({ code: o.code, title: o.title, detail: o.detail, expires_at: o.expiresAt?.toISOString() ?? null }));
    },

    /** list-package: every offer, the refused ones with their reasons. */
    async packages(caller: ClmCaller, id: string, now = new Date()): Promise<ClmPackageOffer[]> {
      const v = await verified(caller, id, ['uppack']);
      return offersFor(profileOf(await subscribers.lineDetails(v.target), now));
    },

    /**
     * confirm-new-package: a `package_change` service order (price 0) and the change scheduled in the
     * subscriber system (now, or at the next bill cycle). The same Idempotency-Key answers the same
     * order; a second confirm of the same package by the same user answers the change already on the
     * way; any other while one is scheduled is 409 change_pending (one per number, a unique index).
     */
    async confirmPackage(caller: ClmCaller, id: string, key: string, body: { nas_code: string; effective: ClmEffective }): Promise<{ change: ClmChangeView; created: boolean }> {
      const v = await verified(caller, id, ['uppack']);
      const now = new Date();
      const d = await subscribers.lineDetails(v.target);
      const offer = (await offersFor(profileOf(d, now))).find((o) => o.nas_code === body.nas_code);
      if (!offer) throw notFound('package_not_offered', 'This package is not offered.');
      const sameAsPending = async () => {
        const pending = await scheduledPackageChange(db, v.target);
        if (pending && pending.userId === caller.userId && pending.toCode === body.nas_code && pending.effective === body.effective) {
          const ref = await orders.refOf(db, pending.orderId);
          if (ref) return { change: changeView(pending, { order_number: ref.orderNumber, secure_key: ref.secureKey, state: ref.state }), created: false };
        }
        return null;
      };
      const repeat = await sameAsPending();
      if (repeat) return repeat;
      if (!offer.eligible) throw unprocessable('package_not_eligible', 'This package is not open to this number.', { reasons: offer.reasons });
      if (d.subscriber.status === 'suspended') throw conflict('subscriber_suspended', 'This line is suspended.');
      const billing = billingOrRefuse(d.billingAddress);
      const effectiveAt = body.effective === 'now' ? now : nextBillCycle(now, d.billCycleDay);
      const from = packageView(d.package, d.subscriber.package);
      try {
        const { order, created } = await orders.placeServiceOrder({
          userId: caller.userId,
          key,
          request: { target: v.target, nas_code: body.nas_code, effective: body.effective },
          billingAddress: billing,
          contact: { name: billing.name, phone: billing.phone, email: null },
          prepare: async (tx, o) => {
            const changeRowId = randomUUID();
            const row = await insertChange(tx, {
              id: changeRowId,
              orderId: o.id,
              orderNumber: o.orderNumber,
              userId: caller.userId,
              kind: 'package',
              service: 'uppack',
              target: v.target,
              fromTitle: from.title,
              fromNasCode: from.nas_code,
              toTitle: offer.title,
              toCode: offer.nas_code,
              effective: body.effective,
              effectiveAt,
              priceDifference: offer.price_difference,
              state: 'scheduled',
              createdAt: o.at,
              updatedAt: o.at,
            });
            if (!row) throw pendingError();
            let change: SubscriberChangeRecord;
            try {
              change = await subscribers.scheduleChange(
                { msisdn: v.target, kind: 'change_plan', to: { nas_code: offer.nas_code, title: offer.title }, effectiveAt, reference: o.id },
                tx,
              );
            } catch (err) {
              if (err instanceof AppError && err.code === 'subscriber_change_pending') throw pendingError();
              throw err;
            }
            await updateChange(tx, changeRowId, { changeId: change.id });
            const line: OrderLine = {
              id: randomUUID(),
              product_type: 'package_change',
              product_id: offer.nas_code,
              variant_id: null,
              category: 'package_change',
              title: offer.title,
              image: null,
              href: '/uppack',
              // The subscriber system bills the new fee (the difference) monthly: nothing is paid here.
              price: 0,
              compare_at_price: null,
              quantity: 1,
              discount: 0,
              coupon_discount: 0,
              line_total: 0,
              capacity: null,
              colour: null,
              sim_meta: {
                number: maskMobile(v.target),
                from_nas_code: from.nas_code,
                to_nas_code: offer.nas_code,
                effective: body.effective,
                effective_at: effectiveAt.toISOString(),
                price_difference: offer.price_difference,
                change_id: change.id,
              },
              existing_campaign: null,
              bundle: null,
              inventory_id: null,
              hold: { kind: 'package_change', id: changeRowId },
              flash_sale_id: null,
            };
            return { lines: [line], state: 'in_progress' };
          },
          placed: async (tx, placed) => {
            await orders.setServiceFulfilment(tx, placed.id, { sent_at: now.toISOString(), effective_at: effectiveAt.toISOString(), reference: placed.orderNumber }, now);
          },
        });
        const row = await changeBy(db, { orderNumber: order.orderNumber });
        if (!row) throw notFound('order_not_found', 'No such change.');
        return { change: changeView(row, { order_number: order.orderNumber, secure_key: order.secureKey, state: order.state }), created };
      } catch (err) {
        // Two confirms at once: the one that lost answers the change the other placed, when it is the same.
        if (err instanceof AppError && err.code === 'change_pending') {
          const same = await sameAsPending();
          if (same) return same;
        }
        throw err;
      }
    },

    /** success: the change of an order (by its secure key, the capability of the order pages). */
    async changeOf(secureKey: string): Promise<ClmChangeView> {
      const order = await orders.bySecureKey(secureKey);
      const row = await changeBy(db, { orderNumber: order.order_number });
      if (!row) throw notFound('order_not_found', 'No such order.');
      return changeView(row, order);
    },

    /** clm-{id}-vas/list-package: the add-ons of the line or account, the subscribed ones marked. */
    async vasList(caller: ClmCaller, id: string): Promise<ClmVasList> {
      const v = await verified(caller, id, ['tmvh', 'tol']);
      const service = v.service as ClmVasService;
      const kind = vasKind(service);
      const [catalog, running, pkg] = await Promise.all([
        subscribers.vasCatalog(kind),
        subscribers.subscribedVas(kind, v.target),
        service === 'tmvh' ? subscribers.lineDetails(v.target).then((d) => d.subscriber.package.title) : subscribers.tolAccount(v.target).then((a) => a.package),
      ]);
      const on = new Map(running.map((r) => [r.code, r]));
      return {
        service,
        target: maskTarget(service, v.target),
        package: pkg,
        items: catalog.map((c) => ({
          code: c.code,
          title: c.title,
          includes: c.includes,
          monthly_price: c.monthlyPrice,
          subscribed: on.has(c.code),
          subscribed_at: on.get(c.code)?.subscribedAt.toISOString() ?? null,
        })),
        preview: false,
      };
    },

    /**
     * clm-{id}-vas/confirm-new-package: adds or removes an add-on in the subscriber system, as a
     * `vas_change` service order (price 0) completed at once. The Idempotency-Key answers the same order.
     */
    async vasChange(caller: ClmCaller, id: string, key: string, body: { vas_code: string; action: 'add' | 'remove' }): Promise<{ change: ClmChangeView; created: boolean }> {
      const v = await verified(caller, id, ['tmvh', 'tol']);
      const service = v.service as ClmVasService;
      const kind = vasKind(service);
      const item = (await subscribers.vasCatalog(kind)).find((c) => c.code === body.vas_code);
      if (!item) throw notFound('vas_not_found', 'No such add-on for this service.');
      const billing = billingOrRefuse(service === 'tmvh' ? (await subscribers.lineDetails(v.target)).billingAddress : (await subscribers.tolAccount(v.target)).billingAddress);
      const now = new Date();
      const toTitle = body.action === 'add' ? { th: `สมัคร ${item.title.th}`, en: `Add ${item.title.en}` } : { th: `ยกเลิก ${item.title.th}`, en: `Remove ${item.title.en}` };
      const { order, created } = await orders.placeServiceOrder({
        userId: caller.userId,
        key,
        request: { target: v.target, service, ...body },
        billingAddress: billing,
        contact: { name: billing.name, phone: billing.phone, email: null },
        prepare: async (tx, o) => {
          const input = { service: kind, serviceId: v.target, code: item.code, reference: o.id } as const;
          if (body.action === 'add') await subscribers.addVas(input, tx);
          else await subscribers.removeVas(input, tx);
          await insertChange(tx, {
            id: randomUUID(),
            orderId: o.id,
            orderNumber: o.orderNumber,
            userId: caller.userId,
            kind: 'vas',
            service,
            target: v.target,
            toTitle,
            toCode: item.code,
            vasAction: body.action,
            effectiveAt: o.at,
            priceDifference: body.action === 'add' ? item.monthlyPrice : -item.monthlyPrice,
            state: 'applied',
            createdAt: o.at,
            updatedAt: o.at,
          });
          const line: OrderLine = {
            id: randomUUID(),
            product_type: 'vas_change',
            product_id: item.code,
            variant_id: null,
            category: 'vas_change',
            title: toTitle,
            image: null,
            href: service === 'tmvh' ? '/clm/tmvhvas' : '/clm/tolvas',
            price: 0,
            compare_at_price: null,
            quantity: 1,
            discount: 0,
            coupon_discount: 0,
            line_total: 0,
            capacity: null,
            colour: null,
            sim_meta: { service, target: maskTarget(service, v.target), vas_code: item.code, action: body.action, monthly_price: item.monthlyPrice },
            existing_campaign: null,
            bundle: null,
            inventory_id: null,
            hold: null,
            flash_sale_id: null,
          };
          return { lines: [line], state: 'in_progress' };
        },
        placed: async (tx, placed) => {
          await orders.setServiceFulfilment(tx, placed.id, { sent_at: now.toISOString(), effective_at: now.toISOString(), reference: placed.orderNumber }, now);
          await orders.moveServiceOrder(tx, placed.id, 'completed', now);
        },
      });
      const row = await changeBy(db, { orderNumber: order.orderNumber });
      if (!row) throw notFound('order_not_found', 'No such change.');
      const view = await orders.bySecureKey(order.secureKey);
      return { change: changeView(row, view), created };
    },

    /** clm/preview/get-current-package: the made-up subscriber (never a real line's data). */
    async previewCurrent(now = new Date()): Promise<ClmCurrentPackage> {
      const p = await previewRow(db);
      if (!p) throw notFound('preview_not_found', 'No preview.');
      const [pkg] = await subscribers.packages([p.packageNasCode]);
      return {
        number: PREVIEW_NUMBER,
        holder_thai_id: PREVIEW_ID,
        type: p.type,
        months_active: p.monthsActive,
        package: packageView(pkg ?? null, { nas_code: p.packageNasCode, title: { th: p.packageNasCode, en: p.packageNasCode } }),
        contract_ends_at: p.contractMonthsLeft === null ? null : new Date(now.getTime() + p.contractMonthsLeft * 30 * DAY).toISOString(),
        bill_cycle_day: p.billCycleDay,
        next_bill_cycle_at: nextBillCycle(now, p.billCycleDay).toISOString(),
        pending_change: null,
        preview: true,
      };
    },

    async previewOnTop(now = new Date()): Promise<ClmOnTop[]> {
      const p = await previewRow(db);
      if (!p) return [];
      return p.onTop.map((o) => ({
        code: o.code,
        title: o.title,
        detail: o.detail,
        expires_at: o.days_left === null ? null : new Date(now.getTime() + o.days_left * DAY).toISOString(),
      }));
    },

    async previewPackages(): Promise<ClmPackageOffer[]> {
      const p = await previewRow(db);
      if (!p) return [];
      const [pkg] = await subscribers.packages([p.packageNasCode]);
      return offersFor({ type: p.type, pkg: pkg ?? null, nasCode: p.packageNasCode, monthsActive: p.monthsActive, underContract: (p.contractMonthsLeft ?? 0) > 0 });
    },

    async previewVas(service: ClmVasService): Promise<ClmVasList> {
      const p = await previewRow(db);
      const catalog = await subscribers.vasCatalog(vasKind(service));
      const on = new Set(p?.vasCodes ?? []);
      const [pkg] = p && service === 'tmvh' ? await subscribers.packages([p.packageNasCode]) : [];
      return {
        service,
        target: service === 'tmvh' ? PREVIEW_NUMBER : '96XXXXXXXX',
        package: service === 'tmvh' ? (pkg?.title ?? { th: '', en: '' }) : (p?.homePackage ?? { th: '', en: '' }),
        items: catalog.map((c) => ({ code: c.code, title: c.title, includes: c.includes, monthly_price: c.monthlyPrice, subscribed: on.has(c.code), subscribed_at: null })),
        preview: true,
      };
    },

    /** The sweeper: forgets verifications that ran out. */
    async sweep(now = new Date()): Promise<void> {
      await deleteExpiredVerifications(db, new Date(now.getTime() - DAY));
    },
  };
}

export type Clm = ReturnType<typeof createClm>;
