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
  await page.goto(`${card.href}?lang=th`);
  // The page is server-rendered: a click before the script has loaded and hydrated it does nothing.
  await page.waitForLoadState('networkidle');
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
