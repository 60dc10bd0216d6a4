import { formatPrice } from '@store/domain/money';
import type { Lang } from '@store/domain/lang';
import type { GatewayCharge } from '../gateway';

const TEXT = {
  th: {
    title: 'ยืนยันตัวตน 3-D Secure',
    sandbox: 'หน้าทดสอบของเกตเวย์จำลอง ไม่มีการตัดเงินจริง',
    amount: 'ยอดชำระ',
    card: 'บัตร',
    authorise: 'ยืนยันการชำระเงิน',
    fail: 'ไม่ผ่านการยืนยัน',
    done: 'รายการนี้ดำเนินการเสร็จแล้ว',
    expired: 'รายการนี้หมดเวลาแล้ว',
    back: 'กลับไปที่ร้านค้า',
    other: 'English',
  },
  en: {
    title: '3-D Secure check',
    sandbox: 'Sandbox gateway test page: no real money moves.',
    amount: 'Amount',
    card: 'Card',
    authorise: 'Authorise payment',
    fail: 'Fail authentication',
    done: 'This payment is already complete.',
    expired: 'This payment has expired.',
    back: 'Back to the store',
    other: 'ไทย',
  },
} as const;

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const CSS = `body{font-family:system-ui,'Noto Sans Thai',sans-serif;background:#f4f5f7;color:#1d1d1f;margin:0;padding:24px}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.3rem;margin:0 0 8px}p.note{color:#5a5a5f;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#5a5a5f}dd{margin:0;font-weight:600}form{display:flex;gap:12px;flex-wrap:wrap;margin-top:20px}
button{font:inherit;padding:12px 18px;border-radius:8px;border:2px solid #b3001b;cursor:pointer}
button[value=authorise],button[value=approve]{background:#b3001b;color:#fff}button[value=fail],button[value=decline]{background:#fff;color:#b3001b}
table{border-collapse:collapse;width:100%;margin-top:12px}th,td{text-align:left;padding:4px 0;border-bottom:1px solid #e5e5ea}td.num{text-align:right}
button:focus-visible,a:focus-visible{outline:3px solid #1a56db;outline-offset:2px}a{color:#1a56db}.lang{float:right}`;

/** The sandbox's 3-D Secure page (no script): a form that posts "authorise" or "fail" back to itself. */
export function renderThreeDsPage(charge: GatewayCharge, lang: Lang, action: string, now: Date): string {
  const t = TEXT[lang];
  const card = charge.card ? `${escapeHtml(charge.card.brand)} •••• ${escapeHtml(charge.card.last_digits)}` : '-';
  const body = answerForm(charge, now, {
    action,
    lang,
    buttons: [
      ['authorise', t.authorise],
      ['fail', t.fail],
    ],
    done: t.done,
    expired: t.expired,
    back: t.back,
  });
  return sandboxPage({
    lang,
    title: t.title,
    note: t.sandbox,
    switchTo: t.other,
    action,
    body: `<dl><dt>${t.amount}</dt><dd>฿${formatPrice(charge.amount)}</dd><dt>${t.card}</dt><dd>${card}</dd></dl>
${body}`,
  });
}

/**
 * The buyer's answer on a sandbox page: while the charge is pending and in time, a form (no script)
 * posting one of `buttons` back to the page; after that, whether it is done or expired and the way back.
 */
export function answerForm(
  charge: GatewayCharge,
  now: Date,
  p: { action: string; lang: Lang; buttons: [value: string, label: string][]; done: string; expired: string; back: string },
): string {
  const expired = charge.status === 'expired' || (charge.status === 'pending' && charge.expires_at !== null && Date.parse(charge.expires_at) <= now.getTime());
  if (charge.status === 'pending' && !expired) {
    const buttons = p.buttons.map(([value, label]) => `<button type="submit" name="action" value="${value}">${label}</button>`).join('\n');
    return `<form method="post" action="${escapeHtml(p.action)}"><input type="hidden" name="lang" value="${p.lang}">\n${buttons}</form>`;
  }
  const back = charge.return_uri ? `<p><a href="${escapeHtml(charge.return_uri)}">${p.back}</a></p>` : '';
  return `<p role="status">${expired ? p.expired : p.done}</p>${back}`;
}

/** The frame of the sandbox's pages (3-D Secure, pay-later approval): language switch, title, the "no real money" note. */
export function sandboxPage(p: { lang: Lang; title: string; note: string; switchTo: string; action: string; body: string }): string {
  const other: Lang = p.lang === 'th' ? 'en' : 'th';
  return `<!doctype html>
<html lang="${p.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${p.title}</title><style>${CSS}</style></head>
<body><main>
<a class="lang" href="${escapeHtml(p.action)}?lang=${other}" lang="${other}" hreflang="${other}">${p.switchTo}</a>
<h1>${p.title}</h1>
<p class="note">${p.note}</p>
${p.body}
</main></body>
</html>`;
}
