import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './support/checkout';
import { submitConsoleSignIn } from './support/console';
import { OPERATOR_TOKEN } from './support/env';
import { expect, test, saveScreenshot } from './support/fixtures';

/**
 * The back office, part B (issue 20; decision 041), in Thai and English: support refunds part of an
 * order (the payment shows the refunded amount, and so does the shopper's order page); a content
 * editor is refused the refund with nothing changed; a lead is moved to contacted; a reveal of
 * personal data shows up in the audit search.
 */

const SHOTS = process.env.ADMIN_OPS_SHOTS ?? 'test-results/admin-ops/shots';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'e2e staff password 12';
type Lang = 'th' | 'en';

interface ProductList {
  items: { id: string }[];
}
interface ProductDetail {
  variants: { id: number; stock: number; flash_sale: unknown }[];
}

async function staffAccount(request: APIRequestContext, role: string, lang: Lang): Promise<string> {
  const email = `${role}-${lang}-${Date.now()}@tawan.example`;
  const made = await request.post('/api/staff/accounts', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { email, display_name: `${role} ${lang}`, password: PASSWORD, roles: [role] },
  });
  expect(made.status(), await made.text()).toBe(201);
  return email;
}

/** Signs in to the console in the given language. */
async function signIn(page: Page, email: string, lang: Lang) {
  await page.goto(`/admin/?lang=${lang}`);
  await page.evaluate((l) => localStorage.setItem('admin.lang', l), lang);
  await page.goto(`/admin/?lang=${lang}#/login`);
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await submitConsoleSignIn(page, lang);
}

async function variantInStock(request: APIRequestContext): Promise<number> {
  const list = await api<ProductList>(request, '/products?in_stock=true&per_page=24&sort=price_asc');
  for (const card of list.items.slice(2)) {
    const detail = await api<ProductDetail>(request, `/products/${card.id}`);
    const v = detail.variants.find((x) => x.stock >= 4 && !x.flash_sale);
    if (v) return v.id;
  }
  throw new Error('no variant in stock');
}

/** A guest's order of one unit, paid by PromptPay through the sandbox. */
async function paidOrder(page: Page, variantId: number, phone: string) {
  await page.goto('/?lang=th');
  const add = await page.request.post('/api/cart/lines', { data: { variant_id: variantId, quantity: 1 } });
  expect(add.status(), await add.text()).toBe(201);
  const placed = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': `e2e-admin-ops-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { delivery: { method: 'pickup', shop_id: 'bkk-siam-paragon' }, contact: { name: 'สมชาย ใจดี', phone, email: 'somchai@example.com' }, payment: { method: 'promptpay' } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order, payment } = (await placed.json()).data as { order: { order_number: string; total: number }; payment: { charge_id: string } };
  expect((await page.request.post(`/api/sandbox-gateway/charges/${payment.charge_id}/simulate-payment`)).status()).toBe(200);
  return order;
}

const TEXTS = {
  th: { refund: 'คืนเงิน', refunded: 'คืนเงินแล้ว', contacted: 'ติดต่อแล้ว', reveal: 'แสดงข้อมูลส่วนบุคคล', trackSubmit: 'ติดตามคำสั่งซื้อ' },
  en: { refund: 'Refund', refunded: 'Refunded', contacted: 'Mark contacted', reveal: 'Show personal data', trackSubmit: 'Track order' },
};
const bahtText = (satang: number) => `${(satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

for (const lang of ['th', 'en'] as const) {
  test(`back office (${lang}): support refunds part of an order, a content editor is refused, a lead is contacted, a reveal is in the audit log`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = TEXTS[lang];
    const phone = lang === 'th' ? '0812345601' : '0812345602';
    const order = await paidOrder(page, await variantInStock(request), phone);
    const part = Math.floor(order.total / 4 / 100) * 100;
    const support = await staffAccount(request, 'support', lang);
    const editor = await staffAccount(request, 'content_editor', lang);
    const admin = await staffAccount(request, 'admin', lang);

    // Support finds the order by the customer's phone and refunds a part of it.
    const staffPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    staffPage.on('pageerror', (e) => console.log('PAGEERROR', e.message.slice(0, 800)));
    staffPage.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text().slice(0, 800)));
    await signIn(staffPage, support, lang);
    await staffPage.goto(`/admin/?lang=${lang}#/orders?filter=${encodeURIComponent(JSON.stringify({ phone }))}`);
    await staffPage.getByText(order.order_number).click();
    await expect(staffPage.getByTestId('order-number')).toHaveText(order.order_number, { timeout: 15_000 });
    await expect(staffPage.getByTestId('contact')).not.toContainText(phone);
    await saveScreenshot(staffPage, `${SHOTS}/order-${lang}-1280.png`, { fullPage: true });
    await staffPage.getByTestId('refund-open').click();
    const dialog = staffPage.getByTestId('refund-dialog');
    await dialog.getByTestId('refund-amount').fill(String(part / 100));
    await dialog.getByTestId('reason').fill(lang === 'th' ? 'กล่องบุบ ลดให้ลูกค้า' : 'Dented box, partial refund');
    await saveScreenshot(staffPage, `${SHOTS}/refund-dialog-${lang}.png`);
    await dialog.getByTestId('confirm').click();
    await expect(staffPage.getByTestId('payment-refunded')).toContainText(bahtText(part), { timeout: 15_000 });
    await expect(staffPage.getByTestId('refundable')).toContainText(bahtText(order.total - part));
    await expect(staffPage.getByTestId('refunds')).toContainText(support);
    await saveScreenshot(staffPage, `${SHOTS}/refunded-${lang}-1280.png`, { fullPage: true });

    // The reveal: the whole phone, on the record.
    await staffPage.getByTestId('reveal-open').click();
    await staffPage
      .getByTestId('reveal-dialog')
      .getByTestId('reason')
      .fill(lang === 'th' ? 'ลูกค้าโทรมาสอบถาม' : 'Customer on the phone');
    await staffPage.getByTestId('reveal-dialog').getByTestId('confirm').click();
    await expect(staffPage.getByTestId('revealed')).toContainText(phone);

    // The shopper's order page shows the refund.
    await page.goto(`/tracking?lang=${lang}&order_number=${order.order_number}`);
    await page.locator('#trk-phone').fill(phone);
    await page.getByRole('button', { name: t.trackSubmit }).click();
    await expect(page.getByTestId('order-refund')).toContainText(bahtText(part), { timeout: 15_000 });
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, `${SHOTS}/shopper-refund-${lang}-375.png`, { fullPage: true });

    // A content editor: no orders in the menu, and the refund call is refused with nothing changed.
    const editorPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(editorPage, editor, lang);
    await expect(editorPage.getByRole('menuitem', { name: lang === 'th' ? 'คำสั่งซื้อ' : 'Orders' })).toHaveCount(0);
    const refused = await editorPage.evaluate(async (n) => {
      const res = await fetch(`/api/staff/orders/${n}/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `editor-${Date.now()}` },
        body: JSON.stringify({ amount: 100, reason: 'not mine to do' }),
      });
      return { status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code };
    }, order.order_number);
    expect(refused).toEqual({ status: 403, code: 'permission_denied' });
    await editorPage.goto(`/admin/?lang=${lang}#/orders/${order.order_number}/show`);
    await expect(editorPage.getByTestId('refund-open')).toHaveCount(0);
    await saveScreenshot(editorPage, `${SHOTS}/editor-refused-${lang}.png`);
    await staffPage.reload();
    await expect(staffPage.getByTestId('payment-refunded')).toContainText(bahtText(part), { timeout: 15_000 });
    await expect(staffPage.getByTestId('refunds').locator('tr')).toHaveCount(1);

    // A contact request moved to contacted.
    const name = lang === 'th' ? `คุณทดสอบ ${Date.now() % 100000}` : `Test Lead ${Date.now() % 100000}`;
    const lead = await request.post('/api/contact-requests', { data: { contact_name: name, mobile_number: lang === 'th' ? '0898765401' : '0898765402' } });
    expect(lead.status()).toBe(201);
    await staffPage.goto(`/admin/?lang=${lang}#/leads?filter=${encodeURIComponent(JSON.stringify({ kind: 'contact', state: 'new' }))}`);
    const row = staffPage.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await saveScreenshot(staffPage, `${SHOTS}/leads-${lang}-1280.png`, { fullPage: true });
    await row.getByTestId('lead-contacted').click();
    await staffPage.goto(`/admin/?lang=${lang}#/leads?filter=${encodeURIComponent(JSON.stringify({ kind: 'contact', state: 'contacted' }))}`);
    await expect(staffPage.getByRole('row').filter({ hasText: name }).getByTestId('lead-state')).toHaveText(t.contacted === 'Mark contacted' ? 'Contacted' : t.contacted, {
      timeout: 15_000,
    });

    // The admin finds the reveal in the audit log by the support member's e-mail.
    const adminPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(adminPage, admin, lang);
    await adminPage.goto(`/admin/?lang=${lang}#/audit?filter=${encodeURIComponent(JSON.stringify({ actor: support, object_id: order.order_number }))}`);
    await expect(adminPage.getByRole('row').filter({ hasText: 'personal_data.reveal' })).toBeVisible({ timeout: 15_000 });
    await expect(adminPage.getByRole('row').filter({ hasText: 'order.refund' })).toBeVisible();
    await expect(adminPage.getByRole('main')).not.toContainText(phone);
    await saveScreenshot(adminPage, `${SHOTS}/audit-${lang}-1280.png`, { fullPage: true });
    await adminPage.setViewportSize({ width: 768, height: 1024 });
    await saveScreenshot(adminPage, `${SHOTS}/audit-${lang}-768.png`, { fullPage: true });
  });
}
