import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { ProductCard, ProductList } from '../packages/domain/src/catalog';
import { formatPrice } from '../packages/domain/src/money';
import { OPERATOR_TOKEN } from './support/env';
import { api, addToCart } from './support/checkout';
import { expect, test, saveScreenshot } from './support/fixtures';
import { texts, type Lang } from './support/locales';

/**
 * Seller sale mode (issue 19 part B, decision 039): the seller signs in at a shop, sends an order by
 * SMS, the customer pays it by QR from the link on their own phone (a second browser context), and
 * the seller's list shows it paid; an ended session asks to sign in again; the customer's unsuccess page.
 * Test sellers: apps/server/src/modules/sale/seed.ts (README "Sale mode").
 */
const SELLER = { email: 'seller.paragon@sandbox.tawan.test', password: 'sandbox-seller-1', shop: 'SHOP-PARAGON' };
const SELLER2 = { email: 'seller2.paragon@sandbox.tawan.test', password: 'sandbox-seller-2', shop: 'SHOP-PARAGON' };
const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
let mobiles = 0;
const freshMobile = () => `086${String(Date.now()).slice(-6)}${(mobiles += 1) % 10}`;
const masked = (m: string) => `${m.slice(0, 3)}-XXX-${m.slice(6)}`;

async function productInStock(request: APIRequestContext, n: number): Promise<ProductCard> {
  const list = await api<ProductList>(request, '/products?in_stock=true&per_page=24&sort=price_asc');
  return list.items.filter((p) => p.price >= 2_000)[n];
}

async function signIn(page: Page, lang: Lang, seller = SELLER) {
  const s = texts(lang, 'sale');
  await page.goto(`/sale/login?lang=${lang}`);
  await page.getByLabel(s('login.shopCode')).fill(seller.shop);
  await page.getByLabel(s('login.email')).click();
  await expect(page.getByTestId('shop-result')).toHaveText(s('login.shopFound', { shop: lang === 'th' ? 'ตะวัน ช็อป สยามพารากอน' : 'Tawan Shop Siam Paragon' }));
  await page.getByLabel(s('login.email')).fill(seller.email);
  await page.getByLabel(s('login.password')).fill(seller.password);
  await page.getByRole('button', { name: s('login.submit') }).click();
  await expect(page).toHaveURL(/\/sale$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: s('home.title') })).toBeVisible();
}

async function createOrder(page: Page, lang: Lang, name: string, mobile: string) {
  const s = texts(lang, 'sale');
  await expect(page.getByTestId('sale-cart')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(s('new.name')).fill(name);
  await page.getByLabel(s('new.mobile')).fill(mobile);
  await page.getByRole('button', { name: s('new.submit') }).click();
  await expect(page).toHaveURL(/\/sale\/order\/[A-Z0-9-]+$/, { timeout: 15_000 });
  return decodeURIComponent(page.url().split('/').pop()!);
}

/** No serious or critical WCAG 2.1 AA problem in the page's main content. */
async function expectNoSeriousA11y(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function customerPhone(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 860 }, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  return { context, phone: await context.newPage() };
}

test('a seller sends an order by SMS, the customer pays it by QR on their own phone and the seller sees it paid (Thai, 375 px)', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const s = texts('th', 'sale');
  const layout = texts('th', 'layout');
  await page.setViewportSize({ width: 375, height: 860 });
  await signIn(page, 'th');
  // Sale mode shows the sale footer: the shop, a home link to /sale and logout (spec 2).
  const footer = page.getByTestId('sale-footer');
  await expect(footer).toContainText(layout('saleFooter.shop', { shop: 'ตะวัน ช็อป สยามพารากอน' }));

  const card = await productInStock(request, 2);
  await addToCart(page, card, 1);
  await footer.getByRole('link', { name: layout('saleFooter.home') }).click();
  await expect(page).toHaveURL(/\/sale$/);
  const mobile = freshMobile();
  const orderNumber = await createOrder(page, 'th', 'สมหญิง ลูกค้าดี', mobile);
  await expect(page.getByTestId('order-state')).toHaveText(s('state.awaiting_payment'));
  await page.getByRole('button', { name: s('order.sms') }).click();
  await expect(page.getByTestId('sms-result')).toContainText(`ส่ง SMS ไปที่ ${masked(mobile)} แล้ว`, { timeout: 15_000 });
  await saveScreenshot(page, 'test-results/sale/th-375-order.png', { fullPage: true });

  // The SMS, from the sandbox outbox: one message with the signed link.
  const outbox = ((await (await request.get(`/api/dev/sms-outbox?to=${mobile}`, { headers: auth })).json()) as { data: { body: string }[] }).data;
  expect(outbox).toHaveLength(1);
  const url = /https?:\/\/\S+/.exec(outbox[0].body)![0];
  expect(url).toContain('/payment-offline/qr?link=');
  const token = new URL(url).searchParams.get('link')!;

  // The customer's phone: another browser, no seller session.
  const { context, phone } = await customerPhone(browser, 375);
  try {
    await phone.goto(new URL(url).pathname + new URL(url).search);
    await expect(phone.getByRole('heading', { level: 1, name: s('pay.title') })).toBeVisible({ timeout: 15_000 });
    await expect(phone.getByTestId('sale-footer')).toHaveCount(0);
    await expect(phone.getByTestId('pay-total')).toHaveText(`฿${formatPrice(card.price)}`);
    await phone.getByRole('button', { name: s('pay.button', { amount: formatPrice(card.price) }) }).click();
    await expect(phone.getByRole('img', { name: s('pay.qrAlt', { amount: formatPrice(card.price) }) })).toBeVisible({ timeout: 15_000 });
    await expect(phone.getByTestId('pay-status')).toHaveText(s('pay.waiting'));
    await saveScreenshot(phone, 'test-results/sale/th-375-customer-qr.png', { fullPage: true });
    await expectNoSeriousA11y(phone);

    // The bank app pays: the sandbox's simulate-payment on the link's charge.
    const view = await api<{ payment: { charge_id: string } }>(request, `/sale/links/${token}`);
    const paid = await request.post(`/api/sandbox-gateway/charges/${view.payment.charge_id}/simulate-payment`);
    expect(paid.status(), await paid.text()).toBe(200);
    await expect(phone.getByRole('heading', { level: 1, name: s('pay.paidTitle') })).toBeVisible({ timeout: 15_000 });
    await expect(phone.getByTestId('pay-status')).toContainText('ได้รับการชำระเงินแล้ว');
    await saveScreenshot(phone, 'test-results/sale/th-375-customer-paid.png', { fullPage: true });
  } finally {
    await context.close();
  }

  // The seller's order and list show it paid, with today's total.
  await expect(page.getByTestId('order-state')).toHaveText(s('state.paid'), { timeout: 15_000 });
  await page.goto('/sale?lang=th');
  const row = page.getByTestId('sale-order-row').filter({ hasText: orderNumber });
  await expect(row.getByTestId('sale-order-state')).toHaveText(s('state.paid'));
  await expect(row).toContainText(masked(mobile));
  await expect(page.getByTestId('total-day')).toContainText(`฿${formatPrice(card.price)}`);
  await expect(page.getByTestId('total-day')).toContainText(s('home.paidOrders_other', { count: 1 }));
  await saveScreenshot(page, 'test-results/sale/th-375-list.png', { fullPage: true });
  await expectNoSeriousA11y(page);
});

test('English, 1280 px: the list, a QR link whose payment QR runs out, and the unsuccess page with the reason', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const s = texts('en', 'sale');
  await signIn(page, 'en', SELLER2);
  const card = await productInStock(request, 3);
  const added = await page.request.post('/api/cart/lines', {
    data: { variant_id: (await api<{ variants: { id: number }[] }>(request, `/products/${card.id}`)).variants[0].id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/sale?lang=en');
  const orderNumber = await createOrder(page, 'en', 'Jane Customer', freshMobile());
  await page.getByRole('button', { name: s('order.qr') }).click();
  await expect(page.getByRole('img', { name: s('order.qrAlt', { number: orderNumber }) })).toBeVisible({ timeout: 15_000 });
  const url = await page.getByTestId('sale-qr-url').innerText();
  await saveScreenshot(page, 'test-results/sale/en-1280-qr.png', { fullPage: true });
  await expectNoSeriousA11y(page);
  await page.goto('/sale?lang=en');
  await expect(page.getByTestId('sale-order-row').filter({ hasText: orderNumber }).getByTestId('sale-order-state')).toHaveText(s('state.awaiting_payment'));
  await saveScreenshot(page, 'test-results/sale/en-1280-list.png', { fullPage: true });

  const { context, phone } = await customerPhone(browser, 1280);
  try {
    const token = new URL(url).searchParams.get('link')!;
    await phone.goto(`/payment-offline/qr?link=${token}&lang=en`);
    await phone.getByRole('button', { name: /PromptPay/ }).click();
    await expect(phone.getByTestId('pay-qr')).toBeVisible({ timeout: 15_000 });
    // The QR runs out before a payment: the unsuccess page says why and offers a new QR.
    const view = await api<{ payment: { charge_id: string } }>(request, `/sale/links/${token}`);
    expect((await request.post(`/api/sandbox-gateway/charges/${view.payment.charge_id}/simulate-expiry`)).status()).toBe(200);
    await expect(phone).toHaveURL(/\/payment-offline\/unsuccess\?reason=qr_expired/, { timeout: 15_000 });
    await expect(phone.getByTestId('unsuccess-reason')).toHaveText(s('unsuccess.reasons.qr_expired'));
    await phone.getByRole('link', { name: s('unsuccess.retry') }).click();
    await expect(phone.getByRole('button', { name: /PromptPay/ })).toBeVisible({ timeout: 15_000 });

    // A changed link is refused with its own reason.
    const [id, mac] = token.split('.');
    await phone.goto(`/payment-offline/qr?link=${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}&lang=en`);
    await expect(phone).toHaveURL(/reason=link_invalid/, { timeout: 15_000 });
    await expect(phone.getByRole('heading', { level: 1, name: s('unsuccess.title') })).toBeVisible();
    await expect(phone.getByTestId('unsuccess-reason')).toHaveText(s('unsuccess.reasons.link_invalid'));
    await expect(phone.getByTestId('unsuccess-next')).toHaveText(s('unsuccess.next.link_invalid'));
    await saveScreenshot(phone, 'test-results/sale/en-1280-unsuccess.png', { fullPage: true });
  } finally {
    await context.close();
  }
});

test('an ended seller session on /sale asks to sign in again and clears the sale data', async ({ page }) => {
  const s = texts('th', 'sale');
  await signIn(page, 'th');
  await expect(page.getByTestId('sale-footer')).toBeVisible();
  // The session ends elsewhere (expired, or signed out on the server): the cookie is gone.
  await page.context().clearCookies();
  await page.goto('/sale?lang=th');
  await expect(page.getByTestId('sale-session-ended')).toContainText(s('home.sessionEnded'), { timeout: 15_000 });
  await expect(page.getByTestId('sale-footer')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('sale-data'))).toBeNull();
  await page.getByRole('link', { name: s('home.signInAgain') }).click();
  await expect(page).toHaveURL(/\/sale\/login$/);
});

test('every /sale and /payment-offline route is a real page', async ({ page }) => {
  for (const [path, testId] of [
    ['/sale/login', 'sale-login'],
    ['/sale', 'sale-session-ended'],
    ['/sale/order/TS-NOPE', 'sale-order'],
    ['/payment-offline/qr?link=nope', 'pay-offline-unsuccess'],
    ['/payment-offline/unsuccess?reason=link_expired', 'pay-offline-unsuccess'],
  ] as const) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
    await expect(page.getByTestId(testId), path).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.coming-soon'), path).toHaveCount(0);
  }
  // Thai at 375 px: the sign-in and the unsuccess page of an expired link.
  await page.setViewportSize({ width: 375, height: 860 });
  await page.goto('/sale/login?lang=th');
  await expect(page.getByRole('heading', { level: 1, name: texts('th', 'sale')('login.title') })).toBeVisible();
  await saveScreenshot(page, 'test-results/sale/th-375-login.png', { fullPage: true });
  await expectNoSeriousA11y(page);
  await page.goto('/payment-offline/unsuccess?reason=link_expired&lang=th');
  await expect(page.getByTestId('unsuccess-reason')).toHaveText(texts('th', 'sale')('unsuccess.reasons.link_expired'));
  await saveScreenshot(page, 'test-results/sale/th-375-unsuccess.png', { fullPage: true });
  await expectNoSeriousA11y(page);
});
