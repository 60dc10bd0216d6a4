import type { Bundle, ExistingCampaign, HoldRef, LineSimMeta, ProductType } from '@store/domain/line-kinds';
import type { Db } from '../../db/client';
import type { LineKinds } from '../../lib/line-kinds';
import { AppError, conflict, notFound } from '../../lib/errors';
import { availableStock, sellableVariants, type SellableVariant } from '../catalog/stock';
import { couponLineOf, type CouponQuote, type CouponQuoteLine, type CouponService } from './coupon-port';
import { mergeGuestCart } from './merge';
import { withCurrentPrices, type PricedLine } from './pricing';
import type { CartCaller } from './owner';
import {
  ACTIVE_STATUSES,
  cartById,
  createGuestCart,
  createUserCart,
  deleteLines,
  deleteLinesByHold,
  guestCart,
  insertLine,
  insertProductLine,
  lineOf,
  linesOf,
  lockCart,
  lockOpenCartForChange,
  setCartStatus,
  touchCart,
  updateLine,
  userCart,
  type CartLineRow,
  type CartRow,
} from './repository';
import { cartView, EMPTY_CART, type CartOrderRef, type CartView } from './view';

import { MAX_LINE_QUANTITY } from '@store/domain/cart';
export { MAX_LINE_QUANTITY };

/** A line another module adds (issue 6 numbers and SIM): its own kind (a registered product type), price, meta and typed hold. */
export interface ServiceLineInput {
  productType: ProductType;
  productId: string;
  title: { th: string; en: string };
  price: number;
  quantity?: number;
  discount?: number;
  compareAtPrice?: number | null;
  category?: string | null;
  image?: string | null;
  href?: string | null;
  simMeta?: LineSimMeta;
  existingCampaign?: ExistingCampaign | null;
  bundle?: Bundle | null;
  inventoryId?: string | null;
  hold?: HoldRef | null;
  advancePayment?: number | null;
}

/** The open (unpaid) order of a cart, from the order module. */
export interface CartOrders {
  openOrderRef(db: Db, cartId: string): Promise<CartOrderRef | null>;
}

/** A cart line row's typed hold. */
export const holdOf = (l: Pick<CartLineRow, 'holdKind' | 'holdId'>): HoldRef | null => (l.holdKind && l.holdId ? { kind: l.holdKind, id: l.holdId } : null);

const outOfStock = (available: number) => new AppError('conflict', 'out_of_stock', 'Not enough stock for this quantity.', { available });
const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/**
 * The cart module's service (decorated as `app.cart`): finding the caller's cart (merging a guest
 * cart at sign-in), serialised changes (row lock + version), lines of other modules, and what the
 * order module needs at checkout.
 */
export function createCartService(db: Db, opts: { lineKinds: LineKinds; coupons: () => CouponService | null; orders: () => CartOrders | null }) {
  const { lineKinds } = opts;

  /** The lines removed by the shopper let their holds go (each kind's module decides how). */
  async function releaseHolds(tx: Db, removed: CartLineRow[]) {
    await lineKinds.lineRemoved(
      tx,
      removed.map((l) => ({ hold: holdOf(l) })),
    );
  }

  /** Every line read is checked against its kind (a row that does not fit is a data error, never shown). */
  async function checkedLines(on: Db, cartId: string): Promise<CartLineRow[]> {
    const rows = await linesOf(on, cartId);
    for (const l of rows) lineKinds.check({ product_type: l.productType, sim_meta: l.simMeta, existing_campaign: l.existingCampaign, bundle: l.bundle, hold: holdOf(l) });
    return rows;
  }

  /**
   * The caller's active cart (null when none). A guest cart met with a signed-in user is merged into
   * the user's first (`merged`: the HTTP adapter then drops the guest cookie).
   */
  async function current(caller: CartCaller): Promise<{ caller: CartCaller; cart: CartRow | null; merged: boolean }> {
    let merged = false;
    if (caller.userId && caller.guestHash) {
      await mergeGuestCart(db, caller.userId, caller.guestHash);
      caller = { ...caller, guestHash: null };
      merged = true;
    }
    const cart = caller.userId ? await userCart(db, caller.userId) : caller.guestHash ? await guestCart(db, caller.guestHash) : null;
    return { caller, cart, merged };
  }

  /** Runs a change under the cart's row lock, its version bumped by the same statement; 409 when the cart was closed meanwhile. */
  async function mutate<T>(cartId: string, change: (tx: Db, cart: CartRow) => Promise<T>): Promise<T> {
    return inTx(db, async (tx) => {
      const cart = await lockOpenCartForChange(tx, cartId);
      if (!cart) throw conflict('cart_closed', 'This cart was checked out. Please reload it.');
      return change(tx, cart);
    });
  }

  /** A cart's view from its lines (read on `on`, in a transaction or not); a variant read already (`known`) is not read again. */
  async function viewOf(on: Db, cart: CartRow, rows: CartLineRow[], userId: string | null, couponCode?: string, known?: SellableVariant): Promise<CartView> {
    for (const l of rows) lineKinds.check({ product_type: l.productType, sim_meta: l.simMeta, existing_campaign: l.existingCampaign, bundle: l.bundle, hold: holdOf(l) });
    const lines = await withCurrentPrices(on, rows, known ? new Map([[known.variantId, known]]) : undefined);
    const available = await availableStock(
      on,
      lines.map((l) => l.variantId).filter((v): v is number => v !== null && v !== known?.variantId),
    );
    if (known) available.set(known.variantId, known.available);
    let coupon: CouponQuote | null = null;
    if (couponCode) {
      const coupons = opts.coupons();
      coupon = !coupons
        ? { code: couponCode, error_code: 'coupon_not_found' }
        : lines.length === 0
          ? { code: couponCode, error_code: 'coupon_not_applicable' }
          : await coupons.quote({ userId, code: couponCode, lines: lines.map(couponLineOf) });
    }
    const orders = opts.orders();
    const order = orders && cart.status === 'checking_out' ? await orders.openOrderRef(on, cart.id) : null;
    return cartView(cart, lines, available, coupon, order);
  }

  async function view(cart: CartRow | null, userId: string | null, couponCode?: string): Promise<CartView> {
    if (!cart) return couponCode ? { ...EMPTY_CART, coupon: { code: couponCode, error_code: 'coupon_not_applicable' } } : EMPTY_CART;
    return viewOf(db, cart, await linesOf(db, cart.id), userId, couponCode);
  }

  return {
    current,
    /** A new cart for a user (two concurrent calls make one). */
    createForUser: (userId: string) => createUserCart(db, userId),
    /** A new guest cart for the hash of a new guest cookie. */
    createForGuest: (guestHash: string) => createGuestCart(db, guestHash),
    view,
    /** Whether a cart of any status (e.g. checked out) was started by this guest browser (its cart cookie). */
    async startedBy(cartId: string, caller: CartCaller): Promise<boolean> {
      if (!caller.guestHash) return false;
      const row = await cartById(db, cartId);
      return row?.guestTokenHash === caller.guestHash;
    },
    /** A cart row again by id, while it is active (else null). */
    async reload(cartId: string): Promise<CartRow | null> {
      const row = await cartById(db, cartId);
      return row && (ACTIVE_STATUSES as readonly string[]).includes(row.status) ? row : null;
    },
    linesOf: (cartId: string, on: Db = db) => checkedLines(on, cartId),

    /**
     * Adds units of a catalogue variant (to its line when there is one) and returns the cart's view:
     * one transaction, one lock of the cart (which also bumps its version), one read of the variant
     * (price, stock, flash sale) and of the lines. 409 out_of_stock with `available`; 409 quantity_limit past MAX_LINE_QUANTITY.
     */
    async addProduct(cartId: string, variantId: number, quantity: number, userId: string | null = null): Promise<CartView> {
      // `touched`: the cart as it is once this commits (mutate bumps its version with the lock).
      return mutate(cartId, async (tx, touched) => {
        const variant = (await sellableVariants(tx, [variantId])).get(variantId);
        if (!variant || !variant.active) throw notFound('variant_not_found', `No variant ${variantId}.`);
        const lines = await linesOf(tx, cartId);
        const line = lines.find((l) => l.variantId === variantId && l.productType === 'product');
        const wanted = (line?.quantity ?? 0) + quantity;
        if (wanted > MAX_LINE_QUANTITY)
          throw new AppError('conflict', 'quantity_limit', `At most ${MAX_LINE_QUANTITY} of one item.`, { max: MAX_LINE_QUANTITY, in_cart: line?.quantity ?? 0 });
        if (wanted > variant.available) throw outOfStock(variant.available);
        let written: CartLineRow;
        if (line) {
          // A flash-sale line keeps its price only while the sale's quota still covers it; past that, the regular price.
          const sale = variant.flashSale;
          const keepsSale = line.flashSaleId !== null && sale?.id === line.flashSaleId && sale.remaining >= wanted;
          const price = line.flashSaleId === null || keepsSale ? {} : { price: variant.price, compareAtPrice: variant.compareAtPrice, flashSaleId: null };
          written = await updateLine(tx, line.id, { quantity: wanted, ...price });
        } else written = await insertProductLine(tx, cartId, variant, quantity);
        const after = line ? lines.map((l) => (l.id === written.id ? written : l)) : [...lines, written];
        return viewOf(tx, touched, after, userId, undefined, variant);
      });
    },

    /** Sets a line's quantity (1..10, at most the stock for catalogue lines; other lines keep theirs). */
    async setQuantity(cartId: string, lineId: string, quantity: number): Promise<void> {
      await mutate(cartId, async (tx) => {
        const line = await lineOf(tx, cartId, lineId);
        if (!line) throw notFound('line_not_found', 'This line is not in your cart.');
        if (line.variantId === null) throw conflict('quantity_fixed', 'The quantity of this item cannot change.');
        let price: Parameters<typeof updateLine>[2] = {};
        if (quantity > line.quantity) {
          const available = (await availableStock(tx, [line.variantId])).get(line.variantId) ?? 0;
          if (quantity > available) throw outOfStock(available);
          const variant = line.flashSaleId ? (await sellableVariants(tx, [line.variantId])).get(line.variantId) : undefined;
          if (variant && !(variant.flashSale?.id === line.flashSaleId && variant.flashSale.remaining >= quantity)) {
            price = { price: variant.price, compareAtPrice: variant.compareAtPrice, flashSaleId: null };
          }
        }
        await updateLine(tx, lineId, { quantity, ...price });
      });
    },

    /** Removes a line (a number hold on it is released by its module). */
    async removeLine(cartId: string, lineId: string): Promise<void> {
      await mutate(cartId, async (tx) => {
        const removed = await deleteLines(tx, cartId, lineId);
        if (removed.length === 0) throw notFound('line_not_found', 'This line is not in your cart.');
        await releaseHolds(tx, removed);
      });
    },

    /** Removes every line. */
    async clear(cartId: string): Promise<void> {
      await mutate(cartId, async (tx) => releaseHolds(tx, await deleteLines(tx, cartId)));
    },

    /** For other modules (issue 6): adds a line of their own type to the caller's cart; returns the cart and line ids. */
    async addServiceLine(cartId: string, line: ServiceLineInput): Promise<{ cartId: string; lineId: string }> {
      lineKinds.check({ product_type: line.productType, sim_meta: line.simMeta ?? null, existing_campaign: line.existingCampaign, bundle: line.bundle, hold: line.hold ?? null });
      const lineId = await mutate(cartId, (tx) =>
        insertLine(tx, {
          cartId,
          productType: line.productType,
          productId: line.productId,
          title: line.title,
          price: line.price,
          quantity: line.quantity ?? 1,
          discount: line.discount ?? 0,
          compareAtPrice: line.compareAtPrice ?? null,
          category: line.category ?? null,
          image: line.image ?? null,
          href: line.href ?? null,
          simMeta: line.simMeta ?? null,
          existingCampaign: line.existingCampaign ?? null,
          bundle: line.bundle ?? null,
          inventoryId: line.inventoryId ?? null,
          holdKind: line.hold?.kind ?? null,
          holdId: line.hold?.id ?? null,
          advancePayment: line.advancePayment ?? null,
        }),
      );
      return { cartId, lineId };
    },

    /** For other modules (issue 6): removes the lines of ended holds (of one kind) from whatever carts hold them. */
    async removeLinesByHold(holds: readonly HoldRef[], on: Db = db): Promise<number> {
      let count = 0;
      for (const kind of new Set(holds.map((h) => h.kind))) {
        const ids = holds.filter((h) => h.kind === kind).map((h) => h.id);
        const removed = await deleteLinesByHold(on, kind, ids);
        for (const cartId of new Set(removed.map((l) => l.cartId))) await touchCart(on, cartId);
        count += removed.length;
      }
      return count;
    },

    /** For the coupon module (the cart's coupon picker): a cart's lines at today's prices, as the coupon rules read them. */
    async couponLines(cartId: string): Promise<CouponQuoteLine[]> {
      return (await withCurrentPrices(db, await checkedLines(db, cartId))).map(couponLineOf);
    },

    /**
     * For the order module: the lines of a cart as read before checkout (the holds' outside checks
     * run on them), with the version of the cart row read before them. lockForCheckout takes them
     * again without a second read when the cart has not changed since (every change bumps the version).
     */
    async linesForCheckout(cart: CartRow): Promise<{ version: number; lines: CartLineRow[] }> {
      return { version: cart.version, lines: await checkedLines(db, cart.id) };
    },

    /**
     * For the order module: locks a cart and gives its lines in the place-order transaction: the
     * lines `seen` before (linesForCheckout) when the locked cart still has their version, else read
     * again. `priced` reprices them at today's catalogue prices; prices the caller read in this
     * transaction already (the stock reservation's) are not read again (decision 047).
     */
    async lockForCheckout(
      tx: Db,
      cartId: string,
      seen?: { version: number; lines: CartLineRow[] },
    ): Promise<{ cart: CartRow; lines: CartLineRow[]; priced: (known?: ReadonlyMap<number, { price: number; compareAtPrice: number | null }>) => Promise<PricedLine[]> } | null> {
      const cart = await lockCart(tx, cartId);
      if (!cart) return null;
      const lines = seen && seen.version === cart.version ? seen.lines : await checkedLines(tx, cartId);
      return { cart, lines, priced: (known) => withCurrentPrices(tx, lines, known) };
    },

    /** For the order module: locks a cart row in its transaction (the first lock of every checkout step). */
    lockCart: (tx: Db, cartId: string) => lockCart(tx, cartId),

    /** For the order module: an order was placed (checking_out), paid (checked_out) or closed unpaid (stays checking_out). */
    async setStatus(tx: Db, cartId: string, status: 'open' | 'checking_out' | 'checked_out'): Promise<void> {
      await setCartStatus(tx, cartId, status);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The cart module's service (decision 011), for the order module and issue 6. */
    cart: CartService;
  }
}
