import { randomUUID } from 'node:crypto';
import {
  OFFLINE_CHANNEL_NOT_PERMITTED,
  type OfflineAuthType,
  type OfflineOrder,
  type OfflinePlaceOrderBody,
  type OfflineSession,
  type OfflineShop,
} from '@store/domain/offline-shop';
import type { FortuneProfile } from '@store/domain/fortune';
import { formatMsisdn } from '@store/domain/phone';
import type { StaffRole } from '@store/domain/staff';
import { maskThaiId } from '@store/domain/thai-id';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound, unprocessable } from '../../lib/errors';
import { getAllConfig } from '../config/service';
import type { FortuneService } from '../fortune/plugin';
import type { Orders } from '../order/service';
import type { OrderLine } from '../order/types';
import type { SimService } from '../sim/plugin';
import type { StaffActor, StaffService } from '../staff/service';
import * as repo from './repository';

/** The signed-in staff member on a shop device: their channel and shop. */
export interface OfflineContext {
  actor: StaffActor & { id: string };
  type: OfflineAuthType;
  shop: repo.ShopRow;
  permitted: boolean;
}

/** The offline channel of a staff member's roles (a dealer account sells as a dealer), or null. */
export function typeOfRoles(roles: readonly StaffRole[]): OfflineAuthType | null {
  if (roles.includes('dealer')) return 'dealer';
  if (roles.includes('employee')) return 'employee';
  return null;
}

export const shopView = (row: repo.ShopRow): OfflineShop => ({
  code: row.code,
  name: row.name,
  address: row.address,
  phone: row.phone,
  opening_hours: row.openingHours,
  channels: row.channels,
  pickup: row.pickup,
});

const sessionView = (c: { type: OfflineAuthType; shop: repo.ShopRow; displayName: string; dealerCode: string | null }): OfflineSession => ({
  type: c.type,
  key: c.shop.code,
  channel: c.type,
  shop: { code: c.shop.code, name: c.shop.name },
  staff: { display_name: c.displayName, dealer_code: c.dealerCode },
  permitted: c.shop.channels.includes(c.type),
});

const notPermitted = () =>
  new AppError('forbidden', 'offline_channel_not_permitted', 'This shop does not permit your sales channel. You have been signed out (error 020).', {
    error: OFFLINE_CHANNEL_NOT_PERMITTED,
  });

/**
 * The offline shop (issue 19 part A; decision 038): sign-in on a shop device through the staff
 * module, the shop's permitted channels (error 020), the counter sale of a fortune number through the
 * fortune module's hold and the order module's service orders (picked up at the shop; two-step stock
 * with offline_stock.enable_two_steps), and who sees which order.
 */
export function createOfflineShopService(deps: { db: Db; staff: StaffService; fortune: FortuneService; orders: Orders; sim: Pick<SimService, 'packagesByNasCode'> }) {
  const { db, staff, fortune, orders, sim } = deps;

  async function offlineOrder(sale: repo.SaleRow): Promise<OfflineOrder> {
    const order = await orders.viewById(sale.orderId);
    return {
      order,
      shop_code: sale.shopCode,
      channel: sale.channel,
      sold_by: sale.staffLabel,
      dealer_code: sale.dealerCode,
      awaiting_counter_payment: order.state === 'awaiting_payment',
      handed_over: order.state === 'completed',
    };
  }

  /** The sale of an order number if the signed-in member may see it: 404 unknown, 403 another shop's or another dealer's. */
  async function visibleSale(ctx: OfflineContext, orderNumber: string): Promise<repo.SaleRow> {
    const sale = await repo.saleByOrderNumber(db, orderNumber);
    if (!sale) throw notFound('offline_order_not_found', 'No order of the offline shop has this number.');
    if (sale.shopCode !== ctx.shop.code || (ctx.type === 'dealer' && sale.staffId !== ctx.actor.id)) {
      throw forbidden('permission_denied', ctx.type === 'dealer' ? 'A dealer sees only their own orders.' : "You see only your shop's orders.");
    }
    return sale;
  }

  return {
    /**
     * Signs in on a shop device: the staff credentials (staff module; 401, 429 as there), then the
     * role of the chosen type and the account's shop. A wrong role or shop ends the new session at
     * once. A channel the shop does not permit still signs in, with `permitted` false: the device then
     * logs out with error 020 (spec 5), so the person is told why.
     */
    async authenticate(body: { type: OfflineAuthType; shop_code: string; email: string; password: string }, device: string | undefined) {
      const shop = await repo.shopByCode(db, body.shop_code.toUpperCase());
      if (!shop) throw notFound('offline_shop_not_found', 'There is no shop with this code.');
      const signed = await staff.signIn(body.email, body.password, device);
      const roles = signed.account.roles as StaffRole[];
      const refuse = async (error: AppError) => {
        await staff.signOut(signed.token);
        throw error;
      };
      if (!roles.includes(body.type)) await refuse(forbidden('offline_role_mismatch', `This account cannot sign in as ${body.type}.`));
      if (signed.account.shopCode?.toUpperCase() !== shop.code) await refuse(forbidden('offline_shop_mismatch', 'This account does not belong to this shop.'));
      return {
        signed,
        session: sessionView({ type: body.type, shop, displayName: signed.account.displayName, dealerCode: signed.account.dealerCode }),
      };
    },

    /** The device's staff member and shop: 401 offline_sign_in_required, 403 permission_denied for a role that does not sell offline. */
    async context(actor: StaffActor | null): Promise<OfflineContext> {
      if (!actor?.id) throw new AppError('unauthorized', 'offline_sign_in_required', 'Please sign in on the shop device.');
      const type = typeOfRoles(actor.roles);
      if (!type) throw forbidden('permission_denied', 'Your role does not sell in the offline shop.');
      const shop = actor.shopCode ? await repo.shopByCode(db, actor.shopCode.toUpperCase()) : null;
      if (!shop) throw forbidden('offline_shop_not_found', 'Your account has no shop.');
      return { actor: actor as OfflineContext['actor'], type, shop, permitted: shop.channels.includes(type) };
    },

    /** 403 offline_channel_not_permitted (details.error "020") when the shop does not permit the channel. */
    requirePermitted(ctx: OfflineContext): void {
      if (!ctx.permitted) throw notPermitted();
    },

    session(ctx: OfflineContext, displayName: string): OfflineSession {
      return sessionView({ type: ctx.type, shop: ctx.shop, displayName, dealerCode: ctx.actor.dealerCode });
    },

    async authChannel(shopCode: string | undefined, ctx: OfflineContext | null) {
      const shop = shopCode ? await repo.shopByCode(db, shopCode.toUpperCase()) : (ctx?.shop ?? null);
      if (!shop) throw notFound('offline_shop_not_found', 'There is no shop with this code.');
      return { shop_code: shop.code, channels: shop.channels };
    },

    /**
     * The counter sale (spec /v2/vhora/offline/placeorder): holds the number through the fortune
     * module (a number the campaign lists for this customer), places a service order picked up at the
     * shop in the member's channel with their id and dealer code, and records the sale. With
     * offline_stock.enable_two_steps the order waits, reserved, for the customer to pay at the
     * counter (handOver); without, it is paid and handed over at once. The same Idempotency-Key gives
     * the same order.
     */
    async placeOrder(ctx: OfflineContext, key: string, body: OfflinePlaceOrderBody & FortuneProfile): Promise<{ order: OfflineOrder; created: boolean }> {
      if (!ctx.permitted) throw notPermitted();
      const config = await getAllConfig(db);
      if (body.campaign === 'zodiac' && !config.berfuntong_zodiac_offline.toggle) throw notFound('fortune_campaign_off', 'Zodiac numbers are not sold at the shop now.');
      if (!ctx.shop.pickup) throw unprocessable('offline_pickup_unavailable', 'Customers cannot pick up at this shop.');
      const plan = (await sim.packagesByNasCode(config.berfuntong.nas_codes)).find((p) => p.id === body.package_id);
      if (!plan) throw unprocessable('offline_package_invalid', 'This plan is not sold with fortune numbers.');
      const twoSteps = config.offline_stock.enable_two_steps;
      const holdOwner = `counter:${randomUUID()}`;
      const scope = `staff:${ctx.actor.id}`;
      const { shop } = ctx;
      const customer = body.customer as { name: string; phone: string; email: string; thai_id: string };
      const { order, created } = await orders.placeServiceOrder({
        userId: null,
        scope,
        key,
        request: body,
        delivery: {
          method: 'pickup',
          shop: { id: shop.code, name: shop.name, area: shop.name, address: shop.address, phone: shop.phone, opening_hours: shop.openingHours },
        },
        contact: { name: customer.name, phone: customer.phone, email: customer.email },
        channel: { channel: ctx.type === 'dealer' ? 'dealer' : 'offline_shop', staffId: ctx.actor.id, dealerCode: ctx.actor.dealerCode },
        reserveUntil: 'order_expiry',
        async prepare(tx) {
          const { hold } = await fortune.holdAtCounter(tx, {
            owner: holdOwner,
            number: body.number,
            key: `${scope}:${key}`.slice(0, 100),
            body: {
              birth_date: body.birth_date,
              birth_time: body.birth_time,
              timezone: body.timezone,
              wishes: body.wishes,
              campaign: body.campaign,
              zodiac_sign: body.zodiac_sign,
            },
          });
          const price = hold.price + plan.advance_payment;
          const line: OrderLine = {
            id: randomUUID(),
            product_type: 'postpaid',
            product_id: String(plan.id),
            variant_id: null,
            category: body.campaign === 'zodiac' ? 'berfuntong-zodiac' : 'berfuntong',
            title: { th: `เบอร์มงคล ${formatMsisdn(body.number)} · ${plan.name.th}`, en: `Fortune number ${formatMsisdn(body.number)} · ${plan.name.en}` },
            image: null,
            href: null,
            price,
            compare_at_price: null,
            quantity: 1,
            discount: 0,
            coupon_discount: 0,
            line_total: price,
            capacity: null,
            colour: null,
            sim_meta: {
              thai_id: maskThaiId(customer.thai_id),
              number: body.number,
              dealer_code: ctx.actor.dealerCode,
              correlation_id: randomUUID(),
              campaign_type: body.campaign,
              sim_type: 'physical-sim',
              birth_date: body.birth_date,
              hold_id: hold.hold_id,
              package_id: plan.id,
              nas_code: plan.nas_code,
              birth_time: body.birth_time ?? null,
              timezone: body.timezone ?? null,
              berfuntong: hold.berfuntong ?? null,
            },
            existing_campaign: null,
            bundle: null,
            inventory_id: null,
            hold: { kind: 'number', id: hold.hold_id },
          };
          return { lines: [line], state: 'awaiting_payment' };
        },
        async placed(tx, row) {
          await repo.insertSale(tx, {
            orderId: row.id,
            orderNumber: row.orderNumber,
            shopCode: shop.code,
            channel: ctx.type,
            staffId: ctx.actor.id,
            staffLabel: ctx.actor.label,
            dealerCode: ctx.actor.dealerCode,
            holdOwner,
            number: body.number,
          });
          if (!twoSteps) await orders.settleAtCounter(tx, row.id);
        },
      });
      const sale = await repo.saleByOrderId(db, order.id);
      if (!sale) throw notFound('offline_order_not_found', 'This key was used for an order that is not a counter sale.');
      return { order: await offlineOrder(sale), created };
    },

    async list(ctx: OfflineContext): Promise<OfflineOrder[]> {
      const sales = await repo.salesOf(db, { shopCode: ctx.shop.code, staffId: ctx.type === 'dealer' ? ctx.actor.id : undefined });
      return Promise.all(sales.map(offlineOrder));
    },

    async get(ctx: OfflineContext, orderNumber: string): Promise<OfflineOrder> {
      return offlineOrder(await visibleSale(ctx, orderNumber));
    },

    /** The customer paid at the counter: the reserved order is paid and handed over (two-step stock). */
    async handOver(ctx: OfflineContext, orderNumber: string): Promise<{ before: string; order: OfflineOrder }> {
      if (!ctx.permitted) throw notPermitted();
      const sale = await visibleSale(ctx, orderNumber);
      const before = (await orders.viewById(sale.orderId)).state;
      await db.transaction((tx) => orders.settleAtCounter(tx as unknown as Db, sale.orderId));
      return { before, order: await offlineOrder(sale) };
    },

    /** The reading e-mailed again (spec resend-email), to the order's address unless another is given. */
    async resendEmail(ctx: OfflineContext, orderNumber: string, body: FortuneProfile & { email?: string; lang: 'th' | 'en' }) {
      if (!ctx.permitted) throw notPermitted();
      const sale = await visibleSale(ctx, orderNumber);
      const email = body.email ?? (await orders.viewById(sale.orderId)).contact.email;
      if (!email) throw unprocessable('offline_email_missing', 'The order has no e-mail address; please give one.');
      return fortune.emailReading({
        owner: sale.holdOwner,
        body: { birth_date: body.birth_date, birth_time: body.birth_time, timezone: body.timezone, wishes: body.wishes, number: sale.number, email, lang: body.lang },
      });
    },

    async shops(): Promise<OfflineShop[]> {
      return (await repo.allShops(db)).map(shopView);
    },

    async changeShop(code: string, change: { name?: { th: string; en: string }; channels?: OfflineAuthType[]; pickup?: boolean }) {
      const before = await repo.shopByCode(db, code.toUpperCase());
      if (!before) throw notFound('offline_shop_not_found', 'There is no shop with this code.');
      const after = await repo.updateShop(db, before.code, { ...change, ...(change.channels ? { channels: [...new Set(change.channels)] } : {}) });
      return { before: shopView(before), after: shopView(after!) };
    },
  };
}

export type OfflineShopService = ReturnType<typeof createOfflineShopService>;
