import { getConfig } from '../config/service';
import type { TaxInvoiceRequest, TaxInvoiceView } from '@store/domain/tax-invoice';
import { maskThaiId } from '@store/domain/thai-id';
import { vatIncluded } from '@store/domain/vat';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import type { CartService } from '../cart/service';
import type { CartCaller } from '../cart/owner';
import { lockOrder } from './repository';
import { insertTaxInvoice, nextTaxInvoiceSeq, taxInvoiceOfOrder, type TaxInvoiceRow } from './tax-invoice-repository';
import type { TaxInvoiceBuyer } from './types';
import type { OrderRow } from './view';

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/** States of an order whose payment went through (a tax invoice is for money received). */
const PAID_STATES = new Set(['paid', 'packing', 'delivering', 'delivered']);

/** TI, the Bangkok year of issue, and the sequence number on six digits: "TI2026-000001". */
export function taxInvoiceNumber(seq: number, issuedAt: Date): string {
  const year = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Asia/Bangkok' }).format(issuedAt);
  return `TI${year}-${String(seq).padStart(6, '0')}`;
}

const buyerOf = (body: TaxInvoiceRequest): TaxInvoiceBuyer => ({ name: body.name, tax_id: body.tax_id, branch: body.branch, address: body.address, email: body.email || null });
const sameBuyer = (a: TaxInvoiceBuyer, b: TaxInvoiceBuyer) =>
  a.name === b.name && a.tax_id === b.tax_id && a.branch === b.branch && a.address === b.address && (a.email ?? null) === (b.email ?? null);

/** The invoice as the API shows it: the buyer's tax ID masked (in full only on the PDF). */
export function taxInvoiceView(row: TaxInvoiceRow): TaxInvoiceView {
  return {
    number: row.number,
    issued_at: row.issuedAt.toISOString(),
    buyer: { name: row.buyer.name, tax_id: maskThaiId(row.buyer.tax_id), branch: row.buyer.branch, address: row.buyer.address, email: row.buyer.email },
    net: row.net,
    vat: row.vat,
    total: row.total,
    vat_rate_bp: row.vatRateBp,
  };
}

/**
 * Full tax invoices on request (issue 13, decision 022): for a paid order, by its owner only (the
 * account, or the browser whose guest cart it was), one per order. The same request again gives the
 * same invoice; different buyer details once one exists are 409 tax_invoice_exists.
 */
export function createTaxInvoices(deps: { db: Db; cart: CartService }) {
  const { db, cart } = deps;

  async function assertOwner(order: OrderRow, caller: CartCaller) {
    const owner = order.userId ? order.userId === caller.userId : order.cartId !== null && (await cart.startedBy(order.cartId, caller));
    if (!owner) throw forbidden('order_not_yours', 'Only the shopper who placed this order can request its tax invoice.');
  }

  return {
    /** POST /orders/:secure_key/tax-invoice: `created` false when the same invoice was issued before. */
    async request(caller: CartCaller, order: OrderRow, body: TaxInvoiceRequest): Promise<{ invoice: TaxInvoiceView; created: boolean }> {
      await assertOwner(order, caller);
      // A service order (e.g. prepaid to postpaid) charges nothing here: its tax invoices come with the monthly bills.
      if (order.total === 0) {
        throw unprocessable('tax_invoice_nothing_charged', 'Nothing was charged for this order, so it has no tax invoice; the monthly bills carry their own.');
      }
      const buyer = buyerOf(body);
      return inTx(db, async (tx) => {
        // The order row lock serialises two requests for one order: the second sees the first's invoice.
        const locked = await lockOrder(tx, order.id);
        if (!locked) throw notFound('order_not_found', 'No such order.');
        const existing = await taxInvoiceOfOrder(tx, order.id);
        if (existing) {
          if (!sameBuyer(existing.buyer, buyer)) throw conflict('tax_invoice_exists', 'A tax invoice was already issued for this order with other buyer details.');
          return { invoice: taxInvoiceView(existing), created: false };
        }
        if (!PAID_STATES.has(locked.state)) throw conflict('order_not_paid', 'A tax invoice is issued only for a paid order.');
        const seller = await getConfig(tx, 'seller');
        const { net, vat, total } = vatIncluded(locked.total, seller.vat_rate_bp);
        const issuedAt = new Date();
        const row = await insertTaxInvoice(tx, {
          orderId: order.id,
          number: taxInvoiceNumber(await nextTaxInvoiceSeq(tx), issuedAt),
          buyer,
          seller,
          net,
          vat,
          total,
          vatRateBp: seller.vat_rate_bp,
          issuedAt,
        });
        return { invoice: taxInvoiceView(row), created: true };
      });
    },

    /** The invoice row of an order (the PDF), 404 tax_invoice_not_found when none was issued. */
    async ofOrder(order: OrderRow): Promise<TaxInvoiceRow> {
      const row = await taxInvoiceOfOrder(db, order.id);
      if (!row) throw notFound('tax_invoice_not_found', 'No tax invoice was issued for this order.');
      return row;
    },
  };
}

export type TaxInvoices = ReturnType<typeof createTaxInvoices>;
