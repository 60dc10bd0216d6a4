import type { Page } from '@playwright/test';
import { OPERATOR_TOKEN } from './support/env';
import { payByPromptPay } from './support/checkout';
import { expect, test } from './support/fixtures';
import { texts } from './support/locales';
import { signUp } from './support/sign-up';

const t = texts('th', 'numbers');
const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
let mobiles = 0;

/** The verify page: Thai ID (masked once entered), birth date, the OTP read from the outbox; then the cart. */
async function verifyAndAddToCart(page: Page, display: string, birthDate = '1990-05-17', esim = false) {
  await page.getByLabel(t('thaiId')).fill('1103700000003');
  await page.getByLabel(t('birthDate')).click();
  await expect(page.getByTestId('thai-id-masked')).toContainText('*********0003');
  await page.getByLabel(t('birthDate')).fill(birthDate);
  const mobile = `0830${String(Date.now()).slice(-5)}${(mobiles += 1) % 10}`;
  await page.getByLabel(t('mobile')).fill(mobile);
  await page.getByRole('button', { name: t('sendOtp') }).click();
  await expect(page.getByText(t('otpSent', { mobile: `${mobile.slice(0, 3)}-${mobile.slice(3, 6)}-${mobile.slice(6)}` }))).toBeVisible();
  const outbox = await page.request.get(`/api/dev/sms-outbox?to=${mobile}`, { headers: auth });
  const code = /\b(\d{6})\b/.exec(((await outbox.json()) as { data: { body: string }[] }).data[0].body)![1];
  await page.getByLabel(t('otp')).fill(code);
  if (esim) {
    // eSIM: the supported devices are listed once it is chosen.
    await page.getByRole('checkbox', { name: t('esimChoice') }).check();
    await page.getByText(t('esimDevices')).click();
    await expect(page.getByText('Apple iPhone 17 Pro Max')).toBeVisible();
  }
  await page.getByRole('button', { name: t('verify') }).click();
  await expect(page.getByRole('heading', { name: t('verified') })).toBeVisible();
  await expect(page.getByText('1103700000003')).toHaveCount(0);
  await page.getByRole('button', { name: t('addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(display).first()).toBeVisible();
}

/** From the 5G Unlimited 699 plan: search, choose the first number, and pass verification with the OTP from the outbox. */
async function holdAndVerify(page: Page, search: (page: Page) => Promise<void>) {
  await page.goto('/packages');
  await signUp(page);
  await page.getByRole('link', { name: t('choosePlanFor', { name: '5G เน็ตไม่อั้น 699' }) }).click();
  await expect(page).toHaveURL(/\/online-store\/postpaid\/3$/);
  await search(page);
  const first = page.getByTestId('number-item').first();
  await expect(first).toBeVisible();
  const display = (await first.locator('.num-item__number').textContent())!;
  expect(display).toMatch(/^0[689]\d-\d{3}-\d{4}$/);
  await first.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/online-store/postpaid/3/PP699-5G/${display.replace(/-/g, '')}$`));
  await expect(page.getByTestId('verify-number')).toHaveText(display);
  await expect(page.getByTestId('hold-countdown')).toBeVisible();

  await verifyAndAddToCart(page, display);
  return { display, number: display.replace(/-/g, '') };
}

test('postpaid: a number ending 9999 is held, verified with the OTP from the outbox, and bought through the checkout pages', async ({ page, operator }) => {
  test.setTimeout(150_000);
  const cart = texts('th', 'cart');
  const checkout = texts('th', 'checkout');
  // Postpaid SIMs are handed over at a shop only (spec config sim_postpaid_pickup_only).
  await operator.putConfig('sim_postpaid_pickup_only', { toggle: true });
  try {
    const { number, display } = await holdAndVerify(page, async (p) => {
      await p.getByTestId('search-digits').fill('9999');
      await p
        .getByRole('form', { name: t('pickNumber') })
        .getByRole('button', { name: t('search'), exact: true })
        .click();
      await expect(p.getByTestId('number-item').first()).toContainText('-9999');
    });

    // The cart line: the number, SIM card, the masked ID, a fixed quantity, the advance payment included.
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('heading')).toContainText('5G เน็ตไม่อั้น 699');
    await expect(line.getByTestId('sim-meta')).toContainText(display);
    await expect(line.getByTestId('sim-meta')).toContainText('*********0003');
    await expect(line.getByTestId('line-quantity')).toHaveText(cart('line.fixedQuantity'));
    await expect(line).toContainText(cart('line.includesAdvance', { amount: '699.00' }));
    const total = (await page.getByTestId('cart-total').textContent())!;
    await page.getByRole('button', { name: cart('checkout') }).click();

    // Pickup only: /address sends to /pickup and the address tab is not offered.
    await expect(page).toHaveURL(/\/pickup$/);
    await expect(page.getByTestId('pickup-only')).toHaveText(checkout('delivery.simPickupOnly'));
    await page.goto('/address');
    await expect(page).toHaveURL(/\/pickup$/);
    const main = page.getByRole('main');
    const shop = page.getByTestId('pickup-shop').first();
    const shopName = (await shop.getByRole('heading').textContent())!;
    await shop.getByRole('button', { name: checkout('pickup.choose') }).click();
    await main.getByRole('button', { name: checkout('delivery.continue') }).click();

    // /payment: PromptPay QR, paid through the sandbox's simulate-payment as a bank app would.
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByTestId('delivery-summary').first()).toHaveText(shopName);
    const order = await payByPromptPay(page, total);
    await expect(page.getByTestId('order-number')).toHaveText(order.order_number);

    // The order in /profile/tracking with the number (3-3-4) and the package; the number is sold.
    await page.goto(`/profile/tracking/${order.order_number}`);
    const detail = page.getByTestId('order-detail');
    await expect(detail).toContainText(display);
    await expect(detail).toContainText('5G เน็ตไม่อั้น 699');
    await expect(page.getByTestId('step-paid')).toHaveAttribute('data-done', 'true');
    const sold = await page.request.get(`/api/numbers/${number}`);
    expect(((await sold.json()) as { data: { available: boolean } }).data.available).toBe(false);
  } finally {
    await operator.resetConfig('sim_postpaid_pickup_only');
  }
});

test('a hold that runs out opens the timeout dialog and empties the cart', async ({ page, operator }) => {
  test.setTimeout(180_000);
  await operator.putConfig('postpaid_hold', { minutes: 1 });
  try {
    await holdAndVerify(page, async (p) => {
      await p.locator('label.num-tab', { hasText: t('kind_sum') }).click();
      await p.getByTestId('search-sum').fill('40');
      await p.getByLabel(t('class')).selectOption('normal');
      await p
        .getByRole('form', { name: t('pickNumber') })
        .getByRole('button', { name: t('search'), exact: true })
        .click();
    });
    const dialog = page.getByRole('dialog', { name: t('timeoutTitle') });
    await expect(dialog).toBeVisible({ timeout: 75_000 });
    for (const line of ['timeoutLine1', 'timeoutLine2', 'timeoutLine3', 'timeoutLine4']) await expect(dialog.getByText(t(line))).toBeVisible();
    const events = await page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event));
    expect(events).toContain('session_timeout');
    await expect.poll(async () => ((await (await page.request.get('/api/cart')).json()) as { data: { lines: unknown[] } }).data.lines.length, { timeout: 15_000 }).toBe(0);
    await dialog.getByRole('button', { name: t('back') }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await operator.resetConfig('postpaid_hold');
  }
});

test('instant SIM: the pack in hand is activated online with its number and serial, verified, paid by card, and only once', async ({ page }) => {
  test.setTimeout(150_000);
  const checkout = texts('th', 'checkout');
  const cart = texts('th', 'cart');
  const packs = ((await (await page.request.get('/api/dev/instant-sim-packs?status=in_stock&limit=50', { headers: auth })).json()) as { data: { iccid: string; number: string }[] })
    .data;
  // Each run takes another pack (the e2e database lives for the whole run).
  const pack = packs[Number(String(Date.now()).slice(-3)) % packs.length];
  const display = `${pack.number.slice(0, 3)}-${pack.number.slice(3, 6)}-${pack.number.slice(6)}`;

  // From the prepaid plans to the instant-SIM page, signed in.
  await page.goto('/prepaid-and-postpaid-sim');
  await signUp(page);
  await page.getByRole('tab', { name: t('tabPrepaid') }).click();
  await page.getByRole('link', { name: t('instantCta') }).click();
  await expect(page).toHaveURL(/\/online-store\/instantsim\/\d+$/);
  const planId = /instantsim\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ซิมพร้อมใช้ เน็ต 10GB 30 วัน');
  const form = page.getByRole('form', { name: t('instantTitle') });

  // A wrong serial, then a malformed one, are explained in Thai.
  await form.getByLabel(t('instantNumber')).fill(pack.number);
  await expect(form.getByText(display)).toBeVisible();
  const wrongTail = String((Number(pack.iccid.slice(-6)) + 1) % 1_000_000).padStart(6, '0');
  await form.getByLabel(t('instantSerial', { count: 6 })).fill(wrongTail);
  await form.getByRole('button', { name: t('instantContinue') }).click();
  await expect(form.getByRole('alert')).toHaveText(t('errors.pack_not_found'));
  await form.getByLabel(t('instantSerial', { count: 6 })).fill('123');
  await form.getByRole('button', { name: t('instantContinue') }).click();
  await expect(form.getByRole('alert')).toHaveText(t('errors.serial_invalid'));

  // The right serial: the verify page for this number, then the cart at the plan's price.
  await form.getByLabel(t('instantSerial', { count: 6 })).fill(pack.iccid.slice(-6));
  await form.getByRole('button', { name: t('instantContinue') }).click();
  await expect(page).toHaveURL(new RegExp(`/online-store/instantsim/\\d+/INST99-30D/${pack.number}$`));
  await expect(page.getByTestId('verify-number')).toHaveText(display);
  await verifyAndAddToCart(page, display, '2006-03-01');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('sim-meta')).toContainText(display);
  await expect(page.getByTestId('cart-total')).toHaveText('฿99.00');

  // Checkout: pickup, then the sandbox's test card.
  await page.getByRole('button', { name: cart('checkout') }).click();
  await page.getByRole('link', { name: checkout('delivery.pickup'), exact: true }).click();
  await expect(page).toHaveURL(/\/pickup$/);
  await page
    .getByTestId('pickup-shop')
    .first()
    .getByRole('button', { name: checkout('pickup.choose') })
    .click();
  await page
    .getByRole('main')
    .getByRole('button', { name: checkout('delivery.continue') })
    .click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('radio', { name: new RegExp(checkout('payment.methods.card')) }).check();
  await page.getByLabel(checkout('card.number')).fill('4242 4242 4242 4242');
  await page.getByLabel(checkout('card.name')).fill('SOMYING JAIDEE');
  await page.getByLabel(checkout('card.expiry')).fill('12/30');
  await page.getByLabel(checkout('card.cvc')).fill('123');
  await page.getByRole('button', { name: checkout('payment.pay', { amount: '99.00' }) }).click();
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 15_000 });
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  await page.goto(`/profile/tracking/${orderNumber}`);
  await expect(page.getByTestId('order-detail')).toContainText(display);

  // Activated: the same pack cannot be activated again (in English this time).
  const en = texts('en', 'numbers');
  await page.goto(`/online-store/instantsim/${planId}?lang=en`);
  const enForm = page.getByRole('form', { name: en('instantTitle') });
  await expect(page.getByText(en('instantIntro'))).toBeVisible();
  await enForm.getByLabel(en('instantNumber')).fill(pack.number);
  await enForm.getByLabel(en('instantSerial', { count: 6 })).fill(pack.iccid.slice(-6));
  await enForm.getByRole('button', { name: en('instantContinue') }).click();
  await expect(enForm.getByRole('alert')).toHaveText(en('errors.pack_activated'));
});

test('SIM DIY: a package built from options, priced live, with a number, verified as an eSIM and paid', async ({ page }) => {
  test.setTimeout(150_000);
  const checkout = texts('th', 'checkout');
  const cart = texts('th', 'cart');
  await page.goto('/packages');
  await signUp(page);
  await page.getByRole('link', { name: t('diyCta') }).click();
  await expect(page).toHaveURL(/\/online-store\/sim-diy\/postpaid/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('แพ็กเกจ DIY รายเดือน');
  const builder = page.getByRole('form', { name: t('diyTitle') });
  const price = page.getByTestId('diy-price');
  // Defaults: base 99 + 10GB 100 + 100 minutes 50.
  await expect(price).toHaveText(`${t('baht', { price: '249.00' })}${t('perMonth')}`);
  await builder.getByRole('radio', { name: /เน็ต 80GB/ }).check();
  await expect(price).toContainText('499.00');
  await builder.getByRole('checkbox', { name: /ดูทีวีและหนัง/ }).check();
  await expect(price).toContainText('598.00');
  await builder.getByRole('radio', { name: /โทร 300 นาที/ }).check();
  await expect(price).toContainText('648.00');
  await builder.getByRole('checkbox', { name: /ดูทีวีและหนัง/ }).uncheck();
  await expect(price).toContainText('549.00');
  // The choice lives in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByTestId('diy-price')).toContainText('549.00');

  // A number, held for SIM DIY, then the verification with the package summary.
  // Two ending digits of the clock, so parallel runs pick different numbers.
  await page.getByTestId('search-digits').fill(String(Date.now() % 100).padStart(2, '0'));
  await page
    .getByRole('form', { name: t('pickNumber') })
    .getByRole('button', { name: t('search'), exact: true })
    .click();
  const first = page.getByTestId('number-item').first();
  const display = (await first.locator('.num-item__number').textContent())!;
  await first.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`number=${display.replace(/-/g, '')}`));
  await expect(page.getByTestId('verify-number')).toHaveText(display);
  await expect(page.getByTestId('diy-summary')).toContainText('เน็ต 80GB · โทร 300 นาที');
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
  // Going back to the package gives the number back; it can be chosen again.
  const number = display.replace(/-/g, '');
  await page.getByRole('button', { name: t('diyChangeNumber') }).click();
  await expect(page).not.toHaveURL(/number=/);
  await expect(builder.getByRole('radio', { name: /เน็ต 80GB/ })).toBeEnabled();
  await expect.poll(async () => ((await (await page.request.get(`/api/numbers/${number}`)).json()) as { data: { available: boolean } }).data.available).toBe(true);
  await page.getByTestId('search-digits').fill(number.slice(-4));
  await page
    .getByRole('form', { name: t('pickNumber') })
    .getByRole('button', { name: t('search'), exact: true })
    .click();
  await page.getByTestId('number-item').filter({ hasText: display }).getByRole('button').click();
  await expect(page.getByTestId('verify-number')).toHaveText(display);
  await verifyAndAddToCart(page, display, '1990-05-17', true);
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('sim-meta')).toContainText(cart('line.esim'));
  await expect(line.getByRole('heading')).toContainText('แพ็กเกจ DIY รายเดือน 549.00 บาท/เดือน (เน็ต 80GB · โทร 300 นาที)');
  await expect(line).toContainText(cart('line.includesAdvance', { amount: '549.00' }));

  // Checkout: pickup, PromptPay paid by the sandbox, the order in tracking.
  const total = (await page.getByTestId('cart-total').textContent())!;
  await page.getByRole('button', { name: cart('checkout') }).click();
  await page.getByRole('link', { name: checkout('delivery.pickup'), exact: true }).click();
  await page
    .getByTestId('pickup-shop')
    .first()
    .getByRole('button', { name: checkout('pickup.choose') })
    .click();
  await page
    .getByRole('main')
    .getByRole('button', { name: checkout('delivery.continue') })
    .click();
  const order = await payByPromptPay(page, total);
  await page.goto(`/profile/tracking/${order.order_number}`);
  await expect(page.getByTestId('order-detail')).toContainText(display);
  await expect(page.getByTestId('order-detail')).toContainText('เน็ต 80GB');

  // The builder in English.
  const en = texts('en', 'numbers');
  await page.goto('/online-store/sim-diy/postpaid?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DIY postpaid package');
  await expect(page.getByRole('group', { name: en('diyData') })).toBeVisible();
  await expect(page.getByRole('heading', { name: en('diyYourPackage') })).toBeVisible();
  await expect(page.getByTestId('diy-price')).toHaveText(`${en('baht', { price: '249.00' })}${en('perMonth')}`);
});
