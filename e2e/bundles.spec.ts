import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatPrice } from '../packages/domain/src/money';
import { OPERATOR_TOKEN } from './support/env';
import { expect, test, saveScreenshot } from './support/fixtures';
import { texts, type Lang } from './support/locales';
import { signUp } from './support/sign-up';

/**
 * Device bundles in the browser (issue 18 part B): a subscriber checks their number by OTP and buys a
 * phone at the subscriber price and pays (Thai, 375 px); a subscriber who owes money sees
 * existing-verify-fail with the reason (English, 1280 px); a new customer takes a bundle with a new
 * number from the pool; a preview ends in its call to action. Test lines: README "Subscriber system
 * (sandbox)"; campaigns: README "Device bundles (test data)".
 */

const SHOTS = `${process.env.E2E_OUTPUT_DIR ?? 'test-results/bundles'}/shots`;
mkdirSync(SHOTS, { recursive: true });
const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const shot = (page: Page, name: string) => saveScreenshot(page, `${SHOTS}/${name}.png`, { fullPage: true });

async function otpOf(page: Page, mobile: string): Promise<string> {
  const res = await page.request.get(`/api/dev/sms-outbox?to=${mobile}`, { headers: auth });
  return /\b(\d{6})\b/.exec(((await res.json()) as { data: { body: string }[] }).data[0].body)![1];
}

interface Campaign {
  id: string;
  product: { id: number };
  plan_nas_code: string | null;
  variants: { id: number; subscriber_price: number; in_stock: boolean }[];
}
async function campaign(page: Page, id: string): Promise<Campaign> {
  return ((await (await page.request.get(`/api/bundles/campaigns/${id}`)).json()) as { data: Campaign }).data;
}
const bundlePath = (c: Campaign) => `/online-store/bundle/${c.product.id}/${c.id}/${c.plan_nas_code ?? 'device-only'}`;

/** Signs up on the bundle page (Thai desktop header), then goes on at `width` px in `lang`. */
async function signUpThen(page: Page, path: string, lang: Lang, width: number) {
  await page.goto(`${path}?lang=th`);
  await signUp(page);
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.goto(`${path}?lang=${lang}`);
}

/** Number, ID, OTP on the bundle verify page. */
async function checkNumber(page: Page, lang: Lang, mobile: string, thaiId: string) {
  const b = texts(lang, 'bundles');
  await page.getByTestId('bnd-take').click();
  await expect(page).toHaveURL(/\/check\//);
  const form = page.getByTestId('bnd-number-check');
  await form.getByLabel(b('verify.mobile')).fill(mobile);
  await form.getByLabel(b('verify.thaiId')).fill(thaiId);
  await form.getByRole('button', { name: b('verify.sendOtp') }).click();
  const otp = page.getByTestId('bnd-otp');
  await expect(otp).toBeVisible({ timeout: 15_000 });
  await otp.getByLabel(b('verify.otp')).fill(await otpOf(page, mobile));
  await otp.getByRole('button', { name: b('verify.confirm') }).click();
}

/** The cart -> /address (a new address in the dialog) -> /payment by the test card -> /success. */
async function checkoutByCard(page: Page, lang: Lang, total: number) {
  const c = texts(lang, 'checkout');
  const cart = texts(lang, 'cart');
  const a = texts(lang, 'address');
  await page
    .getByRole('button', { name: cart('checkout') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/address/);
  await page.getByRole('button', { name: c('address.add') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(a('fields.recipient_name')).fill('สมชาย ใจดี');
  await dialog.getByLabel(a('fields.phone')).fill('0812345678');
  await dialog.getByLabel(a('fields.address_line')).fill('99/1 ถนนพระราม 1');
  await dialog.getByLabel(a('fields.postcode')).fill('10330');
  const subdistrict = dialog.getByLabel(a('fields.subdistrict'));
  await expect(subdistrict).toBeEnabled();
  await subdistrict.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: a('save') }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: c('delivery.continue') }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('radio', { name: new RegExp(c('payment.methods.card')) }).check();
  await page.getByLabel(c('card.number')).fill('4242 4242 4242 4242');
  await page.getByLabel(c('card.name')).fill('SOMCHAI TEST');
  await page.getByLabel(c('card.expiry')).fill('12/30');
  await page.getByLabel(c('card.cvc')).fill('123');
  await page.getByRole('button', { name: c('payment.pay', { amount: formatPrice(total) }) }).click();
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 20_000 });
}

test('a subscriber buys a phone at the subscriber price and pays (Thai, 375 px)', async ({ page }) => {
  test.setTimeout(180_000);
  const b = texts('th', 'bundles');
  const c = await campaign(page, 'EX-IP16-699');
  const variant = c.variants.find((v) => v.in_stock)!;
  await signUpThen(page, '/clmbundle', 'th', 375);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(b('offers.clm-bundle.title'));
  await shot(page, 'th-375-1-offers');
  await page
    .getByTestId('bnd-offer-EX-IP16-699')
    .getByRole('link', { name: b('card.see') })
    .click();
  await expect(page).toHaveURL(new RegExp(bundlePath(c)));
  await expect(page.getByTestId('bnd-price')).toContainText(formatPrice(variant.subscriber_price));
  await shot(page, 'th-375-2-bundle');
  await checkNumber(page, 'th', '0861000001', '1-1017-00123-45-6');
  const eligible = page.getByTestId('bnd-eligible');
  await expect(eligible).toContainText(b('verify.eligibleTitle', { mobile: '086-XXX-0001' }), { timeout: 15_000 });
  await eligible
    .getByRole('button', { name: b('verify.claimBenefit') })
    .first()
    .click();
  await expect(eligible.getByText(b('verify.claimed'))).toBeVisible();
  await shot(page, 'th-375-3-eligible');
  await eligible.getByRole('button', { name: b('verify.addToCart', { amount: `฿${formatPrice(variant.subscriber_price)}` }) }).click();
  await expect(page).toHaveURL(/\/cart(\?|$)/, { timeout: 15_000 });
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('086-XXX-0001');
  await shot(page, 'th-375-4-cart');
  await checkoutByCard(page, 'th', variant.subscriber_price);
  await shot(page, 'th-375-5-success');
});

test('a subscriber who owes money sees existing-verify-fail with the reason (English, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  const b = texts('en', 'bundles');
  const c = await campaign(page, 'EX-IP16-699');
  await signUpThen(page, bundlePath(c), 'en', 1280);
  await checkNumber(page, 'en', '0861000007', '1101700011119');
  await expect(page).toHaveURL(/\/online-store\/existing-verify-fail\?campaign=EX-IP16-699&reasons=balance_owed/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(b('fail.title'));
  const reason = page.getByTestId('bnd-reason-balance_owed');
  await expect(reason).toContainText(b('reasons.balance_owed.title'));
  await expect(reason).toContainText(b('reasons.balance_owed.todo'));
  await expect(page.getByTestId('bnd-offers').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('bnd-offer-EX-IP16-699')).toHaveCount(0);
  await shot(page, 'en-1280-fail');
});

test('a new customer takes a bundle with a new number from the pool (English, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  const b = texts('en', 'bundles');
  const c = await campaign(page, 'NEW-RENO14');
  const variant = c.variants.find((v) => v.in_stock)!;
  await signUpThen(page, bundlePath(c), 'en', 1280);
  await page.getByTestId('bnd-take').click();
  await expect(page).toHaveURL(/\/online-store\/newcustomer\/verify\?campaign=NEW-RENO14/);
  const pick = page.getByTestId('bnd-pick-number');
  await pick.getByRole('button').first().click();
  await expect(pick.getByText(/is reserved for you/)).toBeVisible({ timeout: 15_000 });
  const id = page.getByTestId('bnd-id-check');
  await id.getByLabel(b('verify.thaiId')).fill('1101700055558');
  await id.getByRole('button', { name: b('newCustomer.check') }).click();
  const eligible = page.getByTestId('bnd-eligible');
  await expect(eligible).toBeVisible({ timeout: 15_000 });
  await shot(page, 'en-1280-newcustomer');
  await eligible.getByRole('button', { name: b('verify.addToCart', { amount: `฿${formatPrice(variant.subscriber_price)}` }) }).click();
  await expect(page).toHaveURL(/\/cart(\?|$)/, { timeout: 15_000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await shot(page, 'en-1280-newcustomer-cart');
});

for (const [lang, px] of [
  ['th', 375],
  ['en', 1280],
] as const) {
  test(`a preview ends in its call to action (${lang}, ${px} px)`, async ({ page }) => {
    const b = texts(lang, 'bundles');
    await page.setViewportSize({ width: px, height: 900 });
    await page.goto(`/preview/device?lang=${lang}`);
    await expect(page.getByTestId('bnd-preview-notice')).toContainText(b('preview.badge'));
    await expect(page.getByTestId('bnd-offers').locator('li').first()).toBeVisible();
    // Sample data, no order: the offers have no way to the cart.
    await expect(page.getByTestId('bnd-offers').getByRole('link')).toHaveCount(0);
    await shot(page, `${lang}-${px}-preview`);
    await page.getByTestId('bnd-preview-cta').click();
    await expect(page).toHaveURL(/\/clm\/device/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(b('offers.clm-device.title'));
  });
}
