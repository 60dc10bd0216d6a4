import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { formatPrice } from '@store/domain/money';
import type { OrderView } from '@store/domain/order';
import type { OrderState } from '@store/domain/order-state';
import { bangkokPeriods, SALE_LINK_PATH, type SaleConfig, type SaleLinkView, type SaleOrder, type SaleShop } from '@store/domain/sale';
import { maskMobile } from '@store/domain/thai-id';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, gone, notFound } from '../../lib/errors';
import { getOrCreateSecret, randomToken } from '../identity/secrets';
import type { Orders, Shopper } from '../order/service';
import type { OrderRow } from '../order/view';
import type { StaffActor, StaffService } from '../staff/service';
import { qrSvgDataUrl } from '../payment/promptpay-qr';
import * as repo from './repository';

const OPEN = new Set(['placed', 'awaiting_payment']);

/** The SMS a customer gets: the shop, the amount and the link (no personal data but the link). */
function smsText(lang: 'th' | 'en', shop: string, amount: number, url: string): string {
  return lang === 'th'
    ? `${shop}: คำสั่งซื้อของคุณ ยอด ${formatPrice(amount)} บาท ชำระด้วย QR พร้อมเพย์ได้ที่ ${url}`
    : `${shop}: your order of ${formatPrice(amount)} baht. Pay by PromptPay QR at ${url}`;
}

const b64 = (buf: Buffer) => buf.toString('base64url');

/**
 * Seller sale mode (issue 19 part B, decision 039): the seller's sign-in at a shop, the sale
 * settings, orders placed for a customer, the signed links sent by SMS or shown as a QR, and the
 * customer's payment through a link.
 */
export function createSale(deps: { db: Db; staff: StaffService; orders: Orders; sendSms: (m: { to: string; body: string; purpose: string }) => Promise<void> }) {
  const { db, staff, orders } = deps;
  const linkKey = () => getOrCreateSecret(db, 'sale-link-key', () => randomToken(32));

  async function sign(id: string): Promise<string> {
    const idBytes = Buffer.from(id.replaceAll('-', ''), 'hex');
    const mac = createHmac('sha256', await linkKey())
      .update(idBytes)
      .digest();
    return `${b64(idBytes)}.${b64(mac)}`;
  }

  /** The link row of a token, or 404 sale_link_invalid when it was changed or never made. */
  async function verify(token: string): Promise<repo.SaleLinkRow> {
    const invalidLink = notFound('sale_link_invalid', 'This payment link is not valid. Ask the seller to send it again.');
    const m = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) throw invalidLink;
    const idBytes = Buffer.from(m[1], 'base64url');
    const given = Buffer.from(m[2], 'base64url');
    const wanted = createHmac('sha256', await linkKey())
      .update(idBytes)
      .digest();
    // Only the canonical spelling: base64's last character carries unused bits, and a token that differs
    // only there would decode to the same bytes (a changed link must never pass).
    if (b64(idBytes) !== m[1] || b64(given) !== m[2]) throw invalidLink;
    if (idBytes.length !== 16 || given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw invalidLink;
    const hex = idBytes.toString('hex');
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    const row = await repo.selectLink(db, id);
    if (!row) throw invalidLink;
    return row;
  }

  const shopView = (row: repo.SaleShopRow): SaleShop => ({ code: row.code, name: row.name, address: row.address, phone: row.phone, pickup_shop_id: row.pickupShopId });

  /** The seller's own shop (403 when the actor is not a seller of a sale shop). */
  async function shopOf(actor: StaffActor): Promise<repo.SaleShopRow> {
    const shop = actor.shopCode ? await repo.selectShop(db, actor.shopCode) : null;
    if (!shop || !shop.active) throw forbidden('no_sale_shop', 'Your account is not at a shop in sale mode.');
    return shop;
  }

  /** One of the seller's orders: 404 when there is none, 403 when another seller placed it. */
  async function ownOrder(actor: StaffActor, orderNumber: string): Promise<OrderRow> {
    const order = await orders.rowByNumber(orderNumber);
    if (!order || order.channel !== 'seller') throw notFound('order_not_found', 'No such order.');
    if (order.staffId !== actor.id) throw forbidden('order_not_yours', 'Another seller placed this order.');
    return order;
  }

  function saleOrderOf(order: OrderRow, link: repo.SaleLinkRow | undefined): SaleOrder {
    return {
      order_number: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      expires_at: OPEN.has(order.state) ? order.expiresAt.toISOString() : null,
      paid_at: order.paidAt?.toISOString() ?? null,
      state: order.state as OrderState,
      total: order.total,
      total_quantity: order.lines.reduce((n, l) => n + l.quantity, 0),
      lines: order.lines.map((l) => ({ title: l.title, quantity: l.quantity, line_total: l.line_total })),
      customer: { name: order.contact.name, mobile: maskMobile(order.contact.phone) },
      last_link: link ? { sent_by: link.sentBy, sent_at: link.createdAt.toISOString(), expires_at: link.expiresAt.toISOString() } : null,
    };
  }

  /** A new link (or the one this key made before) for an open order of the seller. */
  async function linkFor(actor: StaffActor, key: string, orderNumber: string, sentBy: 'sms' | 'qr') {
    const order = await ownOrder(actor, orderNumber);
    const shop = await shopOf(actor);
    const { row, created } = await repo.insertLink(db, {
      id: randomUUID(),
      orderId: order.id,
      staffId: actor.id!,
      shopCode: shop.code,
      sentBy,
      idempotencyKey: key,
      // The link lives as long as the order waits (the shop's link_ttl_hours from its placing), never longer.
      expiresAt: new Date(Math.min(Date.now() + shop.linkTtlHours * 3_600_000, order.expiresAt.getTime())),
    });
    if (row.orderId !== order.id || row.sentBy !== sentBy) throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
    if (created && !OPEN.has(order.state)) throw conflict('order_not_payable', 'This order is not waiting for a payment.');
    return { order, shop, row, created };
  }

  function linkViewOf(link: repo.SaleLinkRow, order: OrderView, shop: repo.SaleShopRow | null): SaleLinkView {
    const status = order.paid_at ? 'paid' : OPEN.has(order.state) ? 'open' : 'cancelled';
    const p = order.payment;
    return {
      status,
      link_expires_at: link.expiresAt.toISOString(),
      shop: shop ? { name: shop.name } : null,
      order: {
        order_number: order.order_number,
        state: order.state,
        total: order.total,
        expires_at: order.expires_at,
        paid_at: order.paid_at,
        customer_name: order.contact.name,
        lines: order.lines.map((l) => ({ title: l.title, image: l.image, quantity: l.quantity, line_total: l.line_total })),
      },
      payment: p ? { status: p.status, failure_code: p.failure_code, charge_id: p.charge_id, qr: p.qr?.image ?? null, expires_at: p.expires_at } : null,
    };
  }

  /** A link's order, or 410 when the link ran out and the order was not paid (a paid order shows paid after). */
  async function openLink(token: string, now = new Date()) {
    const link = await verify(token);
    const row = await orders.rowById(link.orderId);
    if (!row) throw notFound('sale_link_invalid', 'This payment link is not valid. Ask the seller to send it again.');
    if (!row.paidAt && link.expiresAt.getTime() <= now.getTime()) throw gone('sale_link_expired', 'This payment link has expired. Ask the seller to send a new one.');
    return { link, row };
  }

  return {
    /** POST /v2/sale/login: a staff sign-in that must be a seller of this shop; anything else ends the new session. */
    async login(input: { email: string; password: string; shop_code: string }, device: string | undefined) {
      const shop = await repo.selectShop(db, input.shop_code.toUpperCase());
      if (!shop || !shop.active) throw notFound('shop_not_found', 'No shop in sale mode has this code.');
      const signed = await staff.signIn(input.email, input.password, device);
      const roles = signed.account.roles;
      let refusal: AppError | null = null;
      if (!roles.includes('seller')) refusal = forbidden('not_a_seller', 'This account cannot sell in sale mode.');
      else if (signed.account.shopCode?.toUpperCase() !== shop.code) refusal = forbidden('shop_mismatch', 'This account sells at another shop.');
      if (refusal) {
        await staff.signOut(signed.token);
        throw refusal;
      }
      const config: SaleConfig = { sale_mode: 1, shop_code: shop.code, seller: { display_name: signed.account.displayName, email: signed.account.email }, shop: shopView(shop) };
      return { signed, config };
    },

    /** POST /v2/sale/validate-shop-code. */
    async validateShopCode(code: string) {
      const shop = await repo.selectShop(db, code.toUpperCase());
      if (!shop || !shop.active) throw notFound('shop_not_found', 'No shop in sale mode has this code.');
      return { shop: { code: shop.code, name: shop.name } };
    },

    /** GET /sale/config: sale_mode 1 for a seller's session at an active sale shop, else 0. */
    async config(actor: StaffActor | null, displayName: string | null): Promise<SaleConfig> {
      if (!actor || !actor.permissions.includes('sell.seller') || !actor.id) return { sale_mode: 0, shop_code: null, seller: null, shop: null };
      const shop = actor.shopCode ? await repo.selectShop(db, actor.shopCode) : null;
      if (!shop || !shop.active) return { sale_mode: 0, shop_code: null, seller: null, shop: null };
      return { sale_mode: 1, shop_code: shop.code, seller: { display_name: displayName ?? actor.label, email: actor.label }, shop: shopView(shop) };
    },

    /** GET /sale/config/:id: the seller's own shop's settings. */
    async shopConfig(actor: StaffActor, id: string) {
      const shop = await this.shop(actor, id);
      const row = (await repo.selectShop(db, shop.code))!;
      return { shop_code: row.code, sale_mode: 1 as const, link_ttl_hours: row.linkTtlHours, payment_methods: ['promptpay' as const], delivery: 'pickup_at_shop' as const };
    },

    /** GET /sale/shop/:id: the seller's own shop (404 none, 403 another shop). */
    async shop(actor: StaffActor, id: string): Promise<SaleShop> {
      const shop = await repo.selectShop(db, id.toUpperCase());
      if (!shop) throw notFound('shop_not_found', 'No shop in sale mode has this code.');
      if (actor.shopCode?.toUpperCase() !== shop.code) throw forbidden('shop_not_yours', 'This is another shop.');
      return shopView(shop);
    },

    /** POST /v2/sale/order: the seller's cart as an order for the customer, picked up at the seller's shop. */
    async placeOrder(shopper: Shopper, actor: StaffActor, key: string, body: { customer: { name: string; mobile: string }; cart_version?: number }) {
      const shop = await shopOf(actor);
      const { order, created } = await orders.placeForCustomer(shopper, key, {
        customer: body.customer,
        pickupShopId: shop.pickupShopId,
        cartVersion: body.cart_version,
        paymentTtlMs: shop.linkTtlHours * 3_600_000,
      });
      return { order: saleOrderOf(order, undefined), created };
    },

    /** GET /v2/sale/order: the seller's orders and the paid totals of the Bangkok day and month. */
    async list(actor: StaffActor, cursor: string | undefined, now = new Date()) {
      const page = await orders.ofStaff(actor.id!, cursor);
      const links = await repo.lastLinksOf(
        db,
        page.items.map((o) => o.id),
      );
      const periods = bangkokPeriods(now);
      const [day, month] = await Promise.all([
        orders.paidTotalOfStaff(actor.id!, periods.day.from, periods.day.to),
        orders.paidTotalOfStaff(actor.id!, periods.month.from, periods.month.to),
      ]);
      return {
        orders: page.items.map((o) => saleOrderOf(o, links.get(o.id))),
        next_cursor: page.next_cursor,
        totals: {
          time_zone: 'Asia/Bangkok' as const,
          day: { label: periods.day.label, paid_orders: day.count, paid_total: day.total },
          month: { label: periods.month.label, paid_orders: month.count, paid_total: month.total },
        },
      };
    },

    /** GET /v2/sale/order/:order_number. */
    async order(actor: StaffActor, orderNumber: string): Promise<SaleOrder> {
      const order = await ownOrder(actor, orderNumber);
      return saleOrderOf(order, (await repo.lastLinksOf(db, [order.id])).get(order.id));
    },

    /**
     * POST /v2/sale/sms: a new link, sent to the customer's mobile through the SMS port once per
     * Idempotency-Key: the send is claimed by a conditional write first and given back when the port
     * fails, so a retry sends it then, and never twice.
     */
    async sendSms(actor: StaffActor, key: string, orderNumber: string, lang: 'th' | 'en', origin: string) {
      const { order, shop, row, created } = await linkFor(actor, key, orderNumber, 'sms');
      if (!row.smsSentAt && OPEN.has(order.state) && (await repo.markSmsSent(db, row.id, new Date()))) {
        const url = `${origin}${SALE_LINK_PATH}?link=${await sign(row.id)}`;
        try {
          await deps.sendSms({ to: order.contact.phone, body: smsText(lang, shop.name[lang], order.total, url), purpose: 'sale_link' });
        } catch {
          await repo.unmarkSmsSent(db, row.id);
          throw new AppError('unavailable', 'sms_unavailable', 'The SMS could not be sent. Try again.');
        }
      }
      return { result: { order_number: order.orderNumber, sent_to: maskMobile(order.contact.phone), expires_at: row.expiresAt.toISOString() }, created };
    },

    /** POST /v2/sale/qr: a new link and its QR code for the customer's camera. */
    async showQr(actor: StaffActor, key: string, orderNumber: string, origin: string) {
      const { order, row, created } = await linkFor(actor, key, orderNumber, 'qr');
      const url = `${origin}${SALE_LINK_PATH}?link=${await sign(row.id)}`;
      return { result: { order_number: order.orderNumber, url, qr: await qrSvgDataUrl(url), expires_at: row.expiresAt.toISOString() }, created };
    },

    /** GET /sale/links/:token: the customer's view. */
    async linkView(token: string): Promise<SaleLinkView> {
      const { link, row } = await openLink(token);
      return linkViewOf(link, await orders.viewById(row.id), await repo.selectShop(db, link.shopCode));
    },

    /** POST /sale/links/:token/payment: the customer pays by PromptPay (the same key, the same charge). */
    async pay(token: string, key: string, origin: string): Promise<SaleLinkView> {
      const { link, row } = await openLink(token);
      const result = await orders.payForCustomer(row.id, key, origin);
      return linkViewOf(link, result.order, await repo.selectShop(db, link.shopCode));
    },

    /** The URL of a link (tests). */
    urlOf: async (linkId: string, origin: string) => `${origin}${SALE_LINK_PATH}?link=${await sign(linkId)}`,
  };
}

export type Sale = ReturnType<typeof createSale>;
