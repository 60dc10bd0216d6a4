import type { Page } from '@playwright/test';
import { idpMessages } from '../apps/server/src/modules/identity/idp/messages';
import { formatPrice } from '../packages/domain/src/money';
import { addAddressInDialog, api } from './support/checkout';
import { expect, test } from './support/fixtures';
import { texts, type Lang } from './support/locales';

/**
 * Member card, points and privileges (issue 18 part C, decision 035). Test cards: README "Card
 * system (sandbox)"; each test signs a new shopper up and links a card by its holder's Thai ID (a
 * card moves to the account that proves it, so reruns work). Points come back when the order is
 * cancelled (the API tests cover expiry too).
 */

const CARDS = {
  black: { thaiId: '3-1017-00888-81-5' },
  red: { thaiId: '3101700888823' },
  profile: { thaiId: '3101700888866', years: 2, months: 1 },
};

/** Signs up through the embedded provider straight from its URL (the phone header keeps the link in a drawer). */
async function signUpWithPhone(page: Page) {
  const idp = idpMessages('th');
  const phone = `09${String(Date.now()).slice(-6)}${1 + Math.floor(Math.random() * 9)}${1 + Math.floor(Math.random() * 9)}`;
  await page.goto('/api/auth/login?return_to=%2F&prompt=create');
  await page.getByLabel(idp.name, { exact: true }).fill('สมาชิก ทดสอบ');
  await page.getByLabel(idp.login, { exact: true }).fill(phone);
  await page.getByLabel(idp.password, { exact: true }).fill('Sunflower42x');
  await page.getByRole('button', { name: idp.submitSignup }).click();
  await expect.poll(async () => ((await (await page.request.get('/api/session')).json()) as { data: { user: unknown } }).data.user, { timeout: 15_000 }).not.toBeNull();
}

/** On /redeem-truepoint: the link form, the holder's Thai ID, and the card shows. */
async function linkCard(page: Page, lang: Lang, thaiId: string, tier: 'red' | 'black') {
  const l = texts(lang, 'loyalty');
  await page.goto(`/redeem-truepoint?lang=${lang}`);
  const form = page.getByTestId('loyalty-link');
  await form.getByLabel(l('link.thaiId')).fill(thaiId);
  await form.getByRole('button', { name: l('link.submit') }).click();
  await expect(page.getByTestId('member-card-tier')).toHaveText(l(`tiers.${tier}`), { timeout: 15_000 });
}

/** A POST of the page's own (same origin, its cookies), as the storefront sends it. */
const post = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const res = await fetch(url, { method: 'POST', credentials: 'same-origin' });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
  }, `/api${path}`);

const balanceOf = async (page: Page) => (await post(page, '/cpoint/request-user')).body.data.balance as number;

test('a black card holder buys a black-card offer and pays part with points; cancelling the order gives them back (Thai, 375 px)', async ({ page }) => {
  const l = texts('th', 'loyalty');
  const checkout = texts('th', 'checkout');
  const cart = texts('th', 'cart');
  await signUpWithPhone(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await linkCard(page, 'th', CARDS.black.thaiId, 'black');
  const before = await balanceOf(page);
  expect(before).toBeGreaterThan(1_000);
  await expect(page.getByTestId('points-balance')).toContainText(before.toLocaleString('en-US'));

  // The privilege list, its detail, and on to the black-card verify page.
  await page.goto('/online-store/partner-privilege?lang=th');
  const offer = page.getByTestId('privilege-black-iphone');
  await expect(offer).toContainText(l('tiers.black'));
  await offer.getByRole('link', { name: new RegExp(l('privileges.details')) }).click();
  await expect(page.getByTestId('privilege-terms')).toBeVisible();
  await page.getByRole('link', { name: l('privileges.buy') }).click();
  await expect(page).toHaveURL(/\/online-store\/blackcard\/verify\/\d+/);
  const eligible = page.getByTestId('privilege-eligible');
  await expect(eligible).toContainText(l('verify.eligible'), { timeout: 15_000 });
  await eligible.getByRole('button', { name: l('verify.add') }).click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });

  // Checkout: an address, then points for part of the total and PromptPay for the rest.
  await page.getByRole('button', { name: cart('checkout') }).click();
  await expect(page).toHaveURL(/\/address$/);
  await addAddressInDialog(page, { name: 'สมชาย บัตรดำ', phone: '0891234567', line: '1 ถนนพญาไท', postcode: '10330' });
  await page.getByRole('button', { name: checkout('delivery.continue') }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const points = page.getByTestId('payment-points');
  await expect(points).toBeVisible({ timeout: 15_000 });
  await points.getByRole('checkbox').check();
  await expect(page.getByTestId('breakdown-points').first()).toBeAttached();
  await page.getByRole('radio', { name: new RegExp(checkout('payment.methods.promptpay')) }).check();
  // The charge is for the rest: the member price less what the points are worth (at most 30 %, and the balance).
  const privilege = await api<{ product: { privilege_price: number } }>(page.request, '/privilege/black-iphone');
  const used = Math.min(before, Math.floor(Math.floor((privilege.product.privilege_price * 3000) / 10_000) / 25));
  await expect(page.getByTestId('breakdown-points').last()).toHaveText(checkout('breakdown.minus', { amount: formatPrice(used * 25) }));
  await page.getByRole('button', { name: checkout('payment.pay', { amount: formatPrice(privilege.product.privilege_price - used * 25) }) }).click();
  await expect(page).toHaveURL(/\/payment\/qr\//, { timeout: 15_000 });
  const secureKey = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const order = await api<{ order_number: string; total: number; points: { used: number; value: number } }>(page.request, `/orders/${encodeURIComponent(secureKey)}`);
  expect(order.points).toEqual({ used, value: used * 25 });
  expect(order.total).toBe(privilege.product.privilege_price - used * 25);
  await expect(page.getByTestId('breakdown-points')).toBeVisible();
  expect(await balanceOf(page)).toBe(before - order.points.used);

  // The history names the order; cancelling the unpaid order gives the points back.
  await page.goto('/redeem-truepoint?lang=th');
  await expect(page.getByTestId('points-history')).toContainText(l('redeem.order', { number: order.order_number }));
  await expect(page.getByTestId('points-history')).toContainText(l('redeem.kinds.debit'));
  const cancelled = await post(page, `/orders/${encodeURIComponent(secureKey)}/cancel`);
  expect(cancelled.status).toBe(200);
  await page.reload();
  await expect(page.getByTestId('points-history').locator('li').first()).toContainText(l('redeem.kinds.credit'), { timeout: 15_000 });
  expect(await balanceOf(page)).toBe(before);
  await expect(page.getByTestId('points-balance')).toContainText(before.toLocaleString('en-US'));
});

test('a red card holder is refused the black-card offer and is told why and what to do (English, 1280 px)', async ({ page }) => {
  const l = texts('en', 'loyalty');
  await signUpWithPhone(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await linkCard(page, 'en', CARDS.red.thaiId, 'red');
  const offer = await api<{ product: { product_id: number } }>(page.request, '/privilege/black-iphone');
  await page.goto(`/online-store/blackcard/verify/${offer.product.product_id}?lang=en`);
  const refused = page.getByTestId('privilege-refused');
  await expect(refused).toContainText(l('verify.reasons.tier_too_low', { min: l('tiers.black'), tier: l('tiers.red') }), { timeout: 15_000 });
  await expect(refused.getByRole('link', { name: l('verify.otherPrivileges', { tier: l('tiers.red') }) })).toBeVisible();
  await expect(refused.getByRole('link', { name: l('verify.usePoints') })).toBeVisible();
  await expect(page.getByRole('button', { name: l('verify.add') })).toHaveCount(0);
  // The API refuses it too: nothing goes into the cart.
  const add = await page.evaluate(async (productId) => {
    const res = await fetch('/api/privilege/black-iphone/cart', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-red-${Date.now()}` },
      body: JSON.stringify({ product_id: productId, variant_id: 1 }),
    });
    return res.status;
  }, offer.product.product_id);
  expect(add).toBe(403);
});

test('partner privileges: the list shows partner, validity and tier; the detail shows terms and how to claim (English, 1280 px)', async ({ page }) => {
  const l = texts('en', 'loyalty');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/online-store/partner-privilege?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(l('privileges.title'));
  const cinema = page.getByTestId('privilege-cinema-two-for-one');
  await expect(cinema).toContainText('Muang Nang Cinema');
  await expect(cinema.getByTestId('privilege-tier')).toHaveText(l('privileges.tierFrom', { tier: l('tiers.red') }));
  await expect(page.getByTestId('privilege-black-iphone').getByTestId('privilege-tier')).toHaveText(l('privileges.tierOnly', { tier: l('tiers.black') }));
  await cinema.getByRole('link', { name: new RegExp(l('privileges.details')) }).click();
  await expect(page).toHaveURL(/\/online-store\/partner-privilege\/cinema-two-for-one/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Movie tickets: buy one, get one');
  await expect(page.getByTestId('privilege-terms')).toContainText('Wednesdays, standard seats');
  await expect(page.getByTestId('privilege-how')).toContainText('Show your member card at the ticket counter');
  await expect(page.getByText(l('privileges.atPartner'))).toBeVisible();
  await page.goto('/online-store/partner-privilege/nope?lang=en');
  await expect(page.getByRole('alert')).toHaveText(l('privileges.notFound'));
});

test('the profile shows the member card tier and how long a member, in years and months (Thai and English)', async ({ page }) => {
  await signUpWithPhone(page);
  await linkCard(page, 'th', CARDS.profile.thaiId, 'black');
  for (const lang of ['th', 'en'] as const) {
    const p = texts(lang, 'profile');
    await page.goto(`/profile?lang=${lang}`);
    await expect(page.getByTestId('profile-member-tier')).toHaveText(p('member.tiers.black'), { timeout: 15_000 });
    const years = lang === 'th' ? p('member.years_other', { count: CARDS.profile.years }) : p('member.years_other', { count: CARDS.profile.years });
    const months = lang === 'th' ? p('member.months_other', { count: CARDS.profile.months }) : p('member.months_one', { count: CARDS.profile.months });
    await expect(page.getByTestId('profile-member-aging')).toHaveText(p('member.aging', { text: `${years} ${months}` }));
  }
});
