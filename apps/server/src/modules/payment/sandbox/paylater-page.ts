import { formatPrice } from '@store/domain/money';
import { instalments } from '@store/domain/paylater';
import type { Lang } from '@store/domain/lang';
import type { GatewayCharge } from '../gateway';
import { answerForm, escapeHtml, sandboxPage } from './three-ds-page';

const TEXT = {
  th: {
    title: 'อนุมัติการผ่อนชำระ (ซื้อก่อนจ่ายทีหลัง)',
    sandbox: 'หน้าทดสอบของผู้ให้บริการผ่อนชำระจำลอง ไม่มีการตัดเงินจริง',
    amount: 'ยอดรวม',
    account: 'บัญชีเบอร์',
    plan: 'แผนผ่อน',
    months: (n: number) => `${n} เดือน ดอกเบี้ย 0%`,
    month: (n: number) => `งวดที่ ${n}`,
    due: 'ยอดต่องวด',
    approve: 'อนุมัติแผนผ่อนชำระ',
    decline: 'ปฏิเสธ',
    done: 'รายการนี้ดำเนินการเสร็จแล้ว',
    expired: 'รายการนี้หมดเวลาแล้ว',
    back: 'กลับไปที่ร้านค้า',
    other: 'English',
  },
  en: {
    title: 'Approve your pay-later plan',
    sandbox: 'Sandbox pay-later provider test page: no real money moves.',
    amount: 'Total',
    account: 'Account number',
    plan: 'Plan',
    months: (n: number) => `${n} months at 0% interest`,
    month: (n: number) => `Instalment ${n}`,
    due: 'Amount due',
    approve: 'Approve the plan',
    decline: 'Decline',
    done: 'This payment is already complete.',
    expired: 'This payment has expired.',
    back: 'Back to the store',
    other: 'ไทย',
  },
} as const;

/** The pay-later provider's approval page (no script): the plan's instalments and a form that posts "approve" or "decline". */
export function renderPayLaterPage(charge: GatewayCharge, phone: string | null, lang: Lang, action: string, now: Date): string {
  const t = TEXT[lang];
  const months = charge.source?.installment_term ?? 0;
  const rows = months
    ? instalments(charge.amount, months)
        .map((x, i) => `<tr><td>${t.month(i + 1)}</td><td class="num">฿${formatPrice(x)}</td></tr>`)
        .join('')
    : '';
  const answer = answerForm(charge, now, {
    action,
    lang,
    buttons: [
      ['approve', t.approve],
      ['decline', t.decline],
    ],
    done: t.done,
    expired: t.expired,
    back: t.back,
  });
  const body = `<dl><dt>${t.amount}</dt><dd>฿${formatPrice(charge.amount)}</dd><dt>${t.account}</dt><dd>${escapeHtml(phone && /^\d{10}$/.test(phone) ? `${phone.slice(0, 3)}-xxx-${phone.slice(6)}` : '-')}</dd><dt>${t.plan}</dt><dd>${months ? t.months(months) : '-'}</dd></dl>
<table><thead><tr><th scope="col">${t.plan}</th><th scope="col" class="num">${t.due}</th></tr></thead><tbody>${rows}</tbody></table>
${answer}`;
  return sandboxPage({ lang, title: t.title, note: t.sandbox, switchTo: t.other, action, body });
}
