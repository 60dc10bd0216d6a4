import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { StoreConfig } from '@store/domain/config';
import { formatPrice } from '@store/domain/money';
import { branchText } from '@store/domain/tax-invoice';
import { vatIncluded, vatRatePercent } from '@store/domain/vat';
import type { OrderView } from './view';

type Lang = 'th' | 'en';

// The storefront's own typeface (IBM Plex Sans Thai, @fontsource), embedded from the npm package so
// the receipt never depends on fonts installed on the machine. Its Thai and Latin glyphs come as two
// files; each run of text is set in the one that has its characters.
const require = createRequire(import.meta.url);
const fontFile = (subset: 'thai' | 'latin', weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-${subset}-${weight}-normal.woff`));
let fonts: Record<string, Buffer> | null = null;
const loadFonts = () => (fonts ??= { thai: fontFile('thai', 400), latin: fontFile('latin', 400), thaiBold: fontFile('thai', 700), latinBold: fontFile('latin', 700) });

const LABELS = {
  th: {
    store: 'ตะวัน โมบาย สโตร์',
    title: 'ใบเสร็จรับเงิน',
    number: 'เลขที่คำสั่งซื้อ',
    date: 'วันที่สั่งซื้อ',
    paid: 'วันที่ชำระเงิน',
    status: 'สถานะ',
    item: 'รายการ',
    qty: 'จำนวน',
    amount: 'จำนวนเงิน (บาท)',
    subtotal: 'รวมค่าสินค้า',
    discount: 'ส่วนลด',
    total: 'ยอดชำระทั้งหมด',
    method: 'ชำระโดย',
    delivery: 'การจัดส่ง',
    pickup: 'รับที่ร้าน',
    billing: 'ที่อยู่สำหรับส่งใบแจ้งค่าบริการ',
    contact: 'ผู้ติดต่อ',
    note: 'ราคารวมภาษีมูลค่าเพิ่มแล้ว ขอบคุณที่ใช้บริการ',
    taxId: 'เลขประจำตัวผู้เสียภาษี',
    seller: 'ผู้ขาย',
    buyer: 'ผู้ซื้อ',
    net: 'มูลค่าสินค้าก่อนภาษีมูลค่าเพิ่ม',
    vat: (rate: string) => `ภาษีมูลค่าเพิ่ม ${rate}%`,
    grandTotal: 'จำนวนเงินรวมทั้งสิ้น',
    invoiceTitle: 'ใบกำกับภาษี/ใบเสร็จรับเงิน',
    invoiceNumber: 'เลขที่ใบกำกับภาษี',
    invoiceDate: 'วันที่ออก',
    invoiceNote: 'ใบกำกับภาษีเต็มรูปตามมาตรา 86/4 แห่งประมวลรัษฎากร ราคาสินค้ารวมภาษีมูลค่าเพิ่มแล้ว',
    receiptNote: 'ต้องการใบกำกับภาษีเต็มรูป ขอได้จากหน้าคำสั่งซื้อ',
    states: {
      placed: 'สั่งซื้อแล้ว',
      awaiting_payment: 'รอชำระเงิน',
      paid: 'ชำระเงินแล้ว',
      packing: 'กำลังแพ็กสินค้า',
      delivering: 'กำลังจัดส่ง',
      delivered: 'จัดส่งสำเร็จ',
      cancelled: 'ยกเลิก',
      payment_failed: 'ชำระเงินไม่สำเร็จ',
      expired: 'หมดเวลาชำระเงิน',
      awaiting_ekyc: 'รอยืนยันตัวตน',
      in_progress: 'กำลังดำเนินการ',
      completed: 'เสร็จสมบูรณ์',
    },
    methods: { card: 'บัตรเครดิต/เดบิต', promptpay: 'พร้อมเพย์', paylater: 'ผ่อนชำระภายหลัง' } as Record<string, string>,
  },
  en: {
    store: 'Tawan Mobile Store',
    title: 'Receipt',
    number: 'Order number',
    date: 'Order date',
    paid: 'Paid on',
    status: 'Status',
    item: 'Item',
    qty: 'Qty',
    amount: 'Amount (THB)',
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total paid',
    method: 'Paid by',
    delivery: 'Delivery',
    pickup: 'Pickup at store',
    billing: 'Billing address',
    contact: 'Contact',
    note: 'Prices include VAT. Thank you for shopping with us.',
    taxId: 'Tax ID',
    seller: 'Seller',
    buyer: 'Buyer',
    net: 'Amount before VAT',
    vat: (rate: string) => `VAT ${rate}%`,
    grandTotal: 'Total',
    invoiceTitle: 'Tax invoice / Receipt',
    invoiceNumber: 'Tax invoice number',
    invoiceDate: 'Issued on',
    invoiceNote: 'Full tax invoice under section 86/4 of the Revenue Code. Prices include VAT.',
    receiptNote: 'Need a full tax invoice? Request one on the order page.',
    states: {
      placed: 'Placed',
      awaiting_payment: 'Awaiting payment',
      paid: 'Paid',
      packing: 'Packing',
      delivering: 'Delivering',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
      payment_failed: 'Payment failed',
      expired: 'Payment time ran out',
      awaiting_ekyc: 'Awaiting identity check',
      in_progress: 'In progress',
      completed: 'Completed',
    },
    methods: { card: 'Credit/debit card', promptpay: 'PromptPay', paylater: 'Pay later' } as Record<string, string>,
  },
};

/** Bangkok local time (UTC+7), as a receipt shows it. */
const localTime = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(iso));

/** Splits text into runs of Thai and of other characters (the two font files). */
function runs(text: string): { thai: boolean; text: string }[] {
  return (text.match(/[\u0E00-\u0E7F\u200B-\u200D\u25CC]+|[^\u0E00-\u0E7F\u200B-\u200D\u25CC]+/g) ?? []).map((t) => ({ thai: /[\u0E00-\u0E7F]/.test(t), text: t }));
}

export type Seller = StoreConfig['seller'];

/** A full tax invoice as its PDF prints it: the buyer's full tax ID (only here), the amounts stored at issue. */
export interface InvoiceDocument {
  number: string;
  issuedAt: string;
  buyer: { name: string; taxId: string; branch: string; address: string };
  net: number;
  vat: number;
  total: number;
  vatRateBp: number;
}

/** Renders an order's receipt in Thai or English; resolves with the PDF bytes. */
export function renderReceipt(order: OrderView, lang: Lang, seller: Seller): Promise<Buffer> {
  return renderOrderPdf(order, lang, seller, null);
}

/** Renders an order's full tax invoice (ใบกำกับภาษี/ใบเสร็จรับเงิน) in Thai or English. */
export function renderTaxInvoice(order: OrderView, lang: Lang, seller: Seller, invoice: InvoiceDocument): Promise<Buffer> {
  return renderOrderPdf(order, lang, seller, invoice);
}

function renderOrderPdf(order: OrderView, lang: Lang, seller: Seller, invoice: InvoiceDocument | null): Promise<Buffer> {
  const f = loadFonts();
  const L = LABELS[lang];
  const title = invoice ? L.invoiceTitle : L.title;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${title} ${invoice?.number ?? order.order_number}`, Author: seller.legal_name[lang] },
    lang: lang === 'th' ? 'th-TH' : 'en-GB',
  });
  doc.registerFont('thai', f.thai).registerFont('latin', f.latin).registerFont('thaiBold', f.thaiBold).registerFont('latinBold', f.latinBold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  /** Writes text at (x, y) in mixed Thai/Latin runs; `width` right-aligns when `align` is right. */
  const write = (text: string, x: number, y: number, opts: { size?: number; bold?: boolean; align?: 'right'; width?: number } = {}) => {
    const size = opts.size ?? 10;
    // Sara am is set as nikhahit + sara aa (its compatibility decomposition, as the font's shaper does
    // anyway), so each glyph maps back to one character and the text copies out of the PDF whole.
    const parts = runs(text.replace(/\u0E33/g, '\u0E4D\u0E32'));
    const font = (thai: boolean) => (thai ? (opts.bold ? 'thaiBold' : 'thai') : opts.bold ? 'latinBold' : 'latin');
    let cx = x;
    if (opts.align === 'right' && opts.width) {
      const total = parts.reduce((w, p) => w + doc.font(font(p.thai)).fontSize(size).widthOfString(p.text), 0);
      cx = x + opts.width - total;
    }
    for (const p of parts) {
      doc.font(font(p.thai)).fontSize(size).text(p.text, cx, y, { lineBreak: false });
      cx += doc.widthOfString(p.text);
    }
  };

  const widthOf = (text: string, size: number) =>
    runs(text.replace(/\u0E33/g, '\u0E4D\u0E32')).reduce(
      (w, p) =>
        w +
        doc
          .font(p.thai ? 'thai' : 'latin')
          .fontSize(size)
          .widthOfString(p.text),
      0,
    );
  /** Writes text over as many lines as it needs within `width` (at spaces, else between characters); returns the lines used. */
  const writeWrapped = (text: string, x: number, top: number, width: number, size = 10): number => {
    const lines: string[] = [];
    let line = '';
    // Break at spaces; a word wider than the line breaks before any character that is not a combining mark.
    for (const word of text.split(/(?<=\s)/)) {
      if (widthOf(line + word, size) <= width) line += word;
      else if (widthOf(word, size) <= width) {
        if (line) lines.push(line.trimEnd());
        line = word;
      } else
        for (const ch of word.match(/.[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]*/gsu) ?? []) {
          if (widthOf(line + ch, size) > width && line) {
            lines.push(line.trimEnd());
            line = '';
          }
          line += ch;
        }
    }
    if (line.trim()) lines.push(line.trimEnd());
    lines.forEach((l, i) => write(l, x, top + i * (size + 4), { size }));
    return Math.max(1, lines.length);
  };

  const left = 48;
  const right = doc.page.width - 48;
  let y = 48;
  write(L.store, left, y, { size: 18, bold: true });
  write(title, left, y + 4, { size: 14, bold: true, align: 'right', width: right - left });
  y += 32;
  // The seller (config `seller`): legal name, tax ID and branch, registered address.
  write(seller.legal_name[lang], left, y, { bold: true });
  y += 14;
  write(`${L.taxId} ${seller.tax_id} (${seller.branch[lang]})`, left, y, { size: 9 });
  y += 12;
  y += writeWrapped(seller.address[lang], left, y, right - left, 9) * 13 + 11;
  const row = (label: string, value: string) => {
    write(label, left, y, { bold: true });
    write(value, left + 130, y);
    y += 16;
  };
  if (invoice) {
    row(L.invoiceNumber, invoice.number);
    row(L.invoiceDate, localTime(invoice.issuedAt, lang));
    y += 6;
    write(L.buyer, left, y, { bold: true });
    y += 16;
    y += writeWrapped(invoice.buyer.name, left, y, right - left) * 14;
    write(`${L.taxId} ${invoice.buyer.taxId} (${branchText(invoice.buyer.branch, lang)})`, left, y);
    y += 14;
    y += writeWrapped(invoice.buyer.address, left, y, right - left) * 14 + 10;
  }
  row(L.number, order.order_number);
  row(L.date, localTime(order.created_at, lang));
  if (order.paid_at) row(L.paid, localTime(order.paid_at, lang));
  row(L.status, L.states[order.state]);
  if (order.payment) row(L.method, L.methods[order.payment.method] ?? order.payment.method);
  row(L.contact, `${order.contact.name} (${order.contact.phone})`);
  const d = order.delivery;
  row(
    L.delivery,
    d.method === 'pickup'
      ? `${L.pickup}: ${d.shop.name[lang]}`
      : `${d.method === 'billing' ? `${L.billing}: ` : ''}${d.address.line1}, ${d.address[lang].subdistrict}, ${d.address[lang].district}, ${d.address[lang].province} ${d.address.postcode}`,
  );

  y += 12;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#999999').stroke();
  y += 8;
  write(L.item, left, y, { bold: true });
  write(L.qty, right - 170, y, { bold: true });
  write(L.amount, right - 120, y, { bold: true, align: 'right', width: 120 });
  y += 20;
  for (const line of order.lines) {
    if (y > doc.page.height - 160) {
      doc.addPage();
      y = 48;
    }
    const detail = [line.capacity, line.colour?.[lang]].filter(Boolean).join(' · ');
    write(line.title[lang], left, y);
    write(String(line.quantity), right - 170, y);
    write(formatPrice(line.line_total), right - 120, y, { align: 'right', width: 120 });
    if (detail) write(detail, left, (y += 14), { size: 9 });
    y += 20;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 10;
  const sum = (label: string, value: number, bold = false) => {
    write(label, right - 300, y, { bold });
    write(formatPrice(value), right - 120, y, { bold, align: 'right', width: 120 });
    y += 18;
  };
  sum(L.subtotal, order.subtotal);
  if (order.discount) sum(L.discount, -order.discount);
  if (order.delivery_fee) sum(L.delivery, order.delivery_fee);
  // VAT inside the total (prices include it): the invoice prints the amounts it stored when issued.
  const rate = invoice?.vatRateBp ?? seller.vat_rate_bp;
  const split = invoice ? { net: invoice.net, vat: invoice.vat, total: invoice.total } : vatIncluded(order.total, rate);
  sum(L.net, split.net);
  sum(L.vat(vatRatePercent(rate)), split.vat);
  sum(invoice ? L.grandTotal : L.total, split.total, true);
  y += 24;
  write(invoice ? L.invoiceNote : L.note, left, y, { size: 9 });
  if (!invoice && order.state !== 'placed' && order.paid_at) write(L.receiptNote, left, (y += 14), { size: 9 });
  doc.end();
  return done;
}
