import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatPrice } from '@store/domain/money';
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
    contact: 'ผู้ติดต่อ',
    note: 'ราคารวมภาษีมูลค่าเพิ่มแล้ว ขอบคุณที่ใช้บริการ',
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
    contact: 'Contact',
    note: 'Prices include VAT. Thank you for shopping with us.',
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

/** Renders an order's receipt in Thai or English; resolves with the PDF bytes. */
export function renderReceipt(order: OrderView, lang: Lang): Promise<Buffer> {
  const f = loadFonts();
  const L = LABELS[lang];
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${L.title} ${order.order_number}`, Author: L.store }, lang: lang === 'th' ? 'th-TH' : 'en-GB' });
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

  const left = 48;
  const right = doc.page.width - 48;
  let y = 48;
  write(L.store, left, y, { size: 18, bold: true });
  write(L.title, left, y + 4, { size: 14, bold: true, align: 'right', width: right - left });
  y += 40;
  const row = (label: string, value: string) => {
    write(label, left, y, { bold: true });
    write(value, left + 130, y);
    y += 16;
  };
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
      : `${d.address.line1}, ${d.address[lang].subdistrict}, ${d.address[lang].district}, ${d.address[lang].province} ${d.address.postcode}`,
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
  sum(L.total, order.total, true);
  y += 24;
  write(L.note, left, y, { size: 9 });
  doc.end();
  return done;
}
