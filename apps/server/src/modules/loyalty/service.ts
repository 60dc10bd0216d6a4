import { agingMonths, maskCardNo, maxPointsFor, pointsValue, tierAtLeast } from '@store/domain/loyalty-rules';
import type { CardStatus, MemberCard, PointsStatus, Privilege, PrivilegeRefusal, PrivilegeRight } from '@store/domain/loyalty';
import { MIN_CHARGE_SATANG } from '@store/domain/payment';
import { isThaiNationalId, normalizeThaiId } from '@store/domain/thai-id';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors';
import type { HoldHandler } from '../../lib/line-kinds';
import type { ServiceLineInput } from '../cart/service';
import { getProduct } from '../catalog/service';
import { getConfig } from '../config/service';
import type { CardRecord, CardSystemPort } from './port';
import {
  claimByKey,
  claimsByIds,
  insertClaim,
  insertLinkIfFree,
  insertRedemption,
  linkOfCard,
  linkOfUser,
  markGivenBack,
  moveClaims,
  moveLink,
  privilegeRow,
  redemptionsOfCard,
  runningPrivileges,
  setClaimLine,
  type PrivilegeRow,
} from './repository';

/** The user as the loyalty rules need them: the store user id and the phone the identity provider gave. */
export interface Member {
  userId: string;
  phone: string | null;
}

const HISTORY_LIMIT = 20;
const ORDER_REFERENCE = (orderNumber: string) => `order:${orderNumber}`;

const cardImage = (tier: CardRecord['tier']) => `/images/cards/${tier}.svg`;
const cardView = (card: CardRecord, now: Date): MemberCard => ({
  card_no: maskCardNo(card.cardNo),
  tier: card.tier,
  image_url: cardImage(card.tier),
  member_since: card.memberSince.toISOString(),
  aging: agingMonths(card.memberSince, now),
});

/** The member price of a variant: `discount_bp` off, down to whole baht. */
const privilegePrice = (price: number, discountBp: number) => Math.floor((price * (10_000 - discountBp)) / 10_000 / 100) * 100;

const notEligible = (reason: PrivilegeRefusal) => new AppError('forbidden', 'privilege_not_eligible', 'You may not have this privilege price.', { reason });

/**
 * Member card, points and privileges (issue 18 part C, decision 035): the card system behind its
 * port; a card is linked to a store user by the user's phone (the first time it matches) or by its
 * holder's Thai ID; privilege lines carry a `privilege` hold whose right is checked again at place
 * order; points pay part of an order (the order module calls `orderPoints`).
 */
export function createLoyalty(deps: { db: Db; port: CardSystemPort }) {
  const { db, port } = deps;

  /** The member's card: the linked one, or the card of their phone when neither is linked yet. */
  async function cardOf(member: Member, tx?: Db): Promise<CardRecord | null> {
    const link = await linkOfUser(tx ?? db, member.userId);
    if (link) return port.card(link.cardNo, tx).catch((err: unknown) => (err instanceof AppError && err.code === 'card_not_found' ? null : Promise.reject(err)));
    if (tx || !member.phone) return null;
    const card = await port.cardByMobile(member.phone);
    if (!card || (await linkOfCard(db, card.cardNo))) return null;
    return (await insertLinkIfFree(db, member.userId, card.cardNo)) ? card : null;
  }

  async function privilegeView(row: PrivilegeRow): Promise<Privilege> {
    let product: Privilege['product'] = null;
    if (row.productId !== null) {
      const p = await getProduct(db, row.productId).catch(() => null);
      if (p && p.variants.length) {
        const variants = p.variants.map((v) => ({
          id: v.id,
          capacity: v.capacity,
          colour: v.color.name,
          price: v.price,
          privilege_price: privilegePrice(v.price, row.discountBp),
          in_stock: v.stock > 0,
        }));
        const first = variants.find((v) => v.in_stock) ?? variants[0];
        product = { product_id: p.id, variant_id: first.id, title: p.name, image: p.image, href: p.href, price: first.price, privilege_price: first.privilege_price, variants };
      }
    }
    return {
      id: row.id,
      partner: row.partner,
      title: row.title,
      summary: row.summary,
      terms: row.terms,
      how_to_claim: row.howToClaim,
      valid_from: row.validFrom.toISOString(),
      valid_until: row.validUntil.toISOString(),
      min_tier: row.minTier,
      line_kind: row.lineKind,
      image: row.image,
      product,
    };
  }

  async function privilegeOrThrow(id: string): Promise<PrivilegeRow> {
    const row = await privilegeRow(db, id);
    if (!row) throw notFound('privilege_not_found', 'This privilege does not exist.');
    return row;
  }

  /** Whether the card may have the privilege now (and for this product, when one is named). */
  function refusalOf(row: PrivilegeRow, card: CardRecord | null, now: Date, productId?: number): PrivilegeRefusal | null {
    if (now < row.validFrom) return 'not_started';
    if (now >= row.validUntil) return 'ended';
    if (productId !== undefined && row.productId !== productId) return 'not_this_product';
    if (!card) return 'no_card';
    if (!tierAtLeast(card.tier, row.minTier)) return 'tier_too_low';
    return null;
  }

  async function verify(member: Member | null, id: string, productId?: number, variantId?: number, now = new Date()): Promise<PrivilegeRight> {
    const row = await privilegeOrThrow(id);
    const card = member ? await cardOf(member) : null;
    let reason = refusalOf(row, card, now, productId);
    if (!member && reason === 'no_card') reason = 'session_required';
    let price: number | null = null;
    if (row.productId !== null) {
      const view = await privilegeView(row);
      const variant = variantId === undefined ? view.product?.variants.find((v) => v.id === view.product?.variant_id) : view.product?.variants.find((v) => v.id === variantId);
      if (!variant && !reason) reason = 'not_this_product';
      price = variant?.privilege_price ?? null;
    }
    return { privilege_id: row.id, eligible: reason === null, reason, tier: card?.tier ?? null, min_tier: row.minTier, privilege_price: price };
  }

  /** The `privilege` hold kind: a claim in the cart, reserved by an order once the right is checked again, used when paid. */
  const privilegeHolds: HoldHandler = {
    kind: 'privilege',
    owner: 'loyalty',
    lineRemoved: (tx, ids) => moveClaims(tx, ids, ['held'], 'released'),
    async reserve(tx, ids, order) {
      const now = new Date();
      for (const claim of await claimsByIds(tx, ids, true)) {
        if (claim.status !== 'held' && !(claim.status === 'reserved' && claim.orderId === order.orderId))
          throw conflict('privilege_claim_ended', 'A member price in your cart is no longer held. Please add it again.');
        const row = await privilegeRow(tx, claim.privilegeId);
        if (!row) throw conflict('privilege_claim_ended', 'A member price in your cart is no longer offered.');
        const card = order.userId === claim.userId ? await cardOf({ userId: claim.userId, phone: null }, tx) : null;
        const reason = order.userId === claim.userId ? refusalOf(row, card, now) : 'session_required';
        if (reason)
          throw new AppError('conflict', 'privilege_not_eligible', 'You may no longer have a member price in your cart. Please remove it and try again.', {
            reason,
            privilege_id: row.id,
          });
      }
      await moveClaims(tx, ids, ['held', 'reserved'], 'reserved', order.orderId);
    },
    paid: (tx, ids) => moveClaims(tx, ids, ['reserved', 'held'], 'used'),
    expired: (tx, ids) => moveClaims(tx, ids, ['reserved', 'held'], 'released', null),
    cancelled: (tx, ids) => moveClaims(tx, ids, ['reserved'], 'held', null),
  };

  return {
    port,
    privilegeHolds,

    async status(member: Member, now = new Date()): Promise<CardStatus> {
      const card = await cardOf(member);
      return { linked: card !== null, card: card ? cardView(card, now) : null };
    },

    /** Links the card whose holder has this Thai ID (the card moves here from any other account). */
    async link(member: Member, thaiIdTyped: string, now = new Date()): Promise<CardStatus> {
      const thaiId = normalizeThaiId(thaiIdTyped);
      if (!isThaiNationalId(thaiId)) throw unprocessable('thai_id_invalid', 'Please check the Thai ID number.');
      const card = await port.cardByThaiId(thaiId);
      if (!card) throw notFound('card_not_found', 'No member card was found for this Thai ID.');
      await moveLink(db, member.userId, card.cardNo);
      return { linked: true, card: cardView(card, now) };
    },

    async points(member: Member): Promise<PointsStatus> {
      const card = await cardOf(member);
      if (!card) throw notFound('card_not_linked', 'Link your member card first.');
      const rule = await getConfig(db, 'loyalty_points');
      const entries = await port.history(card.cardNo, HISTORY_LIMIT);
      return {
        balance: card.points,
        satang_per_point: rule.satang_per_point,
        max_share_bp: rule.max_share_bp,
        min_charge: MIN_CHARGE_SATANG,
        enabled: rule.toggle,
        value: pointsValue(card.points, rule),
        history: entries.map((e) => ({
          at: e.at.toISOString(),
          kind: e.kind,
          points: e.points,
          order_number: e.reference.startsWith('order:') ? e.reference.slice('order:'.length) : null,
        })),
      };
    },

    async list(lineKind?: PrivilegeRow['lineKind'], now = new Date()): Promise<Privilege[]> {
      return Promise.all((await runningPrivileges(db, now, lineKind)).map(privilegeView));
    },

    async get(id: string): Promise<Privilege> {
      return privilegeView(await privilegeOrThrow(id));
    },

    verify,

    /**
     * Puts the privilege's product in the member's cart at the privilege price, with a `privilege`
     * hold (Idempotency-Key: a repeat answers the same line). 403 privilege_not_eligible with the reason.
     */
    async addToCart(
      member: Member,
      id: string,
      input: { product_id: number; variant_id: number },
      key: string,
      addLine: (line: ServiceLineInput) => Promise<{ lineId: string }>,
    ): Promise<{ created: boolean; line_id: string; privilege_price: number }> {
      const same = await claimByKey(db, member.userId, key);
      if (same) {
        if (same.privilegeId !== id || same.variantId !== input.variant_id) throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
        if (same.lineId) return { created: false, line_id: same.lineId, privilege_price: (await verify(member, id, input.product_id, input.variant_id)).privilege_price ?? 0 };
      }
      const right = await verify(member, id, input.product_id, input.variant_id);
      if (!right.eligible) throw notEligible(right.reason!);
      const row = await privilegeOrThrow(id);
      const view = await privilegeView(row);
      const variant = view.product?.variants.find((v) => v.id === input.variant_id);
      if (!view.product || !variant) throw notEligible('not_this_product');
      if (!variant.in_stock) throw conflict('out_of_stock', 'This item is out of stock.');
      const card = (await cardOf(member))!;
      const claim =
        same ??
        (await insertClaim(db, { userId: member.userId, privilegeId: id, variantId: variant.id, cardNo: card.cardNo, idempotencyKey: key })) ??
        (await claimByKey(db, member.userId, key))!;
      const added = await addLine({
        productType: row.lineKind,
        productId: String(view.product.product_id),
        title: view.product.title,
        price: variant.privilege_price,
        compareAtPrice: variant.price,
        image: view.product.image,
        href: view.product.href,
        category: 'privilege',
        simMeta: { card_no: maskCardNo(card.cardNo), tier: card.tier, privilege_id: row.id },
        inventoryId: String(variant.id),
        hold: { kind: 'privilege', id: claim.id },
      });
      await setClaimLine(db, claim.id, added.lineId);
      return { created: true, line_id: added.lineId, privilege_price: variant.privilege_price };
    },

    /** What the order module uses (modules/order/points-port.ts). */
    orderPoints: {
      async redeemInTx(tx: Db, input: { userId: string | null; orderId: string; orderNumber: string; points: number; total: number }) {
        if (!input.userId) throw unprocessable('card_not_linked', 'Sign in and link your member card to pay with points.');
        const rule = await getConfig(tx, 'loyalty_points');
        if (!rule.toggle) throw unprocessable('points_disabled', 'Paying with points is not available now.');
        const card = await cardOf({ userId: input.userId, phone: null }, tx);
        if (!card) throw unprocessable('card_not_linked', 'Link your member card to pay with points.');
        const max = maxPointsFor(input.total, card.points, rule, MIN_CHARGE_SATANG);
        if (input.points > max) throw unprocessable('points_too_many', `At most ${max} points may pay for this order.`, { max });
        const reference = ORDER_REFERENCE(input.orderNumber);
        await port.debit({ cardNo: card.cardNo, points: input.points, reference }, tx);
        const value = pointsValue(input.points, rule);
        await insertRedemption(tx, { orderId: input.orderId, orderNumber: input.orderNumber, userId: input.userId, cardNo: card.cardNo, points: input.points, value });
        return { points: input.points, value, cardNo: card.cardNo, reference };
      },

      /** The order was cancelled or expired unpaid: its points go back to the card that paid (once). */
      async giveBackInTx(tx: Db, orderId: string, now = new Date()): Promise<void> {
        const taken = await markGivenBack(tx, orderId, now);
        if (taken) await port.credit({ cardNo: taken.cardNo, reference: ORDER_REFERENCE(taken.orderNumber) }, tx);
      },

      /** After a place-order transaction failed: a remote card system is told to give the debit back (the embedded one was undone with it). */
      async compensate(taken: { cardNo: string; reference: string }): Promise<void> {
        if (!port.sandbox) await port.credit(taken);
      },
    },

    /** For tests: a card's redemptions. */
    redemptionsOfCard: (cardNo: string) => redemptionsOfCard(db, cardNo),
  };
}

export type LoyaltyService = ReturnType<typeof createLoyalty>;
