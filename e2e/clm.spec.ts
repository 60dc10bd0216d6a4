import type { Page } from '@playwright/test';
import { OPERATOR_TOKEN } from './support/env';
import { expect, test } from './support/fixtures';
import { texts, type Lang } from './support/locales';
import { signUp } from './support/sign-up';

/**
 * Existing subscribers in the browser (issue 18 part A, spec 2 /uppack, /clm/tmvhvas, /clm/tolvas,
 * /preview): a postpaid subscriber upgrades a package on a phone in Thai and follows it in tracking;
 * a subscriber adds and removes a mobile add-on in English on a desktop; a home-internet add-on by
 * the account's OTP; the previews end in their call to action; the signed-in owner of a number skips
 * the OTP. Test lines: README "Subscriber system (sandbox)".
 */

const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };

async function otpOf(page: Page, mobile: string): Promise<string> {
  const outbox = await page.request.get(`/api/dev/sms-outbox?to=${mobile}`, { headers: auth });
  return /\b(\d{6})\b/.exec(((await outbox.json()) as { data: { body: string }[] }).data[0].body)![1];
}

/** Signs up from `path` (the desktop header, Thai), then goes on at `width` px in `lang`. */
async function signUpAt(page: Page, path: string, lang: Lang, width: number) {
  await page.goto(path);
  await expect(page.getByTestId('clm-sign-in')).toBeVisible({ timeout: 15_000 });
  await signUp(page);
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.goto(`${path}?lang=${lang}`);
}

/** The number or account, then the OTP sent to `otpTo`. */
async function verify(page: Page, lang: Lang, target: string, otpTo: string, label: string) {
  const c = texts(lang, 'clm');
  const form = page.getByTestId('clm-verify');
  await form.getByLabel(c(label)).fill(target);
  await form.getByRole('button', { name: c('verify.sendOtp') }).click();
  const otp = page.getByTestId('clm-otp');
  await expect(otp.getByRole('status')).toContainText(`${otpTo.slice(0, 3)}-XXX-${otpTo.slice(6)}`, { timeout: 15_000 });
  await otp.getByLabel(c('verify.otp')).fill(await otpOf(page, otpTo));
  await otp.getByRole('button', { name: c('verify.confirm') }).click();
}

test('a subscriber upgrades a package on a phone and sees it in tracking (Thai, 375 px)', async ({ page }) => {
  test.setTimeout(150_000);
  const lang = 'th';
  const c = texts(lang, 'clm');
  const tr = texts(lang, 'tracking');
  const mobile = '0861000020';
  await signUpAt(page, '/uppack/step1', lang, 375);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('step1.title'));
  await verify(page, lang, mobile, mobile, 'verify.mobile');

  await expect(page).toHaveURL(/\/uppack\/step2$/, { timeout: 15_000 });
  const current = page.getByTestId('clm-current');
  await expect(current.getByTestId('clm-number')).toHaveText('086-XXX-0020', { timeout: 15_000 });
  await expect(current.getByTestId('clm-current-package')).toHaveText('5G เน็ตคุ้ม 499');
  await expect(page.getByTestId('clm-on-top')).toContainText('ดู YouTube ไม่อั้น');
  // Refused packages are greyed with the reason.
  await expect(page.getByTestId('clm-package-PP599-4G').getByTestId('clm-refused')).toHaveText(c('reasons.family_not_allowed'));
  await expect(page.getByTestId('clm-package-PP499-5G').getByTestId('clm-refused')).toHaveText(c('reasons.current_package'));
  await page
    .getByTestId('clm-package-PP699-5G')
    .getByRole('button', { name: c('packages.choose') })
    .click();

  await expect(page).toHaveURL(/\/uppack\/step3\?package=PP699-5G$/);
  await expect(page.getByTestId('clm-to')).toHaveText('5G แม็กซ์สปีด 699');
  await expect(page.getByTestId('clm-diff')).toHaveText(c('money.more', { price: '200.00' }));
  await page.getByLabel(c('step3.now')).check();
  await page.getByTestId('clm-confirm').click();
  await expect(page.getByRole('alert')).toHaveText(c('errors.terms_required'));
  await page.getByLabel(c('step3.accept')).check();
  await page.getByTestId('clm-confirm').click();

  await expect(page).toHaveURL(/\/uppack\/success\?order=/, { timeout: 15_000 });
  const orderNumber = (await page.getByTestId('clm-order-number').textContent())!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByTestId('clm-track').click();
  await expect(page).toHaveURL(/\/profile\/tracking\/[^/]+$/);
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText(orderNumber, { timeout: 15_000 });
  await expect(detail).toContainText('5G แม็กซ์สปีด 699');
  // Effective now: the subscriber system applies it within its sweep, the order completes.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveText(tr('status.completed'), { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
});

test('a subscriber adds and removes a mobile add-on (English, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const c = texts(lang, 'clm');
  await signUpAt(page, '/clm/tmvhvas', lang, 1280);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('vas.tmvhTitle'));
  await verify(page, lang, '0861000022', '0861000022', 'verify.mobile');
  await expect(page.getByTestId('clm-vas-target')).toHaveText('086-XXX-0022', { timeout: 15_000 });
  await expect(page.getByTestId('clm-vas-VAS-CALLER-TUNE').getByTestId('clm-vas-on')).toBeVisible();
  const item = page.getByTestId('clm-vas-VAS-TRUEID-PLUS');
  await expect(item).toContainText('99.00 baht/month');
  await item.getByTestId('clm-vas-add').click();
  await expect(item).toContainText(c('vas.confirmAdd', { name: 'TrueID+ movies and series', price: '99.00 baht/month' }));
  await item.getByTestId('clm-vas-confirm').click();
  await expect(page.getByTestId('clm-vas-done')).toContainText('TrueID+ movies and series added', { timeout: 15_000 });
  await expect(item.getByTestId('clm-vas-on')).toBeVisible();
  await item.getByTestId('clm-vas-remove').click();
  await item.getByTestId('clm-vas-confirm').click();
  await expect(page.getByTestId('clm-vas-done')).toContainText('TrueID+ movies and series removed', { timeout: 15_000 });
  await expect(item.getByTestId('clm-vas-on')).toHaveCount(0);
  await expect(item.getByTestId('clm-vas-add')).toBeVisible();
});

test('a home-internet add-on after the OTP to the account’s contact mobile', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const c = texts(lang, 'clm');
  await signUpAt(page, '/clm/tolvas', lang, 1280);
  // A wrong account number is refused on the page.
  await page.getByTestId('clm-verify').getByLabel(c('verify.account')).fill('1234');
  await page
    .getByTestId('clm-verify')
    .getByRole('button', { name: c('verify.sendOtp') })
    .click();
  await expect(page.getByTestId('clm-verify').getByRole('alert')).toHaveText(c('errors.tol_account_invalid'));
  await verify(page, lang, '9600000001', '0861000030', 'verify.account');
  await expect(page.getByTestId('clm-vas-target')).toHaveText('96XXXX0001', { timeout: 15_000 });
  await expect(page.getByTestId('clm-vas-TOL-MESH').getByTestId('clm-vas-on')).toBeVisible();
  const item = page.getByTestId('clm-vas-TOL-TV-BOX');
  await item.getByTestId('clm-vas-add').click();
  await item.getByTestId('clm-vas-confirm').click();
  await expect(item.getByTestId('clm-vas-on')).toBeVisible({ timeout: 15_000 });
});

test('a preview ends in its call to action, with sample data only', async ({ page }) => {
  const lang = 'th';
  const c = texts(lang, 'clm');
  await page.goto('/preview/uppack/step1');
  await expect(page.getByTestId('clm-preview-ribbon')).toContainText(c('preview.badge'));
  await page.getByTestId('clm-preview-next').click();
  await expect(page).toHaveURL(/\/preview\/uppack\/step2$/);
  await expect(page.getByTestId('clm-number')).toHaveText('08X-XXX-XXXX', { timeout: 15_000 });
  await page
    .getByTestId('clm-package-PP699-5G')
    .getByRole('button', { name: c('packages.choose') })
    .click();
  await expect(page).toHaveURL(/\/preview\/uppack\/step3\?package=PP699-5G$/);
  await expect(page.getByTestId('clm-confirm')).toHaveCount(0);
  await page
    .getByTestId('clm-preview-cta')
    .getByRole('link', { name: c('preview.cta.mobile.button') })
    .click();
  await expect(page).toHaveURL(/\/prepaid-and-postpaid-sim$/);

  await page.goto('/preview/tolvas?lang=en');
  const e = texts('en', 'clm');
  await expect(page.getByTestId('clm-preview-ribbon')).toContainText(e('preview.badge'));
  await expect(page.getByTestId('clm-vas-TOL-MESH').getByTestId('clm-vas-on')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('clm-vas-add')).toHaveCount(0);
  await page
    .getByTestId('clm-preview-cta')
    .getByRole('link', { name: e('preview.cta.home.button') })
    .click();
  await expect(page).toHaveURL(/\/trueonline\/coverage$/);
});

test('the signed-in owner of a number skips the OTP', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const c = texts(lang, 'clm');
  const mobile = '0861000025';
  await signUpAt(page, '/uppack/step1', lang, 1280);
  // Not proved yet: the owner path says to use the OTP.
  await page.getByTestId('clm-verify').getByLabel(c('verify.mobile')).fill(mobile);
  await page.getByTestId('clm-my-number').click();
  await expect(page.getByTestId('clm-verify-error')).toHaveText(c('errors.not_your_number'));
  await verify(page, lang, mobile, mobile, 'verify.mobile');
  await expect(page).toHaveURL(/\/uppack\/step2$/, { timeout: 15_000 });
  // Later, in a new tab of the same browser: "this is my number" needs no code.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/uppack/step1?lang=en');
  await page.getByTestId('clm-verify').getByLabel(c('verify.mobile')).fill(mobile);
  await page.getByTestId('clm-my-number').click();
  await expect(page).toHaveURL(/\/uppack\/step2$/, { timeout: 15_000 });
  await expect(page.getByTestId('clm-number')).toHaveText('086-XXX-0025', { timeout: 15_000 });
});
