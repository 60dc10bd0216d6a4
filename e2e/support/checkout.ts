import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ProductCard } from '../../packages/domain/src/catalog';
import { expect } from './fixtures';
import { texts } from './locales';

/** Steps of the checkout specs (Thai pages): the API as a test reads it, add to cart, the two address forms. */

const catalog = texts('th', 'catalog');
const checkout = texts('th', 'checkout');
const address = texts('th', 'address');
const layout = texts('th', 'layout');

/** GET /api{path}, expecting 200; the `data` of the answer. */
export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Opens a product, adds its preselected option to the cart; with `count`, checks the header badge too. */
export async function addToCart(page: Page, card: ProductCard, count?: number) {
  // The page fixture's goto waits until the server-rendered page is hydrated (a click before does nothing).
  await page.goto(`${card.href}?lang=th`);
  await page.getByRole('button', { name: catalog('detail.addToCart') }).click();
  await expect(page.getByTestId('cart-note')).toContainText(catalog('detail.added', { name: card.name.th }));
  if (count !== undefined) await expect(page.getByTestId('cart-link')).toHaveAccessibleName(layout('cartCount_other', { count }));
}

export interface AddressInput {
  name: string;
  phone: string;
  line: string;
  postcode: string;
}

/** Fills the shared address fields in a form or dialog and picks the postcode's first subdistrict. */
async function fillAddress(scope: Locator, a: AddressInput) {
  await scope.getByLabel(address('fields.recipient_name')).fill(a.name);
  await scope.getByLabel(address('fields.phone')).fill(a.phone);
  await scope.getByLabel(address('fields.address_line')).fill(a.line);
  await scope.getByLabel(address('fields.postcode')).fill(a.postcode);
  const subdistrict = scope.getByLabel(address('fields.subdistrict'));
  await expect(subdistrict).toBeEnabled();
  await subdistrict.selectOption({ index: 1 });
}

/** A guest's delivery address on /address, then on to /payment. */
export async function fillGuestAddress(page: Page, a: AddressInput = { name: 'สมหญิง ใจดี', phone: '0812345678', line: '99/1 ถนนพระราม 1', postcode: '10330' }) {
  const form = page.getByTestId('guest-address-form');
  await fillAddress(form, a);
  await form.getByRole('button', { name: checkout('delivery.continue') }).click();
}

/** A signed-in shopper's first address, added in the dialog on /address (it is then chosen). */
export async function addAddressInDialog(page: Page, a: AddressInput) {
  await page.getByRole('button', { name: checkout('address.add') }).click();
  const dialog = page.getByRole('dialog');
  await fillAddress(dialog, a);
  await dialog.getByRole('button', { name: address('save') }).click();
  await expect(page.getByRole('radio', { name: new RegExp(a.name) })).toBeChecked();
}

/**
 * On /payment: PromptPay for the cart's `total` ("฿1,234.00"), the QR paid through the sandbox's
 * simulate-payment as a bank app would; returns the order once /success shows.
 */
export async function payByPromptPay(page: Page, total: string, lang: 'th' | 'en' = 'th'): Promise<{ order_number: string; payment: { charge_id: string } }> {
  const words = lang === 'th' ? checkout : texts('en', 'checkout');
  await page.getByRole('radio', { name: new RegExp(words('payment.methods.promptpay')) }).check();
  await page.getByRole('button', { name: words('payment.pay', { amount: total.replace('฿', '') }) }).click();
  await expect(page).toHaveURL(/\/payment\/qr\//);
  const secureKey = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const order = await api<{ order_number: string; payment: { charge_id: string } }>(page.request, `/orders/${encodeURIComponent(secureKey)}`);
  expect((await page.request.post(`/api/sandbox-gateway/charges/${order.payment.charge_id}/simulate-payment`)).status()).toBe(200);
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 15_000 });
  return order;
}
