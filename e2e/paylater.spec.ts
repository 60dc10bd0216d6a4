import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductCard, ProductList } from '../packages/domain/src/catalog';
import { formatPrice } from '../packages/domain/src/money';
import { instalments } from '../packages/domain/src/paylater';
import { idpMessages } from '../apps/server/src/modules/identity/idp/messages';
import { addAddressInDialog, addToCart } from './support/checkout';
import { expect, test } from './support/fixtures';
import { texts } from './support/locales';

/**
 * Pay-later (spec 2 /paylater, 3 pay_later_status, 9 "only when eligible and on a phone"): a shopper
 * on an Android phone signs up with a mobile number, buys a device in 6 instalments and approves the
 * plan on the sandbox provider's page; the same shopper on a desktop is not offered pay-later and
 * /paylater says why. Numbers ending 0000 are refused by the sandbox's credit check, so the test
 * numbers here never end so.
 */

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const cart = texts('th', 'cart');
const checkout = texts('th', 'checkout');
const enCheckout = texts('en', 'checkout');

/** A device in stock that pay-later takes (1,000 to 30,000 baht), the n-th such from the most expensive down. */
async function payLaterDevice(request: APIRequestContext, n: number): Promise<ProductCard> {
  const response = await request.get('/api/products?in_stock=true&per_page=60&sort=price_desc');
  expect(response.status()).toBe(200);
  const list = ((await response.json()) as { data: ProductList }).data;
  const fits = list.items.filter((p) => p.price >= 100_000 && p.price <= 3_000_000);
  expect(fits.length).toBeGreaterThan(n);
  return fits[n];
}

/** Signs up through the embedded provider straight from its URL (the phone header keeps the link in a drawer). */
async function signUpWithPhone(page: Page): Promise<string> {
  const idp = idpMessages('th');
  const phone = `09${String(Date.now()).slice(-6)}${1 + Math.floor(Math.random() * 9)}${1 + Math.floor(Math.random() * 9)}`;
  await page.goto('/api/auth/login?return_to=%2F&prompt=create');
  await page.getByLabel(idp.name, { exact: true }).fill('ผ่อน ทดสอบ');
  await page.getByLabel(idp.login, { exact: true }).fill(phone);
  await page.getByLabel(idp.password, { exact: true }).fill('Sunflower42x');
  await page.getByRole('button', { name: idp.submitSignup }).click();
  // The store finishes the sign-in (the login code exchange) on its first page.
  await expect.poll(async () => ((await (await page.request.get('/api/session')).json()) as { data: { user: unknown } }).data.user, { timeout: 15_000 }).not.toBeNull();
  return phone;
}

/** No serious or critical axe violation on the page (WCAG 2.1 AA). */
async function expectAccessible(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

async function addToCartAndChooseAddress(page: Page, card: ProductCard) {
  await addToCart(page, card);
  await page.goto('/cart');
  await page.getByRole('button', { name: cart('checkout') }).click();
  await expect(page).toHaveURL(/\/address$/);
  await addAddressInDialog(page, { name: 'ผ่อน ทดสอบ', phone: '0891234567', line: '1 ถนนพญาไท', postcode: '10330' });
  await page.getByRole('button', { name: checkout('delivery.continue') }).click();
  await expect(page).toHaveURL(/\/payment$/);
}

test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a signed-in shopper buys a device in 6 instalments, approving the plan on the provider page', async ({ page, request }) => {
    test.setTimeout(120_000);
    const card = await payLaterDevice(request, 0);
    await signUpWithPhone(page);
    await addToCartAndChooseAddress(page, card);

    // Pay-later is offered here, with the three plans; 6 months shows the monthly amount.
    const payLater = page.getByRole('radio', { name: new RegExp(checkout('payment.methods.paylater')) });
    await expect(payLater).toBeVisible();
    await payLater.check();
    const six = instalments(card.price, 6);
    const plans = page.getByTestId('paylater-plans');
    await expect(plans.getByRole('radio')).toHaveCount(3);
    await plans
      .getByRole('radio', { name: new RegExp(checkout('paylater.planName_other', { count: 6, amount: formatPrice(six[5]) }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .check();
    await page.getByRole('button', { name: checkout('payment.pay', { amount: formatPrice(card.price) }) }).click();

    // The provider's approval page: the plan's six instalments, then approve.
    await expect(page).toHaveURL(/\/api\/sandbox-gateway\/paylater\//);
    await expect(page.getByRole('heading', { name: 'อนุมัติการผ่อนชำระ (ซื้อก่อนจ่ายทีหลัง)' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(7);
    await expect(page.getByText('6 เดือน ดอกเบี้ย 0%')).toBeVisible();
    await page.getByRole('button', { name: 'อนุมัติแผนผ่อนชำระ' }).click();

    // Back through /paylater to the paid order.
    await expect(page).toHaveURL(/\/success\?order=/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: checkout('success.title') })).toBeVisible();
    const secureKey = new URL(page.url()).searchParams.get('order')!;
    const order = (
      (await (await page.request.get(`/api/orders/${encodeURIComponent(secureKey)}`)).json()) as {
        data: { state: string; payment: { method: string; plan: { months: number; instalments: number[] } } };
      }
    ).data;
    expect(order).toMatchObject({ state: 'paid', payment: { method: 'paylater', plan: { months: 6, instalments: six } } });

    // /paylater now shows the credit that is left, in English too.
    await page.goto('/paylater?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: enCheckout('paylater.title') })).toBeVisible();
    await expect(page.getByTestId('paylater-status')).toContainText(enCheckout('paylater.reasons.cart_empty'));
  });

  test('a declined plan keeps the cart and shows why; /paylater shows the plans and the credit', async ({ page, request }) => {
    test.setTimeout(120_000);
    const card = await payLaterDevice(request, 1);
    await signUpWithPhone(page);
    await addToCartAndChooseAddress(page, card);

    await page.goto('/paylater?lang=th');
    const status = page.getByTestId('paylater-status');
    await expect(status).toHaveAttribute('data-eligible', 'true');
    await expect(status).toContainText(checkout('paylater.eligible', { amount: formatPrice(card.price) }));
    await expect(status).toContainText('30,000.00');
    await page.getByTestId('paylater-plans').getByRole('radio').nth(2).check();
    await expect(page.getByTestId('paylater-schedule').getByRole('row')).toHaveCount(11);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, '/paylater th 390');
    await page.getByRole('link', { name: checkout('paylater.toPayment') }).click();

    await expect(page).toHaveURL(/\/payment$/);
    await page.getByRole('radio', { name: new RegExp(checkout('payment.methods.paylater')) }).check();
    await page.getByRole('button', { name: checkout('payment.pay', { amount: formatPrice(card.price) }) }).click();
    await expect(page).toHaveURL(/\/api\/sandbox-gateway\/paylater\//);
    await expectAccessible(page, 'approval page th 390');
    await page.getByRole('button', { name: 'ปฏิเสธ' }).click();
    await expect(page).toHaveURL(/\/payment\/error\?order=/, { timeout: 15_000 });
    await expect(page.getByTestId('payment-failure-reason')).toHaveText(checkout('error.reasons.paylater_declined'));
    await page.getByRole('link', { name: checkout('error.cart') }).click();
    await expect(page.getByTestId('cart-line').getByRole('heading')).toHaveText(card.name.th);
  });
});

test('pay-later is not offered on a desktop, and /paylater says it is for phones', async ({ page, request }) => {
  test.setTimeout(90_000);
  const card = await payLaterDevice(request, 2);
  await signUpWithPhone(page);
  await addToCartAndChooseAddress(page, card);
  await expect(page.getByRole('radio', { name: new RegExp(checkout('payment.methods.card')) })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(checkout('payment.methods.promptpay')) })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(checkout('payment.methods.paylater')) })).toHaveCount(0);
  await page.goto('/paylater?lang=th');
  await expect(page.getByTestId('paylater-status')).toContainText(checkout('paylater.reasons.not_a_phone'));
  await expect(page.getByRole('link', { name: checkout('paylater.toPayment') })).toHaveCount(0);
});
