import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { OPERATOR_TOKEN } from './support/env';
import { expect, test, saveScreenshot } from './support/fixtures';
import { texts, type Lang } from './support/locales';
import { signUp } from './support/sign-up';

/**
 * Home internet in the browser (issue 17, spec 2 /trueonline): coverage at the address (TMF645), the
 * address's packages, an installation slot held (TMF646), the contact mobile by OTP, the ID's
 * blacklist check, eKYC (in the page on a phone at 375 px in Thai; handed from the desktop to a phone
 * at 1280 px in English), the order, its success page and tracking, where the appointment is moved.
 * An address without coverage leads to the call-back form; a transaction that runs out shows
 * TOSERR02. Test addresses: README "Home internet (sandbox)" (Lumphini, Bangkok 10330: fibre 2000;
 * Mueang Haeng, Wiang Haeng 50350: no network). The eKYC sandbox approves 1101700123456 a few seconds
 * after the submit.
 */

const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };

/** A 16x16 PNG (red), what the eKYC file inputs are given. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4IadBEmIY1TCqYfhqAAArUg4Q8vCZgAAAAABJRU5ErkJggg==', 'base64');
const ID_OK = '1101700123456';
const masked = (m: string) => `${m.slice(0, 3)}-XXX-${m.slice(6)}`;

const PLACES = {
  qualified: { postcode: '10330', th: 'ลุมพินี', en: 'Lumphini' },
  none: { postcode: '50350', th: 'เมืองแหง', en: 'Mueang Haeng' },
};

/** A full-page screenshot in test-results (looked at when the pages change). */
const shot = (page: Page, name: string) => saveScreenshot(page, `test-results/home-internet-${name}.png`, { fullPage: true });

async function expectNoSeriousAxe(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** The last OTP sent to `mobile`, from the sandbox SMS outbox. */
async function otpOf(page: Page, mobile: string): Promise<string> {
  const outbox = await page.request.get(`/api/dev/sms-outbox?to=${mobile}`, { headers: auth });
  return /\b(\d{6})\b/.exec(((await outbox.json()) as { data: { body: string }[] }).data[0].body)![1];
}

/** A fresh mobile per run (the OTP limits are per number). */
const newMobile = () => `08${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;

/** The coverage form: building, the place by postcode and subdistrict, the house number; then check. */
async function checkCoverage(page: Page, lang: Lang, place: keyof typeof PLACES, building: 'house' | 'condo' = 'house') {
  const h = texts(lang, 'home-internet');
  const a = texts(lang, 'address');
  const form = page.getByTestId('hi-coverage-form');
  await form.getByRole('radio', { name: h(`coverage.buildings.${building}`), exact: true }).check();
  if (building === 'condo') {
    await form.getByLabel(h('coverage.buildingName')).fill('Tawan Tower');
    await form.getByLabel(h('coverage.floor')).fill('12');
  }
  await form.getByLabel(a('fields.postcode')).fill(PLACES[place].postcode);
  const subdistrict = form.getByLabel(a('fields.subdistrict'));
  await expect(subdistrict).toBeEnabled();
  await subdistrict.selectOption({ label: PLACES[place][lang] });
  await form.getByLabel(h('coverage.houseNo')).fill('99/1');
  await form.getByRole('button', { name: h('coverage.check') }).click();
}

/** On match-package: the qualified answer, then the package `id` chosen; lands on the package summary. */
async function choosePackage(page: Page, lang: Lang, id: string) {
  const h = texts(lang, 'home-internet');
  await expect(page).toHaveURL(/\/trueonline\/match-package$/);
  await expect(page.getByTestId('hi-qualification').getByRole('heading')).toHaveText(h('match.result.qualified'));
  const card = page.locator(`[data-testid="hi-package"][data-package="${id}"]`);
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!;
  await card.getByRole('button', { name: h('package.chooseFor', { name }) }).click();
  await expect(page).toHaveURL(/\/trueonline\/package\/summary$/);
  await expect(page.getByTestId('hi-summary-package')).toContainText(name);
  return name;
}

/** On the appointment page: a slot on the third day that has one (well past the 24-hour cut-off), held. */
async function holdSlot(page: Page, lang: Lang, shotName?: string) {
  const h = texts(lang, 'home-internet');
  const calendar = page.getByTestId('slot-calendar');
  await expect(calendar).toBeVisible();
  await calendar.getByTestId('slot-day').nth(2).click();
  await calendar.locator('[data-testid="slot"]:not([disabled])').first().click();
  await expect(page.getByTestId('hi-held')).toBeVisible();
  if (shotName) await shot(page, `appointment-${shotName}`);
  await page.getByRole('link', { name: h('appointment.continue') }).click();
  await expect(page).toHaveURL(/\/trueonline\/address\/[0-9a-f-]{36}$/);
}

/** The contact (OTP) and the ID check on the address page, then the pre-summary and the order page. */
async function contactAndId(page: Page, lang: Lang, mobile: string) {
  const h = texts(lang, 'home-internet');
  const form = page.getByTestId('hi-contact-form');
  await form.getByLabel(h('contact.name')).fill(lang === 'th' ? 'สมชาย ใจดี' : 'Somchai Jaidee');
  await form.getByLabel(h('contact.mobile')).fill(mobile);
  await form.getByRole('button', { name: h('contact.sendOtp') }).click();
  const otp = page.getByTestId('hi-otp');
  await expect(otp.getByText(h('contact.otpSent', { mobile: masked(mobile) }))).toBeVisible();
  await otp.getByLabel(h('contact.otp')).fill(await otpOf(page, mobile));
  await otp.getByRole('button', { name: h('contact.confirm') }).click();
  await expect(page.getByTestId('hi-contact-done')).toContainText(h('contact.confirmed'));
  await expect(page.getByTestId('hi-contact-done')).not.toContainText(mobile);

  const id = page.getByTestId('hi-id-form');
  await id.getByLabel(h('contact.thaiId')).fill('1-1017-00123-45-6');
  await expect(id.getByTestId('hi-thai-id-hint')).toHaveText(h('contact.thaiIdOk'));
  await id.getByRole('button', { name: h('contact.idCheck') }).click();
  await expect(page.getByTestId('hi-id-masked')).toContainText('3456');
  await expect(page.getByTestId('hi-id-masked')).not.toContainText(ID_OK);
  await page.getByRole('button', { name: h('contact.continue') }).click();

  await shot(page, `address-${lang}`);
  await expect(page).toHaveURL(/\/trueonline\/pre-summary$/);
  // The mobile comes masked from the server.
  await expect(page.getByTestId('hi-summary-contact')).toContainText(`XXX-${mobile.slice(-4)}`);
  await expect(page.getByTestId('hi-summary-contact')).not.toContainText(mobile);
  await shot(page, `pre-summary-${lang}`);
  await page.getByRole('link', { name: h('preSummary.continue') }).click();
  await expect(page).toHaveURL(/\/trueonline\/order\/[0-9a-f-]{36}$/);
}

/** The consents (terms required, marketing given), then on to the eKYC. */
async function consent(page: Page, lang: Lang) {
  const h = texts(lang, 'home-internet');
  const box = page.getByTestId('hi-consents');
  const terms = box.getByRole('checkbox', { name: new RegExp(h('consents.terms.label')) });
  await expect(terms).not.toBeChecked();
  await page.getByRole('button', { name: h('order.toEkyc') }).click();
  await expect(box.getByText(h('consents.termsRequired'))).toBeVisible();
  await terms.check();
  await box.getByRole('checkbox', { name: new RegExp(h('consents.marketing.label')) }).check();
  await page.getByRole('button', { name: h('order.toEkyc') }).click();
}

/** The eKYC capture by file input (ID card, then selfie), then the submit. */
async function captureByFiles(page: Page, lang: Lang) {
  const k = texts(lang, 'ekyc');
  await page.getByTestId('ekyc-file-document').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: k('camera.use') }).click();
  await expect(page.getByRole('heading', { name: k('selfie.title') })).toBeVisible();
  await page.getByTestId('ekyc-file-selfie').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: k('camera.use') }).click();
  await expect(page.getByRole('heading', { name: k('review.title') })).toBeVisible();
  await page.getByRole('button', { name: k('review.submit') }).click();
}

/** The success page once approved and placed: in progress, the installation confirmed. */
async function expectBooked(page: Page, lang: Lang) {
  const h = texts(lang, 'home-internet');
  const tr = texts(lang, 'tracking');
  const st = texts(lang, 'installation-status');
  await expect(page).toHaveURL(/\/trueonline\/success\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h('success.title.in_progress'), { timeout: 15_000 });
  await expect(page.getByTestId('hi-order-state')).toHaveText(tr('status.in_progress'));
  await expect(page.getByTestId('hi-appointment-state')).toHaveText(st('state.confirmed.label'));
}

/** A phone of its own (375 px, touch), as a second browser. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: 'en-US', timezoneId: 'Asia/Bangkok' });
  return context.newPage();
}

test('every /trueonline route of spec 2 is a real page, not the opening-soon placeholder', async ({ page }) => {
  const soon = texts('th', 'coming-soon');
  for (const path of [
    '/trueonline/coverage',
    '/trueonline/package',
    '/trueonline/match-package',
    '/trueonline/item/ftth-1000',
    '/trueonline/package/summary',
    '/trueonline/pre-summary',
    '/trueonline/appointment/ftth-1000',
    '/trueonline/address/00000000-0000-4000-8000-000000000000',
    '/trueonline/order/00000000-0000-4000-8000-000000000000',
    '/trueonline/success/NOPE',
    '/trueonline/status/order/TOSERR02',
    '/trueonline/package/form-contact',
    '/trueonline/package/form-contact/success',
    '/trueonline/package/form-contact/error',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: soon('title') }), path).toHaveCount(0);
    if (path === '/trueonline/package' || path.startsWith('/trueonline/item/')) await shot(page, `${path.split('/')[2]}-th-1280`);
  }
});

test('a shopper checks coverage, picks a package and a time, confirms by OTP and eKYC on the phone, orders and moves the appointment in tracking (Thai, 375 px)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const lang = 'th';
  const h = texts(lang, 'home-internet');
  const st = texts(lang, 'installation-status');
  const mobile = newMobile();
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await page.setViewportSize({ width: 375, height: 812 });

  // The menu's home-internet entry leads here (no opening-soon page any more).
  await page.goto('/trueonline/coverage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h('coverage.title'));
  // A condo needs its building's name.
  await page
    .getByTestId('hi-coverage-form')
    .getByRole('radio', { name: h('coverage.buildings.condo'), exact: true })
    .check();
  await page.getByRole('button', { name: h('coverage.check') }).click();
  await expect(page.getByText(h('errors.building_name_required'))).toBeVisible();
  await shot(page, 'coverage-th-375');
  await checkCoverage(page, lang, 'qualified', 'condo');
  // Axe on the answer's page, not on the coverage form while its check is still on the way (the
  // pending, half-transparent submit button failed color-contrast in one CI run).
  await expect(page).toHaveURL(/\/trueonline\/match-package$/);
  await expect(page.getByTestId('hi-qualification').getByRole('heading')).toHaveText(h('match.result.qualified'));
  await expectNoSeriousAxe(page, 'match-package th');
  await shot(page, 'match-package-th-375');
  // The no-contract package takes its installation fee online with the order (decision 031).
  const name = await choosePackage(page, lang, 'ftth-500-flex');
  await expect(page.getByTestId('hi-summary-pay')).toContainText('฿1,650');
  await shot(page, 'package-summary-th-375');
  await page.getByRole('link', { name: h('packageSummary.continue') }).click();

  // From the appointment on, a guest signs in and comes back to the same transaction.
  await expect(page).toHaveURL(/\/trueonline\/appointment\/ftth-500-flex$/);
  await expect(page.getByTestId('hi-sign-in')).toBeVisible();
  await signUp(page);
  await page.goto('/trueonline/appointment/ftth-500-flex');
  await expect(page.getByTestId('hi-chosen-package')).toContainText(name);
  await expect(page.getByTestId('hi-time-left')).toBeVisible();
  await expectNoSeriousAxe(page, 'appointment th');
  await holdSlot(page, lang, 'th-375');
  await contactAndId(page, lang, mobile);
  await consent(page, lang);
  await shot(page, 'order-ekyc-th-375');

  // eKYC on the phone: the ID card and the selfie by the file input; the order is placed once approved.
  await captureByFiles(page, lang);
  // It waits for the installation fee: the checkout's page of the order takes the card, then comes back here.
  await expect(page).toHaveURL(/\/trueonline\/success\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h('success.title.awaiting_payment'), { timeout: 15_000 });
  const successPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: h('pay.cardOrPromptPay') }).click();
  await expect(page).toHaveURL(/\/payment\/order\/[^/?]+\?back=/);
  const c = texts(lang, 'checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('payOrder.title'));
  await expect(page.getByTestId('pay-order-total')).toContainText('1,650.00');
  await expect(page.getByRole('radio', { name: new RegExp(c('payment.methods.promptpay')) })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(c('payment.methods.card')) }).check();
  await page.getByLabel(c('card.number')).fill('4242 4242 4242 4242');
  await page.getByLabel(c('card.name')).fill('SOMCHAI JAIDEE');
  await page.getByLabel(c('card.expiry')).fill('12/30');
  await page.getByLabel(c('card.cvc')).fill('123');
  await shot(page, 'pay-order-th-375');
  await expectNoSeriousAxe(page, 'pay order th');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: c('payment.pay', { amount: '1,650.00' }) }).click();
  await expect(page).toHaveURL(new RegExp(`${successPath}$`), { timeout: 30_000 });
  await expectBooked(page, lang);
  await shot(page, 'success-th-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => sessionStorage.getItem('home-internet-flow')), 'what the tab kept goes once ordered').toBeNull();

  // Tracking: the installation, and moving the appointment until the cut-off.
  await page.getByRole('link', { name: h('success.track') }).click();
  await expect(page).toHaveURL(/\/profile\/tracking\/[^/]+$/);
  const panel = page.getByTestId('installation-panel');
  await expect(panel.getByTestId('installation-state')).toHaveText(st('state.confirmed.label'));
  await expect(panel.getByTestId('installation-package')).toContainText(name);
  await expect(panel.getByTestId('installation-address')).toContainText('Tawan Tower');
  const before = (await panel.getByTestId('installation-when').textContent())!;
  await panel.getByRole('button', { name: st('move.button') }).click();
  const calendar = panel.getByTestId('move-calendar');
  await calendar.getByTestId('slot-day').nth(3).click();
  await calendar.locator('[data-testid="slot"]:not([disabled])').first().click();
  await shot(page, 'tracking-move-th-375');
  await panel.getByTestId('installation-move-confirm').click();
  await expect(panel.getByTestId('installation-moved')).toHaveText(st('move.done'));
  await expect(panel.getByTestId('installation-when')).not.toHaveText(before);
  await expect(panel.getByTestId('installation-state')).toHaveText(st('state.confirmed.label'));
  await shot(page, 'tracking-moved-th-375');
  await expectNoSeriousAxe(page, 'tracking th');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  expect(
    addresses.filter((u) => u.includes(ID_OK) || u.includes(mobile)),
    'neither the ID nor the mobile is ever in an address',
  ).toEqual([]);
});

test('on a desktop the map pin is optional, the eKYC is handed to a phone, the order page moves on by itself and the first month is paid by PromptPay (English, 1280 px)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const lang = 'en';
  const h = texts(lang, 'home-internet');
  const k = texts(lang, 'ekyc');
  await page.goto('/trueonline/coverage');
  await signUp(page);
  await page.goto('/trueonline/coverage?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h('coverage.title'));

  // The map loads only when opened; a click drops the pin (the tiles may or may not load here).
  const map = page.getByTestId('coverage-map');
  await expect(map.getByTestId('coverage-map-canvas')).toHaveCount(0);
  await map.getByRole('button', { name: h('coverage.map.open') }).click();
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await map.getByTestId('coverage-map-canvas').click();
  await expect(map.getByTestId('coverage-map-pin')).toHaveText(/^Pinned at 1\d\.\d{5}, 10\d\.\d{5}$/);
  await shot(page, 'coverage-map-en-1280');
  await checkCoverage(page, lang, 'qualified');
  // The premium package takes its first month online with the order (decision 031).
  const name = await choosePackage(page, lang, 'ftth-2000');
  await expect(page.getByTestId('hi-summary-pay')).toContainText('฿1,299');
  await shot(page, 'package-summary-en-1280');
  await page.getByRole('link', { name: h('packageSummary.continue') }).click();
  await holdSlot(page, lang, 'en-1280');
  await contactAndId(page, lang, newMobile());
  await expect(page.getByTestId('hi-summary-package')).toContainText(name);
  await consent(page, lang);

  // The desktop shows the QR code and the short link to /trueonline/ekyc-desktop/:hash.
  const step = page.getByTestId('hi-ekyc');
  await expect(step.getByRole('img', { name: k('desktop.qrAlt') })).toBeVisible();
  await shot(page, 'order-ekyc-handoff-en-1280');
  const short = (await step.getByTestId('ekyc-short-link').textContent())!.trim();
  expect(short).toMatch(/\/trueonline\/ekyc-desktop\/[A-Za-z0-9_-]{22,}\?lang=en$/);
  const mobilePage = await phone(browser);
  await mobilePage.goto(`http://${short}`);
  await expect(mobilePage.getByRole('heading', { name: k('document.title') })).toBeVisible();
  await captureByFiles(mobilePage, lang);
  await expect(mobilePage.getByRole('heading', { name: k('done.title') })).toBeVisible();
  await mobilePage.context().close();

  // Placed once approved, it waits for the first month: PromptPay here, and the page follows the payment.
  const tr = texts(lang, 'tracking');
  await expect(page).toHaveURL(/\/trueonline\/success\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h('success.title.awaiting_payment'));
  await expect(page.getByTestId('hi-order-state')).toHaveText(tr('status.awaiting_payment'));
  await expectNoSeriousAxe(page, 'success awaiting payment en');
  // The checkout's page of the order offers the card and PromptPay; this one pays by the QR right here.
  await page.getByRole('link', { name: h('pay.cardOrPromptPay') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(lang, 'checkout')('payOrder.title'));
  await expect(page.getByTestId('pay-order-total')).toContainText('1,299.00');
  await shot(page, 'pay-order-en-1280');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h('success.title.awaiting_payment'));
  await page.getByRole('button', { name: h('pay.promptpay') }).click();
  await expect(page.getByRole('img', { name: h('pay.qrAlt', { price: '1,299.00' }) })).toBeVisible();
  await shot(page, 'success-pay-en-1280');
  const secureKey = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const order = ((await (await page.request.get(`/api/orders/${encodeURIComponent(secureKey)}`)).json()) as { data: { payment: { charge_id: string } } }).data;
  expect((await page.request.post(`/api/sandbox-gateway/charges/${order.payment.charge_id}/simulate-payment`)).status()).toBe(200);
  await expectBooked(page, lang);
  await shot(page, 'success-paid-en-1280');
});

test('an address without coverage says why and leads to the call-back form and its thank-you page (Thai 375 px, then English 1280 px)', async ({ page }) => {
  const th = texts('th', 'home-internet');
  const en = texts('en', 'home-internet');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/trueonline/coverage');
  await checkCoverage(page, 'th', 'none');
  const result = page.getByTestId('hi-coverage-result');
  await expect(result.getByRole('heading')).toHaveText(th('coverage.unqualified.title'));
  await expect(result.getByTestId('hi-reason-no_coverage')).toContainText(th('coverage.reasons.no_coverage.title'));
  await expectNoSeriousAxe(page, 'unqualified th');
  await shot(page, 'unqualified-th-375');
  await result.getByRole('link', { name: th('coverage.unqualified.leadButton') }).click();

  await expect(page).toHaveURL(/\/trueonline\/package\/form-contact$/);
  const form = page.getByTestId('hi-lead-form');
  await form.getByLabel(th('lead.name')).fill('สมหญิง ใจดี');
  const leadMobile = newMobile();
  await form.getByLabel(th('lead.mobile')).fill(leadMobile);
  await form.getByLabel(th('lead.times.evening')).check();
  await form.getByRole('button', { name: th('lead.send') }).click();
  // The consent is asked for, never assumed.
  await expect(form.getByText(th('errors.consent_required'))).toBeVisible();
  await form.getByLabel(th('lead.consent')).check();
  await form.getByRole('button', { name: th('lead.send') }).click();
  await expect(page).toHaveURL(/\/trueonline\/package\/form-contact\/success$/);
  await expect(page.getByTestId('hi-lead-success-text')).toHaveText(th('lead.success.text'));
  // Staff see the lead with the full mobile to call back, and why the address was not covered.
  const leads = await page.request.get('/api/staff/home-internet/leads?limit=5', { headers: auth });
  expect(leads.status()).toBe(200);
  const lead = ((await leads.json()) as { data: { name: string; mobile: string; preferred_time: string; reasons: string[] }[] }).data.find((l) => l.mobile === leadMobile);
  expect(lead).toMatchObject({ name: 'สมหญิง ใจดี', preferred_time: 'evening', reasons: ['no_coverage'] });
  await shot(page, 'lead-success-th-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // English, desktop: the same answer in English; the error page has the spec's words.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/trueonline/coverage?lang=en');
  await checkCoverage(page, 'en', 'none');
  await expect(page.getByTestId('hi-coverage-result').getByRole('heading')).toHaveText(en('coverage.unqualified.title'));
  await page.goto('/trueonline/package/form-contact/error?lang=en');
  await expect(page.getByTestId('hi-lead-error-text')).toHaveText('Sorry, we cannot complete your request now. Please try again in a moment.');
});

test('a customer whose ID was checked at a shop orders without the eKYC when staff grant the bypass (English, 375 px)', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const h = texts(lang, 'home-internet');
  await page.goto('/trueonline/coverage');
  await signUp(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/trueonline/coverage?lang=en');
  await checkCoverage(page, lang, 'qualified');
  await choosePackage(page, lang, 'ftth-300');
  await page.getByRole('link', { name: h('packageSummary.continue') }).click();
  await holdSlot(page, lang);
  const transactionId = new URL(page.url()).pathname.split('/').pop()!;
  // Staff (orders.fulfil) grant the bypass for this transaction (spec tolBypassEkyc).
  const granted = await page.request.post(`/api/staff/home-internet/transactions/${transactionId}/bypass-ekyc`, { headers: auth });
  expect(granted.status(), await granted.text()).toBe(200);
  expect((await page.request.get(`/api/home-internet/transactions/${transactionId}/ekyc-bypass`)).status()).toBe(200);
  await contactAndId(page, lang, newMobile());
  await expect(page.getByTestId('hi-ekyc-bypassed')).toHaveText(h('order.bypassed'));
  await page
    .getByTestId('hi-consents')
    .getByRole('checkbox', { name: new RegExp(h('consents.terms.label')) })
    .check();
  await page.getByRole('button', { name: h('order.place') }).click();
  await expectBooked(page, lang);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a transaction that runs out goes to the status page with TOSERR02, and starts again from coverage (English 1280 px, then Thai 375 px)', async ({ page, operator }) => {
  test.setTimeout(90_000);
  const en = texts('en', 'home-internet');
  const th = texts('th', 'home-internet');
  await page.goto('/trueonline/coverage?lang=en');
  // Transactions made now live 12 seconds (the store-wide setting is put back at once).
  const ttl = await operator.getConfig<{ is_transaction_expire: boolean; transaction_ttl: number }>('tol_bypass_ekyc');
  await operator.putConfig('tol_bypass_ekyc', { ...ttl, is_transaction_expire: true, transaction_ttl: 12 });
  try {
    await checkCoverage(page, 'en', 'qualified');
    await expect(page).toHaveURL(/\/trueonline\/match-package$/);
  } finally {
    await operator.resetConfig('tol_bypass_ekyc');
  }
  await expect(page.getByTestId('hi-time-left')).toBeVisible();
  // The open page moves on by itself when the time is up.
  await expect(page).toHaveURL(/\/trueonline\/status\/package\/TOSERR02$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('status.TOSERR02.title'));
  await expect(page.getByTestId('hi-status-text')).toHaveText(en('status.TOSERR02.text'));
  await expectNoSeriousAxe(page, 'TOSERR02 en');
  await shot(page, 'toserr02-en-1280');

  // Thai, phone: the same page in Thai; "start again" goes to coverage.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/trueonline/status/package/TOSERR02?lang=th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(th('status.TOSERR02.title'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('link', { name: th('status.startAgain') }).click();
  await expect(page).toHaveURL(/\/trueonline\/coverage$/);
  // An unknown code reads as TOSERR01.
  await page.goto('/trueonline/status/order/NOPE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(th('status.TOSERR01.title'));
});
