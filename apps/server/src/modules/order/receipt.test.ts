import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gte } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { formatPrice } from '@store/domain/money';
import { vatIncluded } from '@store/domain/vat';
import { createTestApp, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { catalogVariants } from '../catalog/tables';
import { guestWith, orderBody, placeOrder, setStock } from './testing';

/** The text of every page, as a PDF reader copies it out (NFKC: sara am may be set as nikhahit + sara aa). */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) text += (await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join('');
  return text.normalize('NFKC');
}

describe('receipt PDF', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('is a PDF with the Thai font embedded and the order in Thai or English', async () => {
    const [v] = await ctx.database.db.select({ id: catalogVariants.id }).from(catalogVariants).where(gte(catalogVariants.price, 500_000)).limit(1);
    await setStock(ctx.database.db, v.id, 3);
    const jar = await guestWith(ctx.app, v.id);
    const { order, payment } = (await placeOrder(ctx.app, jar, orderBody())).json().data;
    await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${payment.charge_id}/simulate-payment` });

    const th = await ctx.app.inject(`/api/orders/${order.secure_key}/receipt.pdf?lang=th`);
    expect(th.statusCode).toBe(200);
    expect(th.headers['content-type']).toBe('application/pdf');
    expect(th.headers['content-disposition']).toContain(`receipt-${order.order_number}.pdf`);
    const bytes = th.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The font travels inside the file (subset, FontFile2), so no reader needs it installed.
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+IBMPlexSansThai/);
    expect(bytes.toString('latin1')).toContain('/FontFile2');
    const thText = await pdfText(bytes);
    const { net, vat } = vatIncluded(order.total);
    const baht = (satang: number) => formatPrice(satang);
    for (const words of [
      'บริษัท ตะวัน โมบาย จำกัด',
      'เลขประจำตัวผู้เสียภาษี 0105561000011 (สำนักงานใหญ่)',
      `มูลค่าสินค้าก่อนภาษีมูลค่าเพิ่ม ${baht(net)}`,
      `ภาษีมูลค่าเพิ่ม 7% ${baht(vat)}`,
      `ยอดชำระทั้งหมด ${baht(order.total)}`,
    ])
      expect(thText).toContain(words.normalize('NFKC'));
    for (const words of ['ใบเสร็จรับเงิน', 'เลขที่คำสั่งซื้อ', order.order_number, 'สมชาย ใจดี', 'ชำระเงินแล้ว', 'พร้อมเพย์', 'รับที่ร้าน: ตะวัน ช็อป สยามพารากอน', order.lines[0].title.th]) {
      expect(thText).toContain(words.normalize('NFKC'));
    }
    const en = await pdfText((await ctx.app.inject(`/api/orders/${order.secure_key}/receipt.pdf?lang=en`)).rawPayload);
    for (const words of [
      'Tawan Mobile Co., Ltd.',
      'Tax ID 0105561000011 (Head office)',
      `Amount before VAT ${baht(net)}`,
      `VAT 7% ${baht(vat)}`,
      `Total paid ${baht(order.total)}`,
    ])
      expect(en).toContain(words);
    for (const words of ['Receipt', 'Total paid', 'PromptPay', 'Pickup at store: Tawan Shop Siam Paragon', order.lines[0].title.en, 'สมชาย ใจดี']) expect(en).toContain(words);
    expect(en).not.toContain('ใบเสร็จ');
  });

  it('prints the seller as configured (operator config `seller`)', async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/config/seller',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: { tax_id: '0105550123451', branch: { th: 'สาขาที่ 00003', en: 'Branch 00003' }, vat_rate_bp: 1000 },
    });
    const [v] = await ctx.database.db.select({ id: catalogVariants.id }).from(catalogVariants).where(gte(catalogVariants.price, 500_000)).limit(1);
    await setStock(ctx.database.db, v.id, 3);
    const { order } = (await placeOrder(ctx.app, await guestWith(ctx.app, v.id), orderBody())).json().data;
    const en = await pdfText((await ctx.app.inject(`/api/orders/${order.secure_key}/receipt.pdf?lang=en`)).rawPayload);
    expect(en).toContain('Tax ID 0105550123451 (Branch 00003)');
    expect(en).toContain(`VAT 10% ${formatPrice(vatIncluded(order.total, 1000).vat)}`);
    await ctx.app.inject({ method: 'DELETE', url: '/api/config/seller', headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } });
  });

  it('needs the order’s secure key and a known language', async () => {
    expect((await ctx.app.inject('/api/orders/no-such-key/receipt.pdf')).json().error.code).toBe('order_not_found');
    expect((await ctx.app.inject('/api/orders/no-such-key/receipt.pdf?lang=fr')).statusCode).toBe(400);
  });
});
