import { randomUUID } from 'node:crypto';
import {
  BUNDLE_VERIFICATION_TTL_MS,
  bundleReasons,
  campaignOpen,
  leadServiceId,
  rcOfNasCode,
  type BundleCampaign,
  type BundleCampaignSummary,
  type BundleKind,
  type BundleReason,
  type BundleRules,
  type BundleShelf,
  type BundleVerification,
  type InstantBenefit,
  type Lead,
  type LeadState,
} from '@store/domain/bundles';
import type { OtpSent } from '@store/domain/otp';
import { isThaiNationalId, maskMobile, maskThaiId, normalizeThaiId } from '@store/domain/thai-id';
import type { Db } from '../../db/client';
import { AppError, conflict, gone, invalid, notFound, unprocessable } from '../../lib/errors';
import type { HoldHandler } from '../../lib/line-kinds';
import type { CartService, ServiceLineInput } from '../cart/service';
import { getProduct } from '../catalog/service';
import type { NumbersService } from '../numbers/service';
import { requestHash } from '../payment/request-hash';
import type { SimService } from '../sim/plugin';
import type { SubscribersService } from '../subscribers/service';
import {
  allCampaigns,
  benefitsOf,
  campaignRow,
  claimByKey,
  claimedBenefits,
  claimsByIds,
  claimsOfNumberHolds,
  clearExpiredIds,
  dropUse,
  insertBenefitClaim,
  insertClaim,
  insertLead,
  insertVerification,
  leadRow,
  leadsByState,
  leadsOfUser,
  moveLead,
  openLeadOf,
  pricesOf,
  provedRecently,
  takeUse,
  updateCampaign,
  updateClaim,
  useOf,
  verificationRow,
  type CampaignRow,
  type ClaimRow,
  type LeadRow,
  type VerificationRow,
} from './repository';

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));
const campaignNotFound = () => notFound('campaign_not_found', 'This campaign does not exist.');
const verificationNotFound = () => notFound('verification_not_found', 'No such check.');
const SUBJECT_PURPOSE = 'bundle-subject';

export interface BundleDeps {
  db: Db;
  sim: Pick<SimService, 'sendOtp' | 'checkOtp' | 'encrypt' | 'decrypt' | 'hmac'>;
  subscribers: Pick<SubscribersService, 'lookup' | 'monthsActive'>;
  numbers: Pick<NumbersService, 'getHold' | 'confirmHold' | 'markSold' | 'releaseQuietly' | 'detachHolds'>;
  cart: Pick<CartService, 'removeLinesByHold'>;
  plans: (
    nasCodes: string[],
  ) => Promise<{ nas_code: string; name: { th: string; en: string }; baseline: number; data_gb: number | null; highlights: { th: string; en: string }[] }[]>;
}

function thaiIdOf(value: string): string {
  const id = normalizeThaiId(value);
  if (!isThaiNationalId(id)) throw invalid('thai_id_invalid', 'This is not a valid Thai ID number.', [{ path: 'body.thai_id', message: 'thai_id_invalid' }]);
  return id;
}

const existingCampaignOf = (c: CampaignRow) => ({ campaign_type: c.campaignType, rc: c.rc, advance_payment: c.advancePayment });
const openNow = (c: CampaignRow, now = new Date()) => campaignOpen({ active: c.active, starts_at: c.startsAt.toISOString(), ends_at: c.endsAt.toISOString() }, now);

function toVerification(v: VerificationRow, kind: BundleKind): BundleVerification {
  return {
    id: v.id,
    campaign_id: v.campaignId,
    kind,
    mobile_number: v.msisdn ? maskMobile(v.msisdn) : null,
    thai_id: maskThaiId(`000000000${v.thaiIdLast4}`),
    eligible: v.eligible,
    reasons: v.reasons,
    subscriber: v.subscriber,
    expires_at: v.expiresAt.toISOString(),
  };
}

const toLead = (l: LeadRow, mask: boolean): Lead => ({
  id: l.id,
  campaign_id: l.campaignId,
  service_id: l.serviceId,
  contact_name: l.contactName,
  mobile_number: mask ? maskMobile(l.msisdn) : l.msisdn,
  state: l.state,
  created_at: l.createdAt.toISOString(),
  updated_at: l.updatedAt.toISOString(),
});

/**
 * Device bundles (decision 034): campaigns and their subscriber prices, the checks of a number or
 * an ID against a campaign, the claim (hold kind `bundle`) that carries a bundle's cart lines
 * through the order with the campaign's one use per number, instant benefits and lead transactions.
 */
export function createBundles(deps: BundleDeps) {
  const { db } = deps;

  async function summaries(rows: CampaignRow[], now = new Date()): Promise<(BundleCampaignSummary & { active: boolean; rules: BundleRules })[]> {
    const prices = await pricesOf(
      db,
      rows.map((r) => r.id),
    );
    const out = [];
    for (const r of rows) {
      const product = await getProduct(db, r.productId).catch(() => null);
      const byVariant = prices.get(r.id);
      if (!product || !byVariant) continue;
      const variants = product.variants.filter((v) => byVariant.has(v.id));
      if (variants.length === 0) continue;
      const cheapest = variants.reduce((a, b) => (byVariant.get(b.id)! < byVariant.get(a.id)! ? b : a));
      out.push({
        id: r.id,
        kind: r.kind,
        shelf: r.shelf,
        name: r.name,
        product: { id: product.id, title: product.name, brand: product.brand.name.en, image: product.image },
        from_price: byVariant.get(cheapest.id)!,
        regular_price: cheapest.price,
        existing_campaign: existingCampaignOf(r),
        contract_months: r.contractMonths,
        plan_nas_code: r.nasCode,
        starts_at: r.startsAt.toISOString(),
        ends_at: r.endsAt.toISOString(),
        open: openNow(r, now),
        active: r.active,
        rules: r.rules,
      });
    }
    return out;
  }

  async function detail(row: CampaignRow, subject: string | null = null): Promise<BundleCampaign> {
    const [summary] = await summaries([row]);
    if (!summary) throw campaignNotFound();
    const product = await getProduct(db, row.productId);
    const prices = (await pricesOf(db, [row.id])).get(row.id)!;
    const plan = row.nasCode ? ((await deps.plans([row.nasCode]))[0] ?? null) : null;
    const claimed = subject ? await claimedBenefits(db, subject) : new Set<string>();
    const { active: _active, ...rest } = summary;
    return {
      ...rest,
      description: row.description,
      variants: product.variants
        .filter((v) => prices.has(v.id))
        .map((v) => ({
          id: v.id,
          capacity: v.capacity,
          colour: v.color.key,
          colour_name: v.color.name,
          price: v.price,
          subscriber_price: prices.get(v.id)!,
          in_stock: v.stock > 0,
        })),
      plan: plan && { nas_code: plan.nas_code, name: plan.name, monthly_price: plan.baseline, data_gb: plan.data_gb, highlights: plan.highlights },
      benefits: (await benefitsOf(db, row.id)).map((b) => ({ id: b.id, kind: b.kind, title: b.title, value: b.value, claimed: claimed.has(b.id) })),
    };
  }

  async function campaign(id: string): Promise<CampaignRow> {
    const row = await campaignRow(db, id);
    if (!row) throw campaignNotFound();
    return row;
  }

  /** My verification, still running; 404 / 410. */
  async function myVerification(userId: string, id: string, now = new Date()): Promise<VerificationRow> {
    const v = await verificationRow(db, id);
    if (!v || v.userId !== userId) throw verificationNotFound();
    if (v.expiresAt.getTime() <= now.getTime()) throw gone('verification_expired', 'The check has run out. Please check your number again.');
    return v;
  }

  /** What the subscriber system says of a number now, as the rules read it. */
  async function reasonsFor(c: CampaignRow, msisdn: string, thaiId: string, claimId: string | null, now: Date) {
    const { subscriber, holderMatches } = await deps.subscribers.lookup(msisdn, thaiId);
    const months = deps.subscribers.monthsActive(subscriber, now);
    const use = await useOf(db, c.id, msisdn);
    const reasons = bundleReasons(
      {
        type: subscriber.type,
        months,
        nasCode: subscriber.package.nas_code,
        rc: rcOfNasCode(subscriber.package.nas_code),
        balance: subscriber.balance,
        blacklisted: subscriber.blacklisted,
        status: subscriber.status,
        holderMatches,
        alreadyClaimed: use !== null && use.claimId !== claimId,
      },
      c.rules,
      openNow(c, now),
    );
    return { reasons, subscriber: { type: subscriber.type, package: subscriber.package, months } };
  }

  const subscriberKinds: BundleKind[] = ['device_bundle_existing', 'device_bundle_prepaid'];

  /** The claims' checks again, outside the order's transaction (the subscriber system is not in it). 409 bundle_not_eligible with the reasons. */
  async function recheck(ids: string[], now = new Date()): Promise<void> {
    for (const claim of await claimsByIds(db, ids)) {
      if (claim.state !== 'held') continue;
      const c = await campaign(claim.campaignId);
      let reasons: BundleReason[];
      if (subscriberKinds.includes(c.kind)) {
        const v = await verificationRow(db, claim.verificationId);
        if (!v?.thaiIdEnc || !claim.msisdn) throw conflict('verification_expired', 'The check of your number has run out. Please check it again.');
        reasons = (await reasonsFor(c, claim.msisdn, await deps.sim.decrypt(v.thaiIdEnc), claim.id, now)).reasons;
      } else {
        const use = await useOf(db, c.id, claim.subject);
        reasons = bundleReasons(
          {
            type: 'postpaid',
            months: 0,
            nasCode: '',
            rc: 0,
            balance: 0,
            blacklisted: false,
            status: 'active',
            holderMatches: true,
            alreadyClaimed: use !== null && use.claimId !== claim.id,
          },
          { ...c.rules, types: ['postpaid'], min_months: 0, min_rc: 0 },
          openNow(c, now),
        );
      }
      if (reasons.length) throw new AppError('conflict', 'bundle_not_eligible', 'This number can no longer take this offer.', { campaign_id: c.id, reasons });
    }
  }

  async function releaseClaims(tx: Db, claims: ClaimRow[], state: 'released' | 'held'): Promise<void> {
    for (const claim of claims) {
      await dropUse(tx, claim.id);
      await updateClaim(tx, claim.id, { state, orderId: null });
    }
  }

  /** The `bundle` hold kind: a bundle's device and advance-payment lines share one claim. */
  const holds: HoldHandler = {
    kind: 'bundle',
    owner: 'bundles',
    async lineRemoved(tx, ids) {
      const claims = (await claimsByIds(tx, ids, true)).filter((c) => c.state === 'held');
      await releaseClaims(tx, claims, 'released');
      await deps.numbers.releaseQuietly(
        tx,
        claims.flatMap((c) => (c.numberHoldId ? [c.numberHoldId] : [])),
      );
      // The other line of the bundle (device or advance payment) leaves with it.
      await deps.cart.removeLinesByHold(
        claims.map((c) => ({ kind: 'bundle', id: c.id })),
        tx,
      );
    },
    async reserve(tx, ids, order) {
      for (const claim of await claimsByIds(tx, ids, true)) {
        if (claim.state !== 'held' || (order.userId !== null && claim.userId !== order.userId))
          throw conflict('bundle_claim_ended', 'This offer is no longer in your cart. Please choose it again.');
        if (!(await takeUse(tx, { campaignId: claim.campaignId, subject: claim.subject, claimId: claim.id, createdAt: new Date() })))
          throw new AppError('conflict', 'bundle_not_eligible', 'This number has already taken this offer.', { campaign_id: claim.campaignId, reasons: ['already_claimed'] });
        if (claim.numberHoldId) await deps.numbers.confirmHold(tx, { holdId: claim.numberHoldId, owner: order.userId, orderId: order.orderId, until: order.until });
        await updateClaim(tx, claim.id, { state: 'reserved', orderId: order.orderId });
      }
    },
    async paid(tx, ids) {
      for (const claim of await claimsByIds(tx, ids, true)) {
        if (claim.state !== 'reserved') continue;
        await updateClaim(tx, claim.id, { state: 'paid' });
        if (claim.numberHoldId) await deps.numbers.markSold(tx, claim.numberHoldId).catch(() => undefined);
      }
    },
    async expired(tx, ids) {
      const claims = (await claimsByIds(tx, ids, true)).filter((c) => c.state === 'held' || c.state === 'reserved');
      await releaseClaims(tx, claims, 'released');
      await deps.numbers.releaseQuietly(
        tx,
        claims.flatMap((c) => (c.numberHoldId ? [c.numberHoldId] : [])),
      );
    },
    async cancelled(tx, ids) {
      const claims = (await claimsByIds(tx, ids, true)).filter((c) => c.state === 'reserved');
      await releaseClaims(tx, claims, 'held');
      await deps.numbers.detachHolds(
        tx,
        claims.flatMap((c) => (c.numberHoldId ? [c.numberHoldId] : [])),
      );
    },
  };

  return {
    holds,
    recheck,

    /** GET /bundles/campaigns: open campaigns, cheapest first. */
    async list(filter: { kind?: BundleKind; shelf?: BundleShelf; product_id?: number }, now = new Date()): Promise<BundleCampaignSummary[]> {
      const rows = (await allCampaigns(db)).filter(
        (r) =>
          openNow(r, now) && (!filter.kind || r.kind === filter.kind) && (!filter.shelf || r.shelf === filter.shelf) && (!filter.product_id || r.productId === filter.product_id),
      );
      return (await summaries(rows, now)).map(({ active: _a, rules: _r, ...s }) => s);
    },

    /** GET /bundles/campaigns/:id. */
    async get(id: string): Promise<BundleCampaign> {
      return detail(await campaign(id));
    },

    /** POST /bundles/otp: the subscriber system knows the number (404), then the code goes to it. */
    async sendOtp(userId: string, body: { campaign_id: string; mobile_number: string; thai_id: string; lang: 'th' | 'en' }): Promise<OtpSent> {
      const c = await campaign(body.campaign_id);
      if (!subscriberKinds.includes(c.kind)) throw unprocessable('wrong_campaign_kind', 'This offer is not for existing numbers.');
      await deps.subscribers.lookup(body.mobile_number, thaiIdOf(body.thai_id));
      const sent = await deps.sim.sendOtp(userId, { mobile_number: body.mobile_number, flow: 'device_bundle', lang: body.lang });
      return { ...sent, mobile_number: maskMobile(sent.mobile_number) };
    },

    /**
     * POST /verify/validate_existing_campaign and /truemoveh/bundle-campaigns/verify: the number is
     * proved by its OTP, or by the same user's OTP within 30 minutes (a signed-in owner); then every
     * reason at once.
     */
    async verifyNumber(
      userId: string,
      kind: 'device_bundle_existing' | 'device_bundle_prepaid',
      body: { campaign_id: string; mobile_number: string; thai_id: string; request_id?: string; code?: string },
      now = new Date(),
    ): Promise<BundleVerification> {
      const c = await campaign(body.campaign_id);
      if (c.kind !== kind) throw unprocessable('wrong_campaign_kind', 'This offer is checked on another page.');
      const thaiId = thaiIdOf(body.thai_id);
      // The subscriber system first: a busy one does not use up the code.
      const { reasons, subscriber } = await reasonsFor(c, body.mobile_number, thaiId, null, now);
      if (body.request_id && body.code) await deps.sim.checkOtp({ requestId: body.request_id, userId, mobile: body.mobile_number, code: body.code });
      else if (!(await provedRecently(db, userId, body.mobile_number, new Date(now.getTime() - BUNDLE_VERIFICATION_TTL_MS))))
        throw unprocessable('otp_required', 'Please confirm the number with the code we send to it.');
      const row = await insertVerification(db, {
        userId,
        campaignId: c.id,
        msisdn: body.mobile_number,
        subject: body.mobile_number,
        thaiIdEnc: reasons.length ? null : await deps.sim.encrypt(thaiId),
        thaiIdLast4: thaiId.slice(-4),
        eligible: reasons.length === 0,
        reasons,
        subscriber,
        createdAt: now,
        expiresAt: new Date(now.getTime() + BUNDLE_VERIFICATION_TTL_MS),
      });
      return toVerification(row, c.kind);
    },

    /** POST /verify/:id: a new customer's or device-only buyer's ID against the campaign, one per ID. */
    async verifyId(userId: string, campaignId: string, body: { thai_id: string }, now = new Date()): Promise<BundleVerification> {
      const c = await campaign(campaignId);
      if (c.kind !== 'device_bundle_new_customer' && c.kind !== 'device_only') throw unprocessable('wrong_campaign_kind', 'This offer is checked on another page.');
      const thaiId = thaiIdOf(body.thai_id);
      const subject = `id:${await deps.sim.hmac(SUBJECT_PURPOSE, thaiId)}`;
      const reasons: BundleReason[] = [];
      if (!openNow(c, now)) reasons.push('campaign_not_active');
      if (await useOf(db, c.id, subject)) reasons.push('already_claimed');
      const row = await insertVerification(db, {
        userId,
        campaignId: c.id,
        msisdn: null,
        subject,
        thaiIdEnc: null,
        thaiIdLast4: thaiId.slice(-4),
        eligible: reasons.length === 0,
        reasons,
        subscriber: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + BUNDLE_VERIFICATION_TTL_MS),
      });
      return toVerification(row, c.kind);
    },

    async verification(userId: string, id: string): Promise<BundleVerification> {
      const v = await verificationRow(db, id);
      if (!v || v.userId !== userId) throw verificationNotFound();
      return toVerification(v, (await campaign(v.campaignId)).kind);
    },

    /**
     * POST /bundles/claims: an eligible verification's bundle in the cart: the device line at the
     * subscriber price and, when the campaign has one, an advancepayment line (left out of the cart
     * total, spec 9), both holding one claim. The same Idempotency-Key answers the same.
     */
    async claim(
      userId: string,
      key: string,
      body: { verification_id: string; variant_id: number; number_hold_id?: string },
      addLine: (line: ServiceLineInput) => Promise<{ cartId: string; lineId: string }>,
      now = new Date(),
    ): Promise<{ claimed: { claim_id: string; cart_id: string; line_ids: string[] }; created: boolean }> {
      const scoped = `user:${userId}:${key}`;
      const hash = requestHash(body);
      const replay = (c: ClaimRow) => {
        if (c.requestHash !== hash) throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
        if (!c.cartId || !c.lineIds) throw conflict('bundle_claim_ended', 'This offer is no longer in your cart. Please choose it again.');
        return { claimed: { claim_id: c.id, cart_id: c.cartId, line_ids: c.lineIds }, created: false };
      };
      const earlier = await claimByKey(db, scoped);
      if (earlier) return replay(earlier);

      const v = await myVerification(userId, body.verification_id, now);
      if (!v.eligible) throw unprocessable('not_eligible', 'This number cannot take this offer.', { reasons: v.reasons });
      const c = await campaign(v.campaignId);
      if (!openNow(c, now)) throw unprocessable('not_eligible', 'This offer has ended.', { reasons: ['campaign_not_active'] });
      const view = await detail(c);
      const variant = view.variants.find((x) => x.id === body.variant_id);
      if (!variant) throw notFound('variant_not_in_campaign', 'This device option is not in this offer.');
      if (!variant.in_stock) throw new AppError('conflict', 'out_of_stock', 'This device is out of stock.', { variant_id: variant.id, available: 0 });

      let msisdn = v.msisdn;
      let numberHoldId: string | null = null;
      if (c.kind === 'device_bundle_new_customer') {
        if (!body.number_hold_id) throw unprocessable('number_required', 'Please choose your new number first.');
        const hold = await deps.numbers.getHold(db, body.number_hold_id);
        if (!hold || hold.status !== 'held' || hold.owner !== userId) throw conflict('hold_expired', "Sorry, it's over time for reserving this mobile number.");
        numberHoldId = body.number_hold_id;
        msisdn = hold.number;
      }

      const id = randomUUID();
      const stored = await insertClaim(db, {
        id,
        verificationId: v.id,
        userId,
        campaignId: c.id,
        subject: v.subject,
        msisdn,
        numberHoldId,
        variantId: variant.id,
        state: 'held',
        idempotencyKey: scoped,
        requestHash: hash,
        createdAt: now,
        updatedAt: now,
      });
      if (!stored) return replay((await claimByKey(db, scoped))!);

      const productType = c.kind === 'device_only' ? 'device_bundle_new_customer' : c.kind;
      const variantName = [variant.capacity, variant.colour_name?.en].filter(Boolean).join(' ');
      const variantNameTh = [variant.capacity, variant.colour_name?.th].filter(Boolean).join(' ');
      const numberText = msisdn ? { th: ` · เบอร์ ${maskMobile(msisdn)}`, en: ` · number ${maskMobile(msisdn)}` } : { th: '', en: '' };
      const simMeta =
        msisdn === null
          ? null
          : {
              thai_id: maskThaiId(`000000000${v.thaiIdLast4}`),
              number: maskMobile(msisdn),
              dealer_code: null,
              correlation_id: id,
              campaign_type: c.campaignType,
              sim_type: 'physical-sim' as const,
              birth_date: null,
            };
      const href = `/online-store/bundle/${view.product.id}/${encodeURIComponent(c.id)}/${encodeURIComponent(c.nasCode ?? 'device-only')}`;
      const lineIds: string[] = [];
      try {
        const device = await addLine({
          productType,
          productId: String(view.product.id),
          title: { th: `${view.product.title.th} ${variantNameTh}${numberText.th}`, en: `${view.product.title.en} ${variantName}${numberText.en}` },
          price: variant.subscriber_price,
          compareAtPrice: variant.price,
          category: 'device-bundle',
          image: view.product.image,
          href,
          simMeta,
          existingCampaign: existingCampaignOf(c),
          bundle: { name: c.name },
          inventoryId: String(variant.id),
          hold: { kind: 'bundle', id },
        });
        lineIds.push(device.lineId);
        let cartId = device.cartId;
        if (c.advancePayment > 0) {
          const advance = await addLine({
            productType: 'advancepayment',
            productId: `advance-${c.id}`,
            title: { th: `ค่าบริการล่วงหน้า ${c.name.th}`, en: `Advance payment · ${c.name.en}` },
            price: c.advancePayment,
            category: 'advance-payment',
            href,
            existingCampaign: existingCampaignOf(c),
            hold: { kind: 'bundle', id },
            advancePayment: c.advancePayment,
          });
          lineIds.push(advance.lineId);
          cartId = advance.cartId;
        }
        await updateClaim(db, id, { cartId, lineIds });
        return { claimed: { claim_id: id, cart_id: cartId, line_ids: lineIds }, created: true };
      } catch (err) {
        await inTx(db, async (tx) => {
          await updateClaim(tx, id, { state: 'released' });
          await deps.cart.removeLinesByHold([{ kind: 'bundle', id }], tx);
        });
        throw err;
      }
    },

    /** A new customer's number hold ended outside an order (sweeper, cancel): its bundle leaves the cart. */
    async numberHoldsEnded(holdIds: string[]): Promise<void> {
      const claims = await claimsOfNumberHolds(db, holdIds);
      if (claims.length === 0) return;
      await inTx(db, async (tx) => {
        await releaseClaims(tx, claims, 'released');
        await deps.cart.removeLinesByHold(
          claims.map((c) => ({ kind: 'bundle' as const, id: c.id })),
          tx,
        );
      });
    },

    /** POST /clm/get-campaign-instant-benefit. */
    async benefits(userId: string, verificationId: string, now = new Date()): Promise<InstantBenefit[]> {
      const v = await myVerification(userId, verificationId, now);
      if (!v.eligible) throw unprocessable('not_eligible', 'This number cannot take this offer.', { reasons: v.reasons });
      const claimed = await claimedBenefits(db, v.subject);
      return (await benefitsOf(db, v.campaignId)).map((b) => ({ id: b.id, kind: b.kind, title: b.title, value: b.value, claimed: claimed.has(b.id) }));
    },

    /** POST /clm/instant-benefits/:id/claim: stored once per number (a repeat answers the same). */
    async claimBenefit(userId: string, benefitId: string, verificationId: string, now = new Date()): Promise<InstantBenefit> {
      const v = await myVerification(userId, verificationId, now);
      if (!v.eligible) throw unprocessable('not_eligible', 'This number cannot take this offer.', { reasons: v.reasons });
      const benefit = (await benefitsOf(db, v.campaignId)).find((b) => b.id === benefitId);
      if (!benefit) throw notFound('benefit_not_found', 'This benefit is not part of this offer.');
      await insertBenefitClaim(db, { benefitId, subject: v.subject, userId, claimedAt: now });
      return { id: benefit.id, kind: benefit.kind, title: benefit.title, value: benefit.value, claimed: true };
    },

    /** POST /clm/callback/add-leads: a new lead, or the open one of this number and campaign. */
    async addLead(userId: string | null, body: { campaign_id: string; contact_name: string; mobile_number: string }, lang: string, now = new Date()) {
      const c = await campaign(body.campaign_id);
      const row = await insertLead(db, {
        userId,
        campaignId: c.id,
        serviceId: leadServiceId(c.id, body.mobile_number),
        contactName: body.contact_name,
        msisdn: body.mobile_number,
        state: 'new',
        lang,
        createdAt: now,
        updatedAt: now,
      });
      if (row) return { lead: toLead(row, true), created: true };
      const open = await openLeadOf(db, c.id, body.mobile_number);
      if (!open) throw conflict('lead_busy', 'Please try again in a moment.');
      return { lead: toLead(open, true), created: false };
    },

    async myLeads(userId: string): Promise<Lead[]> {
      return (await leadsOfUser(db, userId)).map((l) => toLead(l, true));
    },

    async withdrawLead(userId: string, id: number): Promise<Lead> {
      const row = await leadRow(db, id);
      if (!row || row.userId !== userId) throw notFound('lead_not_found', 'No such request.');
      const moved = await moveLead(db, id, ['new', 'contacted'], 'withdrawn');
      if (!moved) throw conflict('lead_closed', 'This request is already closed.');
      return toLead(moved, true);
    },

    /** Staff (contact.read): the call centre needs the whole number to call. */
    async staffLeads(state: LeadState | undefined, limit: number): Promise<Lead[]> {
      return (await leadsByState(db, state, limit)).map((l) => toLead(l, false));
    },

    async staffMoveLead(id: number, to: 'contacted' | 'closed'): Promise<{ before: Lead; after: Lead }> {
      const row = await leadRow(db, id);
      if (!row) throw notFound('lead_not_found', 'No such lead.');
      const from: LeadState[] = to === 'contacted' ? ['new', 'contacted'] : ['new', 'contacted', 'closed'];
      const moved = await moveLead(db, id, from, to);
      if (!moved) throw conflict('lead_closed', 'This lead is already closed.');
      return { before: toLead(row, false), after: toLead(moved, false) };
    },

    async staffCampaigns() {
      return summaries(await allCampaigns(db));
    },

    /** PUT /staff/bundles/campaigns/:id: the window must stay a window (400 window_invalid). */
    async staffUpdate(
      id: string,
      body: { active?: boolean; starts_at?: string; ends_at?: string; rc?: number; advance_payment?: number; contract_months?: number; rules?: BundleRules },
    ): Promise<{ before: CampaignRow; after: BundleCampaign }> {
      const before = await campaign(id);
      const startsAt = body.starts_at ? new Date(body.starts_at) : before.startsAt;
      const endsAt = body.ends_at ? new Date(body.ends_at) : before.endsAt;
      if (startsAt.getTime() >= endsAt.getTime()) throw invalid('window_invalid', 'The campaign must start before it ends.');
      const row = await updateCampaign(db, id, {
        active: body.active ?? before.active,
        startsAt,
        endsAt,
        rc: body.rc ?? before.rc,
        advancePayment: body.advance_payment ?? before.advancePayment,
        contractMonths: body.contract_months ?? before.contractMonths,
        rules: body.rules ?? before.rules,
      });
      if (!row) throw campaignNotFound();
      return { before, after: await detail(row) };
    },

    /** The sweeper: forgets the IDs of checks that ran out. */
    async sweep(now = new Date()): Promise<void> {
      await clearExpiredIds(db, now);
    },
  };
}

export type Bundles = ReturnType<typeof createBundles>;
