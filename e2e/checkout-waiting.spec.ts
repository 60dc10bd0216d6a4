import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductCard, ProductDetail, ProductList } from '../packages/domain/src/catalog';
import { formatPrice } from '../packages/domain/src/money';
import { E2E_BASE_URL } from './support/env';
import { addToCart, api, fillGuestAddress } from './support/checkout';
import { expect, test } from './support/fixtures';
import { texts } from './support/locales';

/**
 * Waiting for a payment (decision 011): a PromptPay QR whose time runs out while the order still
 * waits keeps the order, the stock hold and the cart, says so, and makes a new QR for the same order
 * that then pays it; /pending shows an order whose card check is not finished, links to it, and moves
 * on by itself once the payment is confirmed.
 */

const cart = texts('th', 'cart');
const checkout = texts('th', 'checkout');
const layout = texts('th', 'layout');

/** A device in stock (the n-th of the in-stock list from 20 baht up, cheapest first; checkout.spec takes the first four). */
async function device(request: APIRequestContext, n: number): Promise<ProductCard> {
  const list = await api<ProductList>(request, '/products?in_stock=true&per_page=24&sort=price_asc');
  return list.items.filter((p) => p.price >= 2_000)[n];
}

/** Free units of the product over its variants (the detail page's `stock` is on hand less what unpaid orders hold). */
async function freeStock(request: APIRequestContext, card: ProductCard): Promise<number> {
  const detail = await api<ProductDetail>(request, `/products/${card.id}`);
  return detail.variants.reduce((sum, v) => sum + v.stock, 0);
}

async function toPayment(page: Page, card: ProductCard) {
  await addToCart(page, card);
  await page.goto('/cart');
  await page.getByRole('button', { name: cart('checkout') }).click();
  await expect(page).toHaveURL(/\/address$/);
  await fillGuestAddress(page, { name: 'รอ ชำระ', phone: '0812345678', line: '5 ถนนสีลม', postcode: '10500' });
  await expect(page).toHaveURL(/\/payment$/);
}

test('a PromptPay QR that expires keeps the order, its stock and the cart, and a new QR pays the same order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const card = await device(request, 6);
  const before = await freeStock(request, card);
  await toPayment(page, card);
  await page.getByRole('radio', { name: new RegExp(checkout('payment.methods.promptpay')) }).check();
  await page.getByRole('button', { name: checkout('payment.pay', { amount: formatPrice(card.price) }) }).click();
  await expect(page).toHaveURL(/\/payment\/qr\//);
  const qrImage = page.getByRole('img', { name: checkout('qr.alt', { amount: formatPrice(card.price) }) });
  await expect(qrImage).toBeVisible();
  const secureKey = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const first = await api<{ order_number: string; payment: { charge_id: string } }>(request, `/orders/${encodeURIComponent(secureKey)}`);
  expect(await freeStock(request, card)).toBe(before - 1);

  // The QR's time runs out (the sandbox's clock for this charge): the page says so, the QR goes.
  const expired = await request.post(`/api/sandbox-gateway/charges/${first.payment.charge_id}/simulate-expiry`);
  expect(expired.status(), await expired.text()).toBe(200);
  await expect(page.getByTestId('qr-status')).toHaveText(checkout('qr.expired'), { timeout: 10_000 });
  await expect(page.getByText(checkout('qr.kept'))).toBeVisible();
  await expect(qrImage).toHaveCount(0);
  await expect(page.getByTestId('qr-countdown')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toMatch(/^\/payment\/qr\//);
  // The order still waits: its stock stays held and the cart keeps its line.
  expect((await api<{ state: string }>(request, `/orders/${encodeURIComponent(secureKey)}`)).state).toBe('awaiting_payment');
  expect(await freeStock(request, card)).toBe(before - 1);
  await expect(page.getByTestId('cart-link')).toHaveAccessibleName(layout('cartCount_other', { count: 1 }));
  await expect(page.getByRole('link', { name: checkout('error.tryAgain') })).toHaveAttribute('href', /\/payment$/);

  // A new QR for the same order, with a fresh 15 minutes, that the bank app pays.
  await page.getByRole('button', { name: checkout('qr.renew') }).click();
  await expect(qrImage).toBeVisible();
  await expect(page.getByTestId('qr-status')).toHaveText(checkout('qr.waiting'));
  await expect(page.getByTestId('qr-countdown')).toHaveText(/^1[45]:\d\d$/);
  const second = await api<{ order_number: string; payment: { charge_id: string } }>(request, `/orders/${encodeURIComponent(secureKey)}`);
  expect(second.order_number).toBe(first.order_number);
  expect(second.payment.charge_id).not.toBe(first.payment.charge_id);
  const paid = await request.post(`/api/sandbox-gateway/charges/${second.payment.charge_id}/simulate-payment`);
  expect(paid.status(), await paid.text()).toBe(200);
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 15_000 });
  await expect(page.getByTestId('order-number')).toHaveText(first.order_number);
  expect(await freeStock(request, card)).toBe(before - 1);
});

test('/pending shows an order whose card check is not finished, in Thai and English, and moves on once it is paid', async ({ page, request }) => {
  test.setTimeout(120_000);
  const card = await device(request, 7);
  await toPayment(page, card);
  await page.getByRole('radio', { name: new RegExp(checkout('payment.methods.card')) }).check();
  await page.getByLabel(checkout('card.number')).fill('4000 0000 0000 3063');
  await page.getByLabel(checkout('card.name')).fill('SOMYING JAIDEE');
  await page.getByLabel(checkout('card.expiry')).fill('12/30');
  await page.getByLabel(checkout('card.cvc')).fill('123');
  await page.getByRole('button', { name: checkout('payment.pay', { amount: formatPrice(card.price) }) }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-gateway\/3ds\//);
  const authorizePath = new URL(page.url()).pathname;

  // The shopper leaves the card check unanswered; /pending finds the order from storage.
  const secureKey = await page.evaluate(() => localStorage.getItem('order_id_secure'));
  expect(secureKey).toBeTruthy();
  const order = await api<{ order_number: string }>(request, `/orders/${encodeURIComponent(secureKey!)}`);
  const en = texts('en', 'checkout');
  await page.goto('/pending?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: en('pending.title') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: order.order_number })).toHaveText(en('pending.text', { number: order.order_number }));
  await page.goto('/pending?lang=th');
  await expect(page.getByRole('heading', { level: 1, name: checkout('pending.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: checkout('pending.authorize') })).toHaveAttribute('href', authorizePath);

  // The check is answered elsewhere (another tab): the page sees the payment and moves on by itself.
  const answered = await request.post(authorizePath, { form: { action: 'authorise', lang: 'th' }, headers: { origin: E2E_BASE_URL }, maxRedirects: 0 });
  expect(answered.status(), await answered.text()).toBe(303);
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 15_000 });
  await expect(page.getByTestId('order-number')).toHaveText(order.order_number);
});
