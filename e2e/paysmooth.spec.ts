import type { Page } from '@playwright/test';
import type { ProductCard } from '../packages/domain/src/catalog';
import { api } from './support/checkout';
import { expect, test, saveScreenshot } from './support/fixtures';
import { texts, type Lang } from './support/locales';
import { signUp } from './support/sign-up';

/**
 * Pay smooth in the browser (issue 18, spec 2 /paysmooth/:id and /paysmooth-payment; decision 037):
 * a shopper applies for a device's instalments, the partner's approval step answers, and an approved
 * application pays for the device order (the success page); a refused one says why and the cart
 * keeps the device. Applicants: README "Pay smooth partner (sandbox)".
 */

async function device(page: Page): Promise<ProductCard> {
  const list = await api<{ items: ProductCard[] }>(page.request, '/products?per_page=60');
  const card = list.items.find((c) => c.in_stock && c.price >= 10_000_00 && c.price <= 60_000_00);
  if (!card) throw new Error('no device between 10,000 and 60,000 baht in stock');
  return card;
}

async function apply(page: Page, lang: Lang, width: number, thaiId: string) {
  const p = texts(lang, 'paysmooth');
  const card = await device(page);
  await page.goto(`/paysmooth/${card.id}`);
  await expect(page.getByTestId('paysmooth-sign-in')).toBeVisible();
  await signUp(page);
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.goto(`/paysmooth/${card.id}?lang=${lang}`);
  const form = page.getByTestId('paysmooth-form');
  await form.getByRole('radio', { name: new RegExp(p('plan.line', { months: 12, monthly: '.*' }).replace(/[()]/g, '.')) }).check();
  await form.getByLabel(p('form.name')).fill(lang === 'th' ? 'สมชาย ใจดี' : 'Somchai Jaidee');
  await form.getByLabel(p('form.thaiId')).fill(thaiId);
  await form.getByLabel(p('form.mobile')).fill('0812345678');
  await form.getByLabel(p('form.income')).fill('45000');
  await form.getByRole('button', { name: p('form.submit') }).click();
  const approval = page.getByTestId('paysmooth-approval');
  await expect(approval).toBeVisible({ timeout: 15_000 });
  return { card, approval };
}

test('an approved application pays for the device order (Thai, 375 px)', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'th';
  const p = texts(lang, 'paysmooth');
  const { approval } = await apply(page, lang, 375, '3200700234562');
  // The partner's approval step: submitted, then approved by itself.
  await expect(approval.getByRole('heading')).toHaveText(p('approval.approved'), { timeout: 15_000 });
  await expect(approval.getByTestId('paysmooth-plan')).toContainText(lang === 'th' ? '12 เดือน' : '12 months');
  await saveScreenshot(page, 'test-results/paysmooth/paysmooth-th-375-approved.png', { fullPage: true });
  await approval.getByRole('button', { name: p('approval.continue') }).click();
  await expect(page).toHaveURL(/\/paysmooth-payment\?token=/, { timeout: 15_000 });
  const pay = page.getByTestId('paysmooth-pay');
  await expect(pay.getByLabel(p('payment.shop'))).toBeEnabled();
  await pay.getByLabel(p('payment.name')).fill('สมชาย ใจดี');
  await pay.getByLabel(p('payment.phone')).fill('0812345678');
  await saveScreenshot(page, 'test-results/paysmooth/paysmooth-th-375-payment.png', { fullPage: true });
  await pay.getByRole('button', { name: p('payment.pay') }).click();
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 15_000 });
  const secureKey = new URL(page.url()).searchParams.get('order')!;
  const order = await api<{ state: string; payment_method?: string }>(page.request, `/orders/${secureKey}`);
  expect(order.state).toBe('paid');
  await expect(page.getByTestId('order-success')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('order-number')).not.toBeEmpty();
  await saveScreenshot(page, 'test-results/paysmooth/paysmooth-th-375-success.png', { fullPage: true });
});

test('a refused application says why and keeps the cart (English, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const p = texts(lang, 'paysmooth');
  const { card, approval } = await apply(page, lang, 1280, '3200700345674');
  await expect(approval.getByRole('heading')).toHaveText(p('approval.refused'), { timeout: 15_000 });
  await expect(approval.getByTestId('paysmooth-reason')).toHaveText(p('reasons.credit_check_failed'));
  const token = new URL(page.url()).searchParams.get('token')!;
  // The device is in the cart (added from its page); the refused application cannot pay for it.
  const added = await page.request.post('/api/cart/lines', {
    data: { variant_id: (await api<{ variants: { id: number }[] }>(page.request, `/products/${card.id}`)).variants[0].id },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(added.status()).toBe(201);
  await page.goto(`/paysmooth-payment?token=${encodeURIComponent(token)}&lang=en`);
  const refused = page.getByTestId('paysmooth-refused');
  await expect(refused.getByTestId('paysmooth-reason')).toHaveText(p('reasons.credit_check_failed'), { timeout: 15_000 });
  await expect(refused).toContainText(p('payment.cartKept'));
  await saveScreenshot(page, 'test-results/paysmooth/paysmooth-en-1280-refused.png', { fullPage: true });
  await refused.getByRole('link', { name: p('payment.toCart') }).click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByText(card.name.en).first()).toBeVisible({ timeout: 15_000 });
});

test('pay pressed before the pickup stores arrive asks for a store, and the ask goes once they are here (Thai, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  const p = texts('th', 'paysmooth');
  let releaseShops!: () => void;
  const held = new Promise<void>((resolve) => (releaseShops = resolve));
  await page.route('**/api/pickup-shops**', async (route) => {
    await held;
    await route.continue();
  });
  const { approval } = await apply(page, 'th', 1280, '3200700234562');
  await expect(approval.getByRole('heading')).toHaveText(p('approval.approved'), { timeout: 15_000 });
  await approval.getByRole('button', { name: p('approval.continue') }).click();
  const pay = page.getByTestId('paysmooth-pay');
  await expect(pay.getByLabel(p('payment.shop'))).toBeDisabled();
  await pay.getByRole('button', { name: p('payment.pay') }).click();
  await expect(pay.getByRole('alert')).toHaveText(p('errors.shop_required'));
  releaseShops();
  await expect(pay.getByLabel(p('payment.shop'))).toBeEnabled();
  await expect(pay.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/paysmooth-payment\?token=/);
});
