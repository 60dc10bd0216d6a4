import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gte } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { vatIncluded } from '@store/domain/vat';
import { createTestApp, databaseKinds } from '../../test/databases';
import { CookieJar, signUp } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { catalogVariants } from '../catalog/tables';
import { call, guestWith, orderBody, placeOrder, setStock } from './testing';

/** The text of every page as a PDF reader copies it out (NFKC, as receipt.test.ts). */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) text += (await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join('');
  return text.normalize('NFKC');
}

const BUYER = {
  name: 'บริษัท ลูกค้าตัวอย่าง จำกัด',
  tax_id: '0-1055-50123-45-1',
  branch: 'head_office',
  address: '99 ถนนพระราม 4 แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
} as const;

describe.each(databaseKinds)('full tax invoice on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let variantId: number;
  const logs: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream });
    const [v] = await ctx.database.db.select({ id: catalogVariants.id }).from(catalogVariants).where(gte(catalogVariants.price, 500_000)).limit(1);
    variantId = v.id;
  });
  afterAll(() => ctx.close());

  /** A guest's order, paid by PromptPay unless `paid` is false. */
  async function guestOrder(paid = true) {
    await setStock(ctx.database.db, variantId, 5);
    const jar = await guestWith(ctx.app, variantId);
    const { order, payment } = (await placeOrder(ctx.app, jar, orderBody())).json().data;
    if (paid) await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${payment.charge_id}/simulate-payment` });
    return { jar, order };
  }
  const request = (jar: CookieJar, key: string, body: object) => call(ctx.app, jar, 'POST', `/orders/${key}/tax-invoice`, body);

  it('issues one invoice for a paid order, the same again for the same data, 409 for other data; the order view and the PDF show it', async () => {
    const { jar, order } = await guestOrder();
    const missing = await ctx.app.inject(`/api/orders/${order.secure_key}/tax-invoice.pdf`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('tax_invoice_not_found');
    expect((await ctx.app.inject(`/api/orders/${order.secure_key}`)).json().data.tax_invoice).toBeNull();

    const first = await request(jar, order.secure_key, BUYER);
    expect(first.statusCode).toBe(201);
    const invoice = first.json().data;
    const { net, vat } = vatIncluded(order.total, 700);
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^TI20\d\d-\d{6}$/),
      buyer: { name: BUYER.name, tax_id: '*********3451', branch: 'head_office', address: BUYER.address, email: null },
      net,
      vat,
      total: order.total,
      vat_rate_bp: 700,
    });
    expect(net + vat).toBe(order.total);

    // The same request again (dashes or not, spaces around the name): the same invoice, 200.
    const again = await request(jar, order.secure_key, { ...BUYER, tax_id: '0105550123451', name: ` ${BUYER.name} ` });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(invoice);

    const other = await request(jar, order.secure_key, { ...BUYER, branch: '00002' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('tax_invoice_exists');

    const view = (await ctx.app.inject(`/api/orders/${order.secure_key}`)).json().data;
    expect(view.tax_invoice).toEqual({ number: invoice.number, issued_at: invoice.issued_at });
    expect(JSON.stringify(view)).not.toContain('0105550123451');

    const th = await ctx.app.inject(`/api/orders/${order.secure_key}/tax-invoice.pdf?lang=th`);
    expect(th.statusCode).toBe(200);
    expect(th.headers['content-type']).toBe('application/pdf');
    expect(th.headers['content-disposition']).toContain(`tax-invoice-${invoice.number}.pdf`);
    const thText = await pdfText(th.rawPayload);
    for (const words of [
      'ใบกำกับภาษี/ใบเสร็จรับเงิน',
      'เลขที่ใบกำกับภาษี',
      invoice.number,
      'บริษัท ตะวัน โมบาย จำกัด',
      'เลขประจำตัวผู้เสียภาษี 0105561000011 (สำนักงานใหญ่)',
      'ผู้ซื้อ',
      BUYER.name,
      'เลขประจำตัวผู้เสียภาษี 0105550123451 (สำนักงานใหญ่)',
      BUYER.address,
      'มูลค่าสินค้าก่อนภาษีมูลค่าเพิ่ม',
      'ภาษีมูลค่าเพิ่ม 7%',
      'จำนวนเงินรวมทั้งสิ้น',
    ])
      expect(thText).toContain(words.normalize('NFKC'));
    for (const amount of [net, vat, order.total]) expect(thText).toContain((amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    const en = await pdfText((await ctx.app.inject(`/api/orders/${order.secure_key}/tax-invoice.pdf?lang=en`)).rawPayload);
    for (const words of [
      'Tax invoice / Receipt',
      'Tax invoice number',
      'Tawan Mobile Co., Ltd.',
      'Tax ID 0105561000011 (Head office)',
      'Buyer',
      'Tax ID 0105550123451 (Head office)',
      'Amount before VAT',
      'VAT 7%',
    ])
      expect(en).toContain(words);

    // The buyer's tax ID never reaches the logs (which did record these requests).
    expect(logs.join('')).toContain('/api/orders/:secure_key/tax-invoice');
    expect(leakedInLog(logs.join(''), ['0105550123451', '50123'])).toEqual([]);
  });

  it('numbers invoices from one sequence and prints a branch number', async () => {
    const a = await guestOrder();
    const b = await guestOrder();
    const first = (await request(a.jar, a.order.secure_key, BUYER)).json().data.number as string;
    const res = await request(b.jar, b.order.secure_key, { ...BUYER, branch: '00012', tax_id: '1234567890121', name: 'นายสมชาย ใจดี', email: 'somchai@example.com' });
    expect(res.statusCode).toBe(201);
    const second = res.json().data.number as string;
    expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
    expect(res.json().data.buyer).toMatchObject({ tax_id: '*********0121', branch: '00012', email: 'somchai@example.com' });
    const en = await pdfText((await ctx.app.inject(`/api/orders/${b.order.secure_key}/tax-invoice.pdf?lang=en`)).rawPayload);
    expect(en).toContain('Tax ID 1234567890121 (Branch 00012)');
    const th = await pdfText((await ctx.app.inject(`/api/orders/${b.order.secure_key}/tax-invoice.pdf?lang=th`)).rawPayload);
    expect(th).toContain('(สาขาที่ 00012)'.normalize('NFKC'));
  });

  it('two requests at once for one order give one invoice (201 and 200, the same number)', async () => {
    const { jar, order } = await guestOrder();
    const [a, b] = await Promise.all([request(jar, order.secure_key, BUYER), request(jar, order.secure_key, BUYER)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data.number).toBe(b.json().data.number);
  });

  it('a signed-in shopper’s order: theirs on any browser signed in, not another account’s', async () => {
    await setStock(ctx.database.db, variantId, 5);
    const me = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await call(ctx.app, me.jar, 'POST', '/cart/lines', { variant_id: variantId, quantity: 1 });
    const { order, payment } = (await placeOrder(ctx.app, me.jar, orderBody())).json().data;
    await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${payment.charge_id}/simulate-payment` });
    expect((await request(other.jar, order.secure_key, BUYER)).json().error.code).toBe('order_not_yours');
    expect((await request(new CookieJar(), order.secure_key, BUYER)).statusCode).toBe(403);
    expect((await request(me.jar, order.secure_key, BUYER)).statusCode).toBe(201);
    const mine = (await call(ctx.app, me.jar, 'GET', `/my/orders/${order.order_number}`)).json().data;
    expect(mine.tax_invoice).toMatchObject({ number: expect.stringMatching(/^TI\d{4}-\d{6}$/) });
  });

  it('is 409 order_not_paid for an order still waiting for its payment', async () => {
    const { jar, order } = await guestOrder(false);
    const res = await request(jar, order.secure_key, BUYER);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('order_not_paid');
    expect((await ctx.app.inject(`/api/orders/${order.secure_key}/tax-invoice.pdf`)).statusCode).toBe(404);
  });

  it('is 403 order_not_yours for another browser, and 404 for an unknown order', async () => {
    const { order } = await guestOrder();
    const stranger = new CookieJar();
    const res = await request(stranger, order.secure_key, BUYER);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('order_not_yours');
    const other = await guestWith(ctx.app, variantId); // a guest with a cart of their own
    expect((await request(other, order.secure_key, BUYER)).json().error.code).toBe('order_not_yours');
    expect((await ctx.app.inject(`/api/orders/${order.secure_key}`)).json().data.tax_invoice).toBeNull();
    expect((await request(stranger, 'no-such-key', BUYER)).json().error.code).toBe('order_not_found');
  });

  it.each([
    [{ tax_id: '0105550123452' }, 'body.tax_id', 'tax_id_checksum'],
    [{ tax_id: '01055501234' }, 'body.tax_id', 'tax_id_format'],
    [{ branch: '12' }, 'body.branch', 'branch_format'],
    [{ name: '' }, 'body.name', 'name_required'],
    [{ address: 'x'.repeat(301) }, 'body.address', 'address_too_long'],
    [{ email: 'not-an-email' }, 'body.email', 'email_invalid'],
  ])('is 400 with the field and its code for %j', async (change, path, code) => {
    const { jar, order } = await guestOrder();
    const res = await request(jar, order.secure_key, { ...BUYER, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', details: [{ path, message: code }] });
    expect((await ctx.app.inject(`/api/orders/${order.secure_key}`)).json().data.tax_invoice).toBeNull();
  });
});
