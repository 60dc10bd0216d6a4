import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxInvoiceNumberSeq, taxInvoices } from './tables';

export type TaxInvoiceRow = typeof taxInvoices.$inferSelect;

/** The tax invoice of an order, if one was issued. */
export async function taxInvoiceOfOrder(db: Db, orderId: string): Promise<TaxInvoiceRow | null> {
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId));
  return row ?? null;
}

/** The next invoice number's sequence value (one database sequence, never reused). */
export async function nextTaxInvoiceSeq(tx: Db): Promise<number> {
  const result = await tx.execute(sql`select nextval(${sql.raw(`'${taxInvoiceNumberSeq.seqName}'`)})::text as n`);
  return Number((result as unknown as { rows: { n: string }[] }).rows[0].n);
}

/** Stores an invoice (the order row is locked by the caller, so at most one per order). */
export async function insertTaxInvoice(tx: Db, values: typeof taxInvoices.$inferInsert): Promise<TaxInvoiceRow> {
  const [row] = await tx.insert(taxInvoices).values(values).returning();
  return row;
}
