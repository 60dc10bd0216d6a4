import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatPrice } from '../packages/domain/src/money';
import { SANDBOX_PORTING_HOLDER_ID } from '../packages/domain/src/porting';
import { OPERATOR_TOKEN } from './support/env';
import { expect, test, saveScreenshot } from './support/fixtures';
import { texts, type Lang } from './support/locales';
import { signUp } from './support/sign-up';

/**
 * Number porting in the browser (issue 16, spec 2 /mnp/*, /mnp-bundle/*, /online-store/mnp-*), in
 * Thai on a phone (375 px) and in English on a touch laptop (1280 px; touch, so the eKYC is done in
 * the page): (1) one-step: the sandbox PIN page sends the PIN by SMS, the number is checked by OTP,
 * the PIN verified, a plan chosen, eKYC, into the cart, paid by card; the clearinghouse clock is
 * moved on and tracking shows the porting completed; the number is then a subscriber of ours.
 * (2) two-step: the SIM is ordered and paid, the order is delivered (operator), and /mnp/activate
 * with the serial printed on the SIM and a PIN submits the porting, which completes. (3) a device
 * bundle for a number with an unpaid bill: paid, then refused by the donor; tracking shows the reason
 * and what to do, the order is cancelled and refunded, and the phone is back in stock. Test numbers:
 * README "Porting clearinghouse (sandbox)" (one holder ID for all). Screenshots of every step go to
 * MNP_SHOTS (default /tmp/mnp-shots/e2e).
 */

const SHOTS = process.env.MNP_SHOTS ?? '/tmp/mnp-shots/e2e';
mkdirSync(SHOTS, { recursive: true });
const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const HOLDER = SANDBOX_PORTING_HOLDER_ID;
/** A 16x16 PNG (red), what the eKYC file inputs are given. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4IadBEmIY1TCqYfhqAAArUg4Q8vCZgAAAAABJRU5ErkJggg==', 'base64');
const WIDTH: Record<Lang, number> = { th: 375, en: 1280 };
const masked = (m: string) => `${m.slice(0, 3)}-XXX-${m.slice(6)}`;

// Touch everywhere: the eKYC step then takes the photos in the page at 1280 px too (no QR hand-off).
test.use({ hasTouch: true });

/** axe on the page's main content: no serious or critical violation. */
async function expectAccessibleMain(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('main').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

async function shot(page: Page, name: string) {
  await saveScreenshot(page, `${SHOTS}/${name}.png`, { fullPage: true });
}

/** The messages sent to `mobile`, newest first (sandbox SMS outbox). */
async function outbox(page: Page, mobile: string): Promise<string[]> {
  const res = await page.request.get(`/api/dev/sms-outbox?to=${mobile}`, { headers: auth });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { body: string }[] }).data.map((m) => m.body);
}
const otpOf = async (page: Page, mobile: string) => /\b(\d{6})\b/.exec((await outbox(page, mobile)).find((b) => /\b\d{6}\b/.test(b) && !/\b\d{8}\b/.test(b))!)![1];

/** Signs up on the page the journey starts from (the Thai desktop header), then goes on at the language's width. */
async function signUpAt(page: Page, lang: Lang, path: string) {
  await page.goto(path);
  await signUp(page);
  await page.setViewportSize({ width: WIDTH[lang], height: lang === 'th' ? 812 : 900 });
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
}

/**
 * The sandbox PIN page (stands for *151*<ID># at the current operator): the number, the test holder's
 * ID, "send"; the PIN is read from the SMS inbox page (`viaInbox`) or the outbox, never from the page.
 */
async function getPin(page: Page, lang: Lang, mobile: string, viaInbox = false): Promise<string> {
  const m = texts(lang, 'mnp');
  const back = page.url();
  await page.goto(`/mnp/pin?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('sandbox.title'));
  const form = page.getByTestId('mnp-sandbox-form');
  await form.getByLabel(m('sandbox.mobile')).fill(mobile);
  await form.getByTestId('mnp-sandbox-use-test-id').click();
  await form.getByRole('button', { name: m('sandbox.submit') }).click();
  const sent = form.getByTestId('mnp-sandbox-sent');
  await expect(sent).toContainText(m('sandbox.sent', { mobile: masked(mobile) }));
  // The PIN went by SMS only: it is never on this page.
  const sentPin = /\b(\d{8})\b/.exec((await outbox(page, mobile)).find((b) => /\b\d{8}\b/.test(b))!)![1];
  await expect(page.locator('main')).not.toContainText(sentPin);
  let pin = sentPin;
  if (viaInbox) {
    await expect(sent.getByRole('link', { name: m('sandbox.inbox') })).toHaveAttribute('href', `/dev/sms-inbox?to=${mobile}`);
    await page.goto(`/dev/sms-inbox?to=${mobile}&lang=${lang}`);
    await expect(page.getByText(/\b\d{8}\b/).first()).toBeVisible();
    pin = /\b(\d{8})\b/.exec(
      (await page
        .getByText(/\b\d{8}\b/)
        .first()
        .textContent())!,
    )![1];
  }
  if (back) await page.goto(back);
  return pin;
}

/** The number and the holder's ID (masked once entered), the OTP from the outbox. */
async function checkNumber(page: Page, lang: Lang, mobile: string, name: string) {
  const m = texts(lang, 'mnp');
  const form = page.getByTestId('mnp-check');
  await form.getByLabel(m('check.mobile')).fill(mobile);
  await form.getByLabel(m('check.thaiId')).fill(HOLDER);
  await expect(form.getByTestId('thai-id-hint')).toHaveText(m('check.thaiIdOk'));
  await form.getByLabel(m('check.mobile')).focus();
  // Masked once the shopper leaves the field.
  await expect(form.getByLabel(m('check.thaiId'))).toHaveValue(`*********${HOLDER.slice(-4)}`);
  await shot(page, `${name}-1-number`);
  await expectAccessibleMain(page, `${name} number`);
  await form.getByRole('button', { name: m('check.sendOtp') }).click();
  const otp = page.getByTestId('mnp-otp');
  await expect(otp.getByText(m('check.otpSent', { mobile: masked(mobile) }))).toBeVisible();
  await otp.getByLabel(m('check.otp')).fill(await otpOf(page, mobile));
  await shot(page, `${name}-2-otp`);
  await otp.getByRole('button', { name: m('check.confirm') }).click();
  await expect(page.getByTestId('mnp-number-value')).toHaveText(masked(mobile));
}

/** The PIN: a wrong one says the tries left, the right one moves on. */
async function enterPin(page: Page, lang: Lang, pin: string, name: string) {
  const m = texts(lang, 'mnp');
  const form = page.getByTestId('mnp-pin');
  await expect(form.getByTestId('mnp-pin-help')).toContainText('*151*');
  await expect(form.getByTestId('mnp-sandbox-pin-link')).toBeVisible();
  await form.getByLabel(m('pin.label')).fill(pin === '00000000' ? '11111111' : '00000000');
  await form.getByRole('button', { name: m('pin.submit') }).click();
  await expect(form.getByTestId('mnp-pin-error')).toHaveText(m('errors.porting_pin_invalid', { left: 4 }));
  await form.getByLabel(m('pin.label')).fill(pin);
  await shot(page, `${name}-3-pin`);
  await expectAccessibleMain(page, `${name} pin`);
  // Sent with Enter from the field (on a phone the header moves as the field loses the focus: a mouse
  // click between the two would land beside the button; a tap does not).
  await form.getByLabel(m('pin.label')).press('Enter');
  await expect(page.getByTestId('mnp-number')).toContainText(m('number.pinOk'));
}

/** Consents (terms required), the eKYC in the page, and into the cart. */
async function consentEkycAndAdd(page: Page, lang: Lang, name: string) {
  const m = texts(lang, 'mnp');
  const k = texts(lang, 'ekyc');
  const box = page.getByTestId('mnp-consents');
  const terms = box.getByRole('checkbox', { name: new RegExp(m('consents.terms.label')) });
  await expect(terms).not.toBeChecked();
  await page.getByRole('button', { name: m('order.toEkyc') }).click();
  await expect(box.getByText(m('consents.termsRequired'))).toBeVisible();
  await terms.check();
  await shot(page, `${name}-4-confirm`);
  await expectAccessibleMain(page, `${name} confirm`);
  await page.getByRole('button', { name: m('order.toEkyc') }).click();
  await page.getByTestId('ekyc-file-document').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: k('camera.use') }).click();
  await page.getByTestId('ekyc-file-selfie').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: k('camera.use') }).click();
  await page.getByRole('button', { name: k('review.submit') }).click();
  // Approved by the sandbox a few seconds later: the line is added and the cart opens.
  await expect(page).toHaveURL(/\/cart(\?|$)/, { timeout: 30_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('mnp-flow')), 'what the tab kept of the flow goes once the line is in the cart').toBeNull();
}

/** The cart -> /address (a new address in the dialog) -> /payment by the test card -> /success; the order number. */
async function checkoutByCard(page: Page, lang: Lang, total: number, name: string): Promise<string> {
  const c = texts(lang, 'checkout');
  const cart = texts(lang, 'cart');
  const a = texts(lang, 'address');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await shot(page, `${name}-5-cart`);
  await page
    .getByRole('button', { name: cart('checkout') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/address/);
  await page.getByRole('button', { name: c('address.add') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(a('fields.recipient_name')).fill(lang === 'th' ? 'สมชาย ใจดี' : 'Somchai Jaidee');
  await dialog.getByLabel(a('fields.phone')).fill('0812345678');
  await dialog.getByLabel(a('fields.address_line')).fill(lang === 'th' ? '99/1 ถนนพระราม 1' : '99/1 Rama 1 Road');
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
  await shot(page, `${name}-5b-success`);
  const key = new URL(page.url()).searchParams.get('order')!;
  const order = ((await (await page.request.get(`/api/orders/${encodeURIComponent(key)}`)).json()) as { data: { order_number: string } }).data;
  return order.order_number;
}

/** The porting card of the order in the account's tracking, after a reload (the panel also follows by itself). */
async function portingCard(page: Page, lang: Lang, orderNumber: string) {
  await page.goto(`/profile/tracking/${encodeURIComponent(orderNumber)}?lang=${lang}`);
  const card = page.getByTestId('porting-card');
  await expect(card).toBeVisible();
  return card;
}

async function expectState(page: Page, lang: Lang, orderNumber: string, state: string) {
  const s = texts(lang, 'porting-status');
  await expect(async () => {
    const card = await portingCard(page, lang, orderNumber);
    await expect(card.getByTestId('porting-state')).toHaveText(s(`state.${state}.label`), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return page.getByTestId('porting-card');
}

/** Moves the clearinghouse's clock on (sandbox; runs its sweep at once). */
async function advanceClock(page: Page, minutes: number) {
  const res = await page.request.post('/api/dev/porting/clock', { data: { advance_minutes: minutes } });
  expect(res.status(), await res.text()).toBe(200);
}

const oneStepPlan = 'PP399-5G';
const twoStepPlan = 'PP499-5G';
const NUMBERS: Record<Lang, { one: string; two: string; bundle: string }> = {
  th: { one: '0812000101', two: '0812000103', bundle: '0812000201' },
  en: { one: '0812000102', two: '0812000104', bundle: '0812000202' },
};

for (const lang of ['th', 'en'] as const) {
  const px = WIDTH[lang];
  test.describe(`number porting (${lang}, ${px} px)`, () => {
    test('one-step: from the PIN to completed, then the number is ours', async ({ page }) => {
      test.setTimeout(180_000);
      const m = texts(lang, 'mnp');
      const s = texts(lang, 'porting-status');
      const mobile = NUMBERS[lang].one;
      const name = `one-step-${px}-${lang}`;
      await signUpAt(page, lang, '/mnp');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('landing.title'));
      await shot(page, `${name}-0-landing`);
      await expectAccessibleMain(page, `${name} landing`);
      const offer = page.locator(`[data-testid="mnp-offer"][data-nas="${oneStepPlan}"]`);
      await offer.getByTestId('mnp-offer-one-step').click();
      await expect(page).toHaveURL(new RegExp(`/mnp/verify/one-step/${oneStepPlan}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('verify.title.one_step'));

      const pin = await getPin(page, lang, mobile, lang === 'th');
      await checkNumber(page, lang, mobile, name);
      await enterPin(page, lang, pin, name);
      // The plan of the address is preselected.
      await expect(page.getByTestId('mnp-plan-picker').getByRole('radio', { checked: true })).toHaveValue(oneStepPlan);
      await consentEkycAndAdd(page, lang, name);
      const line = page.getByTestId('cart-line').first();
      await expect(line).toContainText(masked(mobile).slice(-4));
      await expect(line).not.toContainText(mobile);

      const orderNumber = await checkoutByCard(page, lang, 39_900, name);
      // Paid: the porting is submitted right away.
      const card = await expectState(page, lang, orderNumber, 'submitted');
      await expect(card.getByTestId('porting-number')).toHaveText(masked(mobile));
      await expect(card.getByTestId('porting-step-submitted')).toHaveAttribute('data-done', 'true');
      await expect(card.getByTestId('porting-step-completed')).toHaveAttribute('data-done', 'false');
      await expect(card.getByTestId('porting-cancel')).toBeVisible();
      await shot(page, `${name}-6-tracking-submitted`);

      // The clearinghouse decides within 2 hours and moves the number at the next porting window.
      await advanceClock(page, 3 * 60);
      const scheduled = await expectState(page, lang, orderNumber, 'scheduled');
      await expect(scheduled.getByTestId('porting-cancel')).toHaveCount(0);
      await expect(scheduled.getByTestId('porting-state-text')).toContainText(lang === 'th' ? 'เวลากรุงเทพฯ' : 'Bangkok time');
      await advanceClock(page, 2 * 24 * 60);
      const done = await expectState(page, lang, orderNumber, 'completed');
      for (const step of ['submitted', 'donor_validating', 'approved', 'scheduled', 'completed'])
        await expect(done.getByTestId(`porting-step-${step}`)).toHaveAttribute('data-done', 'true');
      await expect(done.getByTestId('porting-state-text')).toHaveText(s('state.completed.text'));
      await shot(page, `${name}-7-tracking-completed`);
      await expectAccessibleMain(page, `${name} tracking`);

      // The number is now one of ours, with the plan ordered.
      const subs = ((await (await page.request.get('/api/dev/subscribers')).json()) as { data: { mobile_number: string; type: string; package: { nas_code: string } }[] }).data;
      expect(subs.find((x) => x.mobile_number === mobile)).toMatchObject({ type: 'postpaid', package: { nas_code: oneStepPlan } });
    });

    test('two-step: the SIM is delivered first, then activated with its serial and a PIN', async ({ page }) => {
      test.setTimeout(180_000);
      const m = texts(lang, 'mnp');
      const mobile = NUMBERS[lang].two;
      const name = `two-step-${px}-${lang}`;
      await signUpAt(page, lang, `/mnp/verify/two-step/${twoStepPlan}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('verify.title.two_step'));
      await checkNumber(page, lang, mobile, name);
      // No PIN now: it is given at activation.
      await expect(page.getByTestId('mnp-pin')).toHaveCount(0);
      await consentEkycAndAdd(page, lang, name);
      const orderNumber = await checkoutByCard(page, lang, 49_900, name);
      const waiting = await expectState(page, lang, orderNumber, 'awaiting_activation');
      await expect(waiting.getByTestId('porting-activate')).toHaveCount(0);

      // The order is packed, shipped and delivered (operator), and the SIM is in hand.
      for (const state of ['packing', 'delivering', 'delivered']) {
        const res = await page.request.post(`/api/operator/orders/${orderNumber}/state`, { headers: auth, data: { state } });
        expect(res.status(), await res.text()).toBe(200);
      }
      const card = await portingCard(page, lang, orderNumber);
      await shot(page, `${name}-6-tracking-delivered`);
      await card.getByTestId('porting-activate').click();
      await expect(page).toHaveURL(new RegExp(`/mnp/activate\\?order=${orderNumber}`));
      await expect(page.getByLabel(m('activate.order'))).toHaveValue(orderNumber);

      const serials = ((await (await page.request.get(`/api/dev/mnp/sim-serials?order_number=${orderNumber}`)).json()) as { data: { sim_serial: string }[] }).data;
      const serial = serials[0].sim_serial;
      expect(serial).toMatch(/^8966\d{16}$/);
      const pin = await getPin(page, lang, mobile);
      const form = page.getByTestId('mnp-activate-form');
      // A serial that is not this order's SIM is refused.
      const wrong = `${serial.slice(0, 18)}${(Number(serial[18]) + 1) % 10}${serial[19]}`;
      await form.getByLabel(m('activate.serial')).fill(wrong);
      await form.getByLabel(m('pin.label')).fill(pin);
      await form.getByRole('button', { name: m('activate.submit') }).click();
      await expect(form.getByRole('alert').first()).toBeVisible();
      await form.getByLabel(m('activate.serial')).fill(serial);
      await shot(page, `${name}-7-activate`);
      await expectAccessibleMain(page, `${name} activate`);
      await form.getByRole('button', { name: m('activate.submit') }).click();
      const activated = page.getByTestId('mnp-activated');
      await expect(activated.getByRole('heading', { name: m('activate.doneTitle') })).toBeVisible();
      // Activated: to be sent at once (the submitter picks it up right after), then submitted.
      const st = texts(lang, 'porting-status');
      await expect(activated.getByTestId('porting-state')).toHaveText(new RegExp(`^(${st('state.to_submit.label')}|${st('state.submitted.label')})$`));
      await shot(page, `${name}-8-activated`);

      await expectState(page, lang, orderNumber, 'submitted');
      await advanceClock(page, 3 * 24 * 60);
      await expectState(page, lang, orderNumber, 'completed');
      await shot(page, `${name}-9-tracking-completed`);
    });

    test('device bundle refused for an unpaid bill: the reason, the order cancelled and refunded, the phone back in stock', async ({ page }) => {
      test.setTimeout(180_000);
      const m = texts(lang, 'mnp');
      const s = texts(lang, 'porting-status');
      const tr = texts(lang, 'tracking');
      const mobile = NUMBERS[lang].bundle;
      const name = `bundle-${px}-${lang}`;
      const list = ((await (await page.request.get('/api/products?list=mnp-bundle')).json()) as { data: { items: { id: number; href: string }[] } }).data.items;
      const device = list.find((p) => p.href.endsWith('/apple/iphone-16'))!;
      const productId = device.id;
      const stockOf = async (variantId: number) =>
        ((await (await page.request.get(`/api/products/${productId}`)).json()) as { data: { variants: { id: number; stock: number }[] } }).data.variants.find(
          (v) => v.id === variantId,
        )!.stock;

      // From the phone's page: its "switch to us" offers lead to the bundle page with the chosen model.
      await signUpAt(page, lang, device.href);
      await page.locator('[data-testid="mnp-bundle-offer"][href$="/B1001"]').click();
      await expect(page).toHaveURL(new RegExp(`/online-store/mnp-bundle/${productId}/\\d+/B1001`));
      const variantId = Number(new URL(page.url()).pathname.split('/')[4]);
      const bundle = (
        (await (await page.request.get(`/api/mnp/bundles/B1001?product_id=${productId}&variant_id=${variantId}`)).json()) as {
          data: { variant: { id: number }; pay_now: number; bundle_price: number };
        }
      ).data;
      const before = await stockOf(bundle.variant.id);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('bundle.title'));
      await expect(page.getByTestId('mnp-bundle-price')).toHaveText(`฿${formatPrice(bundle.bundle_price)}`);
      await shot(page, `${name}-0-bundle`);
      await expectAccessibleMain(page, `${name} bundle`);
      await page.getByTestId('mnp-bundle-start').click();
      await expect(page).toHaveURL(new RegExp(`/mnp-bundle/verify/${productId}/${bundle.variant.id}/B1001`));
      const pin = await getPin(page, lang, mobile);
      await checkNumber(page, lang, mobile, name);
      await enterPin(page, lang, pin, name);
      await expect(page.getByTestId('mnp-bundle')).toBeVisible();
      await consentEkycAndAdd(page, lang, name);
      const orderNumber = await checkoutByCard(page, lang, bundle.pay_now, name);
      await expectState(page, lang, orderNumber, 'submitted');
      expect(await stockOf(bundle.variant.id), 'the paid phone is taken from stock').toBe(before - 1);

      // The donor refuses at its decision (unpaid bill): the order is cancelled and refunded.
      await advanceClock(page, 3 * 60);
      const card = await expectState(page, lang, orderNumber, 'rejected');
      await expect(card.getByTestId('porting-reason')).toContainText(s('reason.unpaid_bill.title'));
      await expect(card.getByTestId('porting-reason')).toContainText(s('reason.unpaid_bill.todo'));
      await expect(card.getByTestId('porting-cancel')).toHaveCount(0);
      await expect(async () => {
        await page.reload();
        const detail = page.getByTestId('order-detail');
        await expect(detail.getByTestId('order-status')).toHaveText(tr('status.cancelled'), { timeout: 2_000 });
        await expect(detail.getByTestId('order-refund')).toHaveText(`฿${formatPrice(bundle.pay_now)}`, { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await shot(page, `${name}-6-tracking-rejected`);
      expect(await stockOf(bundle.variant.id), 'the phone is back in stock').toBe(before);
    });
  });
}

test('the shopper cancels a porting before it is scheduled: the order is cancelled and refunded (English, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const s = texts(lang, 'porting-status');
  const tr = texts(lang, 'tracking');
  const mobile = '0812000105';
  const name = 'cancel-1280-en';
  await signUpAt(page, lang, `/mnp/verify/one-step/${oneStepPlan}`);
  const pin = await getPin(page, lang, mobile);
  await checkNumber(page, lang, mobile, name);
  await enterPin(page, lang, pin, name);
  await consentEkycAndAdd(page, lang, name);
  const orderNumber = await checkoutByCard(page, lang, 39_900, name);
  const card = await expectState(page, lang, orderNumber, 'submitted');
  await card.getByTestId('porting-cancel').click();
  const dialog = page.getByRole('dialog', { name: s('cancel.title') });
  await expect(dialog).toContainText(s('cancel.refund'));
  await shot(page, `${name}-6-dialog`);
  await dialog.getByTestId('porting-cancel-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('porting-state')).toHaveText(s('state.cancelled.label'));
  await expect(card.getByTestId('porting-cancel')).toHaveCount(0);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-status')).toHaveText(tr('status.cancelled'), { timeout: 15_000 });
  // The refund, confirmed by the gateway just after, shows without a reload.
  await expect(detail.getByTestId('order-refund')).toHaveText(`฿${formatPrice(39_900)}`, { timeout: 10_000 });
  await shot(page, `${name}-7-cancelled`);
  // The number stays with its operator: the clearinghouse has no open request for it.
  const numbers = ((await (await page.request.get('/api/dev/porting/numbers')).json()) as { data: { mobile_number: string; state: string }[] }).data;
  expect(numbers.find((n) => n.mobile_number === mobile)?.state).toBe('with_donor');
});

test('a reason the shopper fixes elsewhere goes to the fail page with the way forward and the way back', async ({ page }) => {
  // Six pages, each with an accessibility scan: more than the default 30 s on a loaded CI machine.
  test.setTimeout(90_000);
  const m = texts('en', 'mnp');
  await page.goto(`/online-store/mnp-one-step-fail?reason=unpaid_bill&back=${encodeURIComponent('/mnp/verify/one-step/PP399-5G')}&lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('fail.title'));
  await expect(page.getByTestId('mnp-fail-unpaid_bill')).toContainText(m('reasons.unpaid_bill.todo'));
  await expect(page.getByTestId('mnp-fail-back')).toHaveAttribute('href', '/mnp/verify/one-step/PP399-5G');
  // Only a path of this store is followed back.
  await page.goto(`/online-store/mnp-one-step-fail?reason=x&back=${encodeURIComponent('//evil.example/')}&lang=en`);
  await expect(page.getByTestId('mnp-fail-generic')).toBeVisible();
  await expect(page.getByTestId('mnp-fail-back')).toHaveAttribute('href', '/mnp');
  await expectAccessibleMain(page, 'fail en');
  for (const path of ['/mnp/pin', '/online-store/mnp-auto/8/PP699-5G/B1002', '/mnp/activate']) {
    await page.goto(`${path}?lang=th`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessibleMain(page, `${path} th`);
  }
  // An unknown journey is not a page.
  await page.goto('/mnp/verify/three-step/PP399-5G?lang=en');
  await expect(page.getByTestId('mnp-not-found')).toBeVisible();
});
