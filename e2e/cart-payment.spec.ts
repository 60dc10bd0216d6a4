import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductCard, ProductList } from '../packages/domain/src/catalog';
import { formatPrice } from '../packages/domain/src/money';
import { expect, test, saveScreenshot } from './support/fixtures';
import { texts, type Lang } from './support/locales';
import { addAddressInDialog, addToCart, api } from './support/checkout';
import { signUp } from './support/sign-up';

/**
 * Issue 13 in the browser: a signed-in shopper picks a collected coupon in the cart with one tap; on
 * a 375 px phone the cart's total and checkout button stay on screen; the payment page and the
 * profile's order page show the lines, the coupon and discount, delivery, the total, the address and
 * the card, in Thai and English. Screenshots of the cart and payment pages (375 and 1280 px, th and
 * en) go to CARTPAY_SHOTS (default /tmp/cartpay-shots).
 */

const SHOTS = process.env.CARTPAY_SHOTS ?? '/tmp/cartpay-shots';
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const baht = (satang: number) => `฿${formatPrice(satang)}`;

/** axe on the page's main content: no serious or critical violation. */
async function expectAccessibleMain(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('main').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** What the shopper sees (the viewport), and with `full` the whole page too (`<name>-full.png`). */
async function shot(page: Page, name: string, full = false) {
  mkdirSync(SHOTS, { recursive: true });
  await saveScreenshot(page, `${SHOTS}/${name}.png`);
  if (full) await saveScreenshot(page, `${SHOTS}/${name}-full.png`, { fullPage: true });
}

/** Three devices in stock, cheapest first from the 9th on (the checkout specs buy the first ones). */
async function devices(request: APIRequestContext): Promise<ProductCard[]> {
  const list = await api<ProductList>(request, '/products?in_stock=true&per_page=24&sort=price_asc');
  return list.items.filter((p) => p.price >= 2_000).slice(8, 11);
}

test('collected coupons in the cart, the sticky checkout bar on a phone, the payment breakdown and the order page, in Thai and English', async ({ page, request }) => {
  test.setTimeout(240_000);
  const cards = await devices(request);
  expect(cards).toHaveLength(3);
  const subtotal = cards.reduce((sum, c) => sum + c.price, 0);
  const cartTh = texts('th', 'cart');
  const couponTh = texts('th', 'coupon');

  // A guest sees no coupon list in the cart, only the way to sign in.
  await page.goto('/');
  for (const card of cards) await addToCart(page, card);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(page.getByTestId('wallet-signin')).toContainText(cartTh('wallet.signIn'));
  await expect(page.getByTestId('wallet-coupons')).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await page.getByTestId('wallet-signin').scrollIntoViewIfNeeded();
  await shot(page, 'cart-375-th-guest');
  await page.setViewportSize(DESKTOP);

  // Signed up (the guest cart merges), two coupons collected on /coupon.
  await signUp(page);
  await page.goto('/coupon');
  for (const code of ['WELCOME100', 'FLASH500']) {
    const stub = page.locator(`[data-code="${code}"]`);
    await stub.getByRole('button', { name: couponTh('collect') }).click();
    await expect(stub.getByText(couponTh('collected'), { exact: true })).toBeVisible();
  }

  // The cart offers them: WELCOME100 fits (฿100 off from ฿1,000), FLASH500 needs ฿15,000 of items.
  await page.goto('/cart?lang=th');
  await expect(page.getByTestId('cart-total')).toHaveText(baht(subtotal));
  const wallet = page.getByTestId('wallet-coupons');
  const welcome = wallet.locator('[data-code="WELCOME100"]');
  const flash = wallet.locator('[data-code="FLASH500"]');
  await expect(welcome).toContainText(cartTh('wallet.saves', { amount: formatPrice(10_000) }));
  if (subtotal < 1_500_000) {
    await expect(flash).toContainText(cartTh('wallet.spendMore', { amount: formatPrice(1_500_000 - subtotal) }));
    await expect(flash.getByRole('button')).toHaveCount(0);
  } else await expect(flash).toContainText(cartTh('wallet.saves', { amount: formatPrice(50_000) }));
  // One tap applies it: the total drops by ฿100 and the coupon shows as applied, with a remove.
  await welcome.getByRole('button', { name: `${cartTh('wallet.use')} WELCOME100` }).click();
  await expect(page.getByTestId('cart-total')).toHaveText(baht(subtotal - 10_000));
  await expect(welcome).toContainText(cartTh('wallet.applied'));
  await expect(page.getByTestId('coupon-result')).toHaveText(cartTh('coupon.applied', { code: 'WELCOME100', amount: formatPrice(10_000) }));
  await welcome.getByRole('button', { name: `${cartTh('wallet.remove')} WELCOME100` }).click();
  await expect(page.getByTestId('cart-total')).toHaveText(baht(subtotal));
  await welcome.getByRole('button', { name: `${cartTh('wallet.use')} WELCOME100` }).click();
  await expect(page.getByTestId('cart-total')).toHaveText(baht(subtotal - 10_000));
  await page.waitForLoadState('networkidle');
  await expectAccessibleMain(page, 'cart th 1280');
  // On a desktop the side summary has the checkout button; the phone bar is not shown.
  await expect(page.getByTestId('cart-paybar')).toBeHidden();
  await shot(page, 'cart-1280-th', true);
  await page.goto('/cart?lang=en');
  await expect(page.getByTestId('wallet-coupons').locator('[data-code="WELCOME100"]')).toContainText(texts('en', 'cart')('wallet.applied'));
  await shot(page, 'cart-1280-en', true);

  // A 375 px phone: the total and the checkout button are on screen without scrolling, and stay
  // there while the lines scroll; no floating chat or call-back button covers them.
  await page.setViewportSize(PHONE);
  for (const lang of ['th', 'en'] as Lang[]) {
    const cart = texts(lang, 'cart');
    await page.goto(`/cart?lang=${lang}`);
    const checkout = page.getByRole('button', { name: cart('checkout') });
    await expect(checkout).toHaveCount(1);
    await expect(checkout).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('cart-paybar-total')).toHaveText(baht(subtotal - 10_000));
    await expect(page.getByTestId('cart-paybar')).toContainText(cart('paybar.saved', { amount: formatPrice(10_000) }));
    await expect(page.locator('.chat, .floating-contact')).toHaveCount(0);
    await page.getByTestId('cart-line').nth(2).scrollIntoViewIfNeeded();
    await expect(checkout).toBeInViewport({ ratio: 1 });
    await page.getByTestId('wallet-coupons').scrollIntoViewIfNeeded();
    await shot(page, `cart-375-${lang}-coupons`);
    await page.mouse.wheel(0, 3000);
    await expect(checkout).toBeInViewport({ ratio: 1 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    await expectAccessibleMain(page, `cart ${lang} 375`);
    await shot(page, `cart-375-${lang}`);
  }

  // Checkout: an address, then the payment page's breakdown.
  await page.setViewportSize(DESKTOP);
  await page.goto('/cart?lang=th');
  await page.getByRole('button', { name: cartTh('checkout') }).click();
  await expect(page).toHaveURL(/\/address$/);
  await addAddressInDialog(page, { name: 'สมชาย ทดสอบ', phone: '0891234567', line: '1 ถนนพญาไท', postcode: '10330' });
  await page.getByRole('button', { name: texts('th', 'checkout')('delivery.continue') }).click();
  await expect(page).toHaveURL(/\/payment$/);
  for (const [viewport, lang] of [
    [DESKTOP, 'th'],
    [DESKTOP, 'en'],
    [PHONE, 'th'],
    [PHONE, 'en'],
  ] as const) {
    const checkout = texts(lang, 'checkout');
    await page.setViewportSize(viewport);
    await page.goto(`/payment?lang=${lang}`);
    const side = page.getByTestId('order-breakdown');
    let breakdown = side;
    if (viewport === PHONE) {
      // On a phone the summary's head at the top of the page shows the total without scrolling; the
      // lines and sums are behind "Show order details"; the side block under the form keeps the
      // sums, the total and the pay button.
      const top = page.getByTestId('order-breakdown-top');
      await expect(top.getByRole('heading', { name: checkout('breakdown.title') })).toBeInViewport();
      await expect(top.getByTestId('breakdown-head-total')).toHaveText(baht(subtotal - 10_000));
      await expect(top.getByTestId('breakdown-head-total')).toBeInViewport();
      await expect(top.getByTestId('breakdown-lines')).toBeHidden();
      await expect(side.getByTestId('breakdown-lines')).toBeHidden();
      await expect(side.getByTestId('payment-total')).toHaveText(baht(subtotal - 10_000));
      await shot(page, `payment-375-${lang}`);
      await side.scrollIntoViewIfNeeded();
      await shot(page, `payment-375-${lang}-side`);
      const toggle = top.getByRole('button', { name: checkout('breakdown.show_other', { count: 3 }) });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(top.getByRole('button', { name: checkout('breakdown.hide') })).toHaveAttribute('aria-expanded', 'true');
      breakdown = top;
    } else {
      await expect(page.getByTestId('order-breakdown-top')).toBeHidden();
      await expect(side.getByRole('heading', { name: checkout('breakdown.title') })).toBeVisible();
    }
    const lines = breakdown.getByTestId('breakdown-lines').getByRole('listitem');
    await expect(lines).toHaveCount(3);
    for (const [i, card] of cards.entries()) {
      await expect(lines.nth(i)).toContainText(card.name[lang]);
      await expect(lines.nth(i)).toContainText(checkout('breakdown.qty_one', { count: 1 }));
      await expect(lines.nth(i)).toContainText(baht(card.price));
    }
    await expect(breakdown).toContainText(checkout('breakdown.subtotal'));
    await expect(breakdown).toContainText(baht(subtotal));
    await expect(breakdown).toContainText(checkout('breakdown.coupon', { code: 'WELCOME100' }));
    await expect(breakdown.getByTestId('breakdown-discount')).toHaveText(checkout('breakdown.minus', { amount: formatPrice(10_000) }));
    await expect(breakdown.getByTestId('breakdown-delivery')).toHaveText(checkout('breakdown.free'));
    await expect(breakdown.getByTestId('payment-total')).toHaveText(baht(subtotal - 10_000));
    await expect(page.getByRole('button', { name: checkout('payment.pay', { amount: formatPrice(subtotal - 10_000) }) })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessibleMain(page, `payment ${lang} ${viewport.width}`);
    if (viewport === DESKTOP) await shot(page, `payment-1280-${lang}`, true);
    else {
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `payment-375-${lang}-open`);
    }
  }

  // Pay with the test card (no 3-D Secure), in Thai on a desktop.
  await page.setViewportSize(DESKTOP);
  await page.goto('/payment?lang=th');
  const checkoutTh = texts('th', 'checkout');
  await page.getByRole('radio', { name: new RegExp(checkoutTh('payment.methods.card')) }).check();
  await page.getByLabel(checkoutTh('card.number')).fill('4242 4242 4242 4242');
  await page.getByLabel(checkoutTh('card.name')).fill('SOMCHAI TEST');
  await page.getByLabel(checkoutTh('card.expiry')).fill('12/30');
  await page.getByLabel(checkoutTh('card.cvc')).fill('123');
  await page.getByRole('button', { name: checkoutTh('payment.pay', { amount: formatPrice(subtotal - 10_000) }) }).click();
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 15_000 });
  const number = (await page.getByTestId('order-number').textContent())!;

  // The profile's order page: discount with the coupon, the address (phone masked) and the card.
  for (const lang of ['th', 'en'] as Lang[]) {
    const tracking = texts(lang, 'tracking');
    await page.goto(`/profile/tracking/${number}?lang=${lang}`);
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByRole('heading', { name: tracking('detail', { number }) })).toBeVisible();
    await expect(detail.getByTestId('order-sums')).toContainText(tracking('coupon', { code: 'WELCOME100' }));
    await expect(detail.getByTestId('order-discount')).toHaveText(tracking('minus', { amount: formatPrice(10_000) }));
    await expect(detail.getByTestId('order-sums')).toContainText(tracking('free'));
    await expect(detail.getByRole('heading', { name: tracking('deliverTo') })).toBeVisible();
    const address = detail.getByTestId('order-address');
    await expect(address).toContainText('สมชาย ทดสอบ · 089-xxx-4567');
    await expect(address).toContainText(lang === 'th' ? '1 ถนนพญาไท' : '1 ถนนพญาไท,');
    await expect(address).toContainText('10330');
    await expect(address).not.toContainText('0891234567');
    await expect(detail.getByRole('heading', { name: tracking('payment.title') })).toBeVisible();
    await expect(detail.getByTestId('order-payment')).toHaveText(tracking('payment.card', { brand: 'Visa', last: '4242' }));
    await page.waitForLoadState('networkidle');
    await expectAccessibleMain(page, `order ${lang}`);
    await shot(page, `order-1280-${lang}`);
    await saveScreenshot(detail, `${SHOTS}/order-1280-${lang}-detail.png`);
  }
});
