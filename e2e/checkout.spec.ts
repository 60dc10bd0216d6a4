import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { ProductCard, ProductDetail, ProductList } from '../packages/domain/src/catalog';
import { formatPrice } from '../packages/domain/src/money';
import { expect, test } from './support/fixtures';
import { texts, type Lang } from './support/locales';
import { addAddressInDialog, addToCart, api, fillGuestAddress } from './support/checkout';
import { signUp } from './support/sign-up';

/**
 * Issue 5 in the browser: a guest buys a device with PromptPay QR (paid through the sandbox gateway's
 * simulate-payment, as a bank app would) and finds it in /tracking; a signed-in shopper pays with the
 * 3-D Secure test card (authorised on the sandbox's page) and finds the order in /profile/tracking in
 * Thai and English; a declined card shows why and keeps the cart. The card number is only ever sent
 * to the gateway's vault, never to the store's API.
 */

const catalog = texts('th', 'catalog');
const cart = texts('th', 'cart');
const checkout = texts('th', 'checkout');
const layout = texts('th', 'layout');

/** A device in stock (the n-th of the catalogue's in-stock list, so each test buys another one). */
async function deviceInStock(request: APIRequestContext, n: number): Promise<{ card: ProductCard; detail: ProductDetail }> {
  const list = await api<ProductList>(request, '/products?in_stock=true&per_page=24&sort=price_asc');
  const candidates = list.items.filter((p) => p.price >= 2_000);
  const card = candidates[n];
  const detail = await api<ProductDetail>(request, `/products/${card.id}`);
  return { card, detail };
}

/** Every request the page sends; the card number may only go to the gateway's vault. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}
function expectCardOnlyAtVault(requests: Request[], number: string) {
  const carrying = requests.filter((r) => (r.postData() ?? '').replace(/\D/g, '').includes(number) || r.url().includes(number));
  expect(carrying.length, 'the card was tokenised').toBeGreaterThan(0);
  for (const r of carrying) expect(new URL(r.url()).pathname, 'only the vault sees the card number').toBe('/api/sandbox-gateway/tokens');
}

async function payWithCard(page: Page, number: string, save = false) {
  await page.getByRole('radio', { name: new RegExp(checkout('payment.methods.card')) }).check();
  await page.getByLabel(checkout('card.number')).fill(number);
  await page.getByLabel(checkout('card.name')).fill('SOMYING JAIDEE');
  await page.getByLabel(checkout('card.expiry')).fill('12/30');
  await page.getByLabel(checkout('card.cvc')).fill('123');
  if (save) await page.getByRole('checkbox', { name: checkout('payment.saveCard') }).check();
  await page.getByRole('button', { name: /^ชำระ ฿/ }).click();
}

test('a guest buys a device with PromptPay QR and finds the order in /tracking', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { card } = await deviceInStock(request, 0);
  await page.goto('/');
  await addToCart(page, card, 1);

  // The cart: the line, its total, then checkout to a guest address.
  await page.getByTestId('cart-link').click();
  await expect(page.getByRole('heading', { level: 1, name: cart('title') })).toBeVisible();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('heading')).toHaveText(card.name.th);
  await expect(page.getByTestId('cart-total')).toHaveText(`฿${formatPrice(card.price)}`);
  // A coupon that does not exist says so in Thai.
  await page.getByLabel(cart('coupon.label')).fill('NOSUCHCODE');
  await page.getByRole('button', { name: cart('coupon.apply') }).click();
  await expect(page.getByTestId('coupon-result')).toHaveText(cart('coupon.errors.coupon_not_found'));
  await page.getByRole('button', { name: cart('coupon.remove') }).click();
  await page.getByRole('button', { name: cart('checkout') }).click();

  await expect(page).toHaveURL(/\/address$/);
  await fillGuestAddress(page);

  // PromptPay: the QR page with its image, countdown and live status.
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId('delivery-summary').first()).toContainText('สมหญิง ใจดี');
  await page.getByRole('radio', { name: new RegExp(checkout('payment.methods.promptpay')) }).check();

  // The first answer is lost on the way back (the server did place the order): the retry sends the
  // same Idempotency-Key and body and gets the same order, not a second one.
  const sent: { key: string; body: string }[] = [];
  await page.route('**/api/orders', async (route) => {
    sent.push({ key: route.request().headers()['idempotency-key'], body: route.request().postData() ?? '' });
    if (sent.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await page.getByRole('button', { name: checkout('payment.pay', { amount: formatPrice(card.price) }) }).click();
  await expect(page.getByTestId('payment-error')).toHaveText(checkout('errors.network_error'));
  await page.getByRole('button', { name: checkout('payment.pay', { amount: formatPrice(card.price) }) }).click();
  await expect(page).toHaveURL(/\/payment\/qr\//);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual(sent[0]);
  expect(sent[0].key).toMatch(/^[0-9a-f]{32}$/);
  await page.unroute('**/api/orders');
  await expect(page.getByRole('img', { name: checkout('qr.alt', { amount: formatPrice(card.price) }) })).toBeVisible();
  await expect(page.getByTestId('qr-countdown')).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByTestId('qr-status')).toHaveText(checkout('qr.waiting'));
  // The order's breakdown under the QR (issue 13): the line, delivery free, the total (the kept-alive
  // /payment page, hidden, has one too).
  const breakdown = page.getByTestId('order-breakdown').filter({ visible: true });
  await expect(breakdown.getByTestId('breakdown-lines')).toContainText(card.name.th);
  await expect(breakdown.getByTestId('breakdown-delivery')).toHaveText(checkout('breakdown.free'));
  await expect(breakdown.getByTestId('payment-total')).toHaveText(`฿${formatPrice(card.price)}`);

  // The bank app pays: the sandbox's simulate-payment on the order's charge.
  const secureKey = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const order = await api<{ order_number: string; payment: { charge_id: string } }>(request, `/orders/${encodeURIComponent(secureKey)}`);
  const paid = await request.post(`/api/sandbox-gateway/charges/${order.payment.charge_id}/simulate-payment`);
  expect(paid.status(), await paid.text()).toBe(200);

  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: checkout('success.title') })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(order.order_number);
  await expect(page.getByTestId('cart-link')).toHaveAccessibleName(layout('cart'));

  // Tracking as a guest: order number and phone; the first two steps are done.
  await page.getByRole('link', { name: checkout('success.track') }).click();
  const tracking = texts('th', 'tracking');
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: tracking('guest.number') })).toHaveValue(order.order_number);
  await main.getByRole('textbox', { name: tracking('guest.phone') }).fill('0899999999');
  await main.getByRole('button', { name: tracking('guest.submit') }).click();
  await expect(page.getByTestId('tracking-error')).toHaveText(tracking('errors.order_not_found'));
  await main.getByRole('textbox', { name: tracking('guest.phone') }).fill('0812345678');
  await main.getByRole('button', { name: tracking('guest.submit') }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('heading', { name: tracking('detail', { number: order.order_number }) })).toBeVisible();
  await expect(detail.getByTestId('order-status')).toHaveText(tracking('status.paid'));
  await expect(detail.getByTestId('step-placed')).toHaveAttribute('data-done', 'true');
  await expect(detail.getByTestId('step-paid')).toHaveAttribute('data-done', 'true');
  await expect(detail.getByTestId('step-delivering')).toHaveAttribute('data-done', 'false');
  await expect(detail.getByTestId('step-delivered')).toContainText(tracking('steps.delivered'));
  // The steps read as states: the order is now at "paid"; the earlier one is done, the later ones not yet.
  await expect(detail.getByTestId('step-paid')).toHaveAttribute('aria-current', 'step');
  await expect(detail.getByTestId('step-paid')).toContainText(tracking('steps.current'));
  await expect(detail.getByTestId('step-placed')).toContainText(tracking('steps.done'));
  await expect(detail.getByTestId('step-delivering')).toContainText(tracking('steps.todo'));
  await expect(detail.locator('[aria-current="step"]')).toHaveCount(1);
  const receipt = await request.get(`/api/orders/${encodeURIComponent(secureKey)}/receipt.pdf?lang=th`);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
});

test('a signed-in shopper pays with the 3-D Secure card and finds the order in /profile/tracking in Thai and English', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { card } = await deviceInStock(request, 1);
  const requests = recordRequests(page);
  // Added as a guest, then signed up: the guest cart merges into the new account's cart at sign-in.
  await page.goto('/');
  await addToCart(page, card, 1);
  await signUp(page);
  await expect(page.getByTestId('cart-link')).toHaveAccessibleName(layout('cartCount_other', { count: 1 }));
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').getByRole('heading')).toHaveText(card.name.th);
  await expect(page.getByRole('button', { name: cart('clearAll') })).toBeVisible();
  await page.getByRole('button', { name: cart('checkout') }).click();

  // The address book is empty: add an address in the dialog, it is chosen.
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByText(checkout('address.none'))).toBeVisible();
  await addAddressInDialog(page, { name: 'สมชาย ทดสอบ', phone: '0891234567', line: '1 ถนนพญาไท', postcode: '10330' });
  await page.getByRole('button', { name: checkout('delivery.continue') }).click();

  // The 3-D Secure card: tokenised at the vault, then the sandbox's page, authorised.
  await expect(page).toHaveURL(/\/payment$/);
  await payWithCard(page, '4000 0000 0000 3063', true);
  await expect(page).toHaveURL(/\/api\/sandbox-gateway\/3ds\//);
  await page.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 15_000 });
  const number = (await page.getByTestId('order-number').textContent())!;
  expectCardOnlyAtVault(requests, '4000000000003063');

  // /profile/tracking in Thai, then in English; the row and its detail with the four steps.
  for (const lang of ['th', 'en'] as Lang[]) {
    const tracking = texts(lang, 'tracking');
    await page.goto(`/profile/tracking?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: tracking('historyTitle') })).toBeVisible();
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: tracking('search') }).fill(number);
    await main.getByRole('button', { name: tracking('searchButton') }).click();
    const row = page.getByTestId('order-row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(formatPrice(card.price));
    await expect(row).toContainText(tracking('status.paid'));
    await row.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/tracking/${number}`));
    for (const step of ['placed', 'paid', 'delivering', 'delivered']) await expect(page.getByTestId(`step-${step}`)).toContainText(tracking(`steps.${step}`));
    await expect(page.getByTestId('step-paid')).toHaveAttribute('data-done', 'true');
    await expect(page.getByRole('link', { name: tracking('receipt') })).toHaveAttribute('href', /receipt\.pdf\?lang=/);
  }
  // The card was saved (the charge succeeded): listed on /payment next time, and deletable.
  await addToCart(page, card, 1);
  await page.goto('/payment?lang=th');
  const saved = page.getByRole('radio', { name: checkout('payment.savedCard', { brand: 'Visa', last: '3063', month: '12', year: '30' }) });
  await expect(saved).toBeVisible();
  await page.getByRole('button', { name: checkout('payment.deleteCard', { brand: 'Visa', last: '3063' }) }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByLabel(checkout('card.number'))).toBeVisible();

  // Clear all (signed in only), after a confirmation.
  await page.getByTestId('cart-link').click();
  await page.getByRole('button', { name: cart('clearAll') }).click();
  await page
    .getByRole('dialog', { name: cart('clearTitle') })
    .getByRole('button', { name: cart('confirmClear') })
    .click();
  await expect(page.getByText(cart('empty'))).toBeVisible();
  await expect(page.getByTestId('cart-link')).toHaveAccessibleName(layout('cart'));
});

test("the 3-D Secure page speaks the shopper's language: English after switching the store to English", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { card } = await deviceInStock(request, 3);
  await page.goto('/');
  await addToCart(page, card, 1);
  await page.goto('/cart');
  await page.getByRole('button', { name: cart('checkout') }).click();
  await fillGuestAddress(page);
  await expect(page).toHaveURL(/\/payment$/);

  // The shopper switches the store to English on the payment page, then pays with the 3-D Secure card.
  await page
    .getByRole('banner')
    .getByRole('group', { name: layout('language') })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const en = texts('en', 'checkout');
  await page.getByRole('radio', { name: new RegExp(en('payment.methods.card')) }).check();
  await page.getByLabel(en('card.number')).fill('4000 0000 0000 3063');
  await page.getByLabel(en('card.name')).fill('SOMYING JAIDEE');
  await page.getByLabel(en('card.expiry')).fill('12/30');
  await page.getByLabel(en('card.cvc')).fill('123');
  await page.getByRole('button', { name: /^Pay ฿/ }).click();

  await expect(page).toHaveURL(/\/api\/sandbox-gateway\/3ds\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: '3-D Secure check' })).toBeVisible();
  // Its own switch still offers Thai.
  await page.getByRole('link', { name: 'ไทย' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ยืนยันตัวตน 3-D Secure' })).toBeVisible();
  await page.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 15_000 });
});

test('a declined card shows why and keeps the cart for another try', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { card } = await deviceInStock(request, 2);
  const requests = recordRequests(page);
  await page.goto('/');
  await addToCart(page, card, 1);
  await page.goto('/cart');
  await page.getByRole('button', { name: cart('checkout') }).click();
  await fillGuestAddress(page);

  // /payment is kept alive (decision 012): what was typed is still there after a visit to the cart.
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('textbox', { name: checkout('contact.email') }).fill('somying@example.com');
  await page.getByTestId('cart-link').click();
  await expect(page.getByRole('heading', { level: 1, name: cart('title') })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('textbox', { name: checkout('contact.email') })).toHaveValue('somying@example.com');

  // While the order is being placed, leaving the page is held (spec 4) with a message.
  await page.route('**/api/orders', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  await payWithCard(page, '4000 0000 0000 0127');
  await expect(page.getByRole('button', { name: checkout('payment.placing') })).toBeDisabled();
  await page.getByTestId('cart-link').click();
  await expect(page.getByRole('dialog', { name: checkout('payment.blockTitle') })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/payment');
  // The browser's back is held too: the address comes back to /payment.
  await page.goBack();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('dialog', { name: checkout('payment.blockTitle') })).toBeVisible();

  await expect(page).toHaveURL(/\/payment\/error\?order=/);
  await page.unroute('**/api/orders');
  await expect(page.getByTestId('payment-failure-reason')).toHaveText(checkout('error.reasons.card_declined'));
  expectCardOnlyAtVault(requests, '4000000000000127');

  // The cart is kept (waiting for payment) and the next try pays the same order.
  await page.getByRole('link', { name: checkout('error.cart') }).click();
  await expect(page.getByTestId('cart-line').getByRole('heading')).toHaveText(card.name.th);
  await expect(page.getByTestId('cart-link')).toHaveAccessibleName(layout('cartCount_other', { count: 1 }));
  await page.getByRole('link', { name: cart('payPending') }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText(/ชำระคำสั่งซื้อ .* อีกครั้งด้วยวิธีอื่น/)).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: checkout('success.title') })).toBeVisible();
});

test('pickup at a store: search by area, "near me" says so when location is denied and sorts by distance when allowed', async ({ page, context, request, operator }) => {
  test.setTimeout(90_000);
  const { card } = await deviceInStock(request, 3);
  await page.goto('/');
  await addToCart(page, card, 1);
  await page.goto('/pickup');
  const main = page.getByRole('main');

  // Location refused: a clear message, the list still there to search by area.
  await main.getByRole('button', { name: checkout('pickup.nearMe') }).click();
  await expect(page.getByTestId('pickup-status')).toHaveText(checkout('pickup.denied'));
  await main.getByRole('searchbox', { name: checkout('pickup.search') }).fill('เชียงใหม่');
  await main.getByRole('button', { name: checkout('pickup.searchButton') }).click();
  await expect(page.getByTestId('pickup-shop').first()).toContainText('เชียงใหม่');

  // Location allowed (central Bangkok): nearest first, with the distance.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 13.7466, longitude: 100.5347 });
  await main.getByRole('searchbox', { name: checkout('pickup.search') }).fill('');
  await main.getByRole('button', { name: checkout('pickup.nearMe') }).click();
  await expect(page.getByTestId('pickup-status')).toHaveText(checkout('pickup.sortedByDistance'));
  const first = page.getByTestId('pickup-shop').first();
  await expect(first).toContainText(/ห่าง \d+\.\d กม\./);
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('button', { name: checkout('pickup.choose') }).click();
  await expect(main.getByText(checkout('pickup.choice', { name }))).toBeVisible();
  await main.getByRole('button', { name: checkout('delivery.continue') }).click();

  // The choice is remembered (spec storage keys) and shown on /payment.
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId('delivery-summary')).toHaveText(name);
  expect(await page.evaluate(() => [localStorage.getItem('delivery-method'), localStorage.getItem('pickup-shop-name')])).toEqual(['pickup', name]);

  // Two-step mode (spec 4): when the cart empties, the delivery choice and pickup shop are cleared.
  await operator.putConfig('offline_stock', { enable_two_steps: true });
  try {
    await page.goto('/cart');
    await page.getByRole('button', { name: cart('line.removeLabel', { name: card.name.th }) }).click();
    await expect(page.getByText(cart('empty'))).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('delivery-method'), localStorage.getItem('pickup-shop-id'), localStorage.getItem('pickup-shop-name')]))
      .toEqual([null, null, null]);
  } finally {
    await operator.resetConfig('offline_stock');
  }
});

test('a variant that runs out while in the cart is marked and cannot be checked out', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A variant with a few units left (the last of the in-stock list that has one).
  const list = await api<ProductList>(request, '/products?in_stock=true&per_page=60&sort=price_desc');
  let target: { card: ProductCard; variant: ProductDetail['variants'][number] } | null = null;
  for (const card of list.items) {
    const detail = await api<ProductDetail>(request, `/products/${card.id}`);
    const variant = detail.variants.find((v) => v.stock > 0 && v.stock <= 3 && !v.flash_sale);
    if (variant) target = { card, variant };
    if (target) break;
  }
  expect(target, 'a variant with 1 to 3 units').not.toBeNull();
  const { card, variant } = target!;

  // This shopper puts one in the cart.
  await page.goto(`${card.href}?variant=${variant.id}&lang=th`);
  await page.getByRole('button', { name: catalog('detail.addToCart') }).click();
  await expect(page.getByTestId('cart-note')).toContainText(catalog('detail.added', { name: card.name.th }));

  // Another shopper takes every unit left (an order reserves them).
  const add = await request.post('/api/cart/lines', { data: { variant_id: variant.id, quantity: variant.stock } });
  expect(add.status(), await add.text()).toBe(201);
  const placed = await request.post('/api/orders', {
    headers: { 'idempotency-key': `e2e-runs-out-${Date.now()}` },
    data: { delivery: { method: 'pickup', shop_id: 'bkk-siam-paragon' }, contact: { name: 'Other Shopper', phone: '0811111111' }, payment: { method: 'promptpay' } },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  // The first shopper's cart says so, in Thai, and checkout waits.
  await page.goto('/cart');
  await expect(page.getByTestId('line-out-of-stock')).toHaveText(cart('line.outOfStock'));
  await expect(page.getByRole('button', { name: cart('checkout') })).toBeDisabled();
  await expect(page.getByText(cart('blocked'))).toBeVisible();
  // Adding it again on the detail page tells why.
  await page.goto(`${card.href}?variant=${variant.id}&lang=th`);
  await expect(page.getByTestId('stock')).toHaveText(catalog('detail.outOfStock'));
});
