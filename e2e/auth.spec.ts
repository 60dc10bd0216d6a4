import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { idpMessages } from '../apps/server/src/modules/identity/idp/messages';
import { expect, test } from './support/fixtures';
import { texts } from './support/locales';
import { signUp } from './support/sign-up';

/**
 * Issue 3 in the browser: sign up and log in through the embedded OpenID Connect provider, the header
 * with avatar and name, an address found by its postcode, the default address, English, and a logout
 * in one tab that signs the other tab out.
 */

const layout = texts('th', 'layout');
const address = texts('th', 'address');
const addressEn = texts('en', 'address');
const idp = idpMessages('th');

/** No serious or critical axe violation in the given part of the page. */
async function expectAccessible(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const serious = (await builder.analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function uniquePhone(): string {
  return `09${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

async function fillProvider(page: Page, fields: { name?: string; login: string; password: string }) {
  if (fields.name !== undefined) await page.getByLabel(idp.name, { exact: true }).fill(fields.name);
  await page.getByLabel(idp.login, { exact: true }).fill(fields.login);
  await page.getByLabel(idp.password, { exact: true }).fill(fields.password);
}

async function addAddress(page: Page, a: { name: string; phone: string; line: string; postcode: string; district?: string; subdistrict: string }) {
  await page.getByRole('button', { name: address('add') }).click();
  const dialog = page.getByRole('dialog', { name: address('addTitle') });
  await dialog.getByLabel(address('fields.recipient_name'), { exact: true }).fill(a.name);
  await dialog.getByLabel(address('fields.phone'), { exact: true }).fill(a.phone);
  await dialog.getByLabel(address('fields.address_line'), { exact: true }).fill(a.line);
  await dialog.getByLabel(address('fields.postcode'), { exact: true }).fill(a.postcode);
  // The postcode fills the province; the district and subdistrict choices are the postcode's own.
  if (a.district) await dialog.getByLabel(address('fields.district'), { exact: true }).selectOption({ label: a.district });
  const subdistrict = dialog.getByLabel(address('fields.subdistrict'), { exact: true });
  await expect(subdistrict.locator('option', { hasText: a.subdistrict })).toBeAttached();
  await subdistrict.selectOption({ label: a.subdistrict });
  await dialog.getByRole('button', { name: address('save') }).click();
  await expect(dialog).toBeHidden();
}

test('a guest who opens a profile page is sent home', async ({ page }) => {
  for (const path of ['/profile', '/profile/detail', '/profile/edit', '/profile/address']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test("a guest's page leaves the sign-in keeper's code out, and follows a sign-up made in another tab", async ({ page, context }) => {
  // The keeper's chunk, by the build's manifest (its file name is a hash).
  const manifest = JSON.parse(readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string }>;
  const keeper = manifest['src/features/auth/auth-sync.tsx'].file;
  const asked = (p: Page) => {
    const urls: string[] = [];
    p.on('request', (request) => urls.push(new URL(request.url()).pathname));
    return urls;
  };
  const guestAsked = asked(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(guestAsked.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
  expect(guestAsked.filter((url) => url.endsWith(keeper))).toEqual([]);

  // Another tab signs up: the guest's tab shows the shopper (the login broadcast), then keeps the session with the keeper.
  const other = await context.newPage();
  await other.goto('/');
  await signUp(other, 'แท็บ สอง');
  await expect(page.getByTestId('account')).toContainText('แท็บ สอง', { timeout: 10_000 });
  await expect.poll(() => guestAsked.filter((url) => url.endsWith(keeper)).length).toBe(1);
});

test('sign up, log in, add an address by postcode, make it default, see it in English, log out in one tab and the other follows', async ({ page, context }) => {
  test.setTimeout(120_000);
  const phone = uniquePhone();
  const password = 'Sunflower42x';
  const name = 'สมชาย ทดสอบ';

  // Sign up from the header: the provider's own page, Thai by default.
  await page.goto('/');
  await page
    .getByRole('link', { name: layout('signup') })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: idp.signupTitle })).toBeVisible();
  await fillProvider(page, { name, login: '0712345678', password: 'password1' });
  await page.getByRole('button', { name: idp.submitSignup }).click();
  await expect(page.getByText(idp.phone_invalid)).toBeVisible();
  await expect(page.getByText(idp.password_too_common)).toBeVisible();
  await expectAccessible(page);
  await fillProvider(page, { name, login: phone, password });
  await page.getByRole('button', { name: idp.submitSignup }).click();

  // Back in the store, signed in: avatar and name in the header, no login code left in the URL.
  const account = page.getByTestId('account');
  await expect(account).toContainText(name);
  await expect(account.locator('img.avatar')).toBeVisible();
  await expect(page).not.toHaveURL(/login_code/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('store_session');

  // Log out, then log in again with the same account.
  await account.getByRole('button', { name: layout('logout') }).click();
  await expect(page.getByRole('link', { name: layout('login') }).first()).toBeVisible();
  await page
    .getByRole('link', { name: layout('login') })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: idp.loginTitle })).toBeVisible();
  await fillProvider(page, { login: phone, password });
  await page.getByRole('button', { name: idp.submitLogin }).click();
  await expect(page.getByTestId('account')).toContainText(name);

  // Addresses: the first is the default; a second one becomes the default.
  await page.goto('/profile/address');
  await expect(page.getByRole('heading', { level: 1, name: address('title') })).toBeVisible();
  await page.getByRole('button', { name: address('add') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: address('save') })
    .click();
  await expect(page.getByRole('dialog').getByText(address('errors.phone_invalid'))).toBeVisible();
  await expectAccessible(page, '[role=dialog]');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: texts('th', 'dialog')('close') })
    .click();
  await addAddress(page, { name: 'บ้าน', phone: '0812345678', line: '99/1 ถนนสุขุมวิท', postcode: '10110', district: 'คลองเตย', subdistrict: 'คลองตัน' });
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByText(address('defaultBadge'), { exact: true })).toBeVisible();
  await expect(cards.first()).toContainText('แขวงคลองตัน เขตคลองเตย กรุงเทพมหานคร 10110');

  await addAddress(page, { name: 'ที่ทำงาน', phone: '0898765432', line: '5 ถนนนิมมานเหมินท์', postcode: '50200', subdistrict: 'สุเทพ' });
  await expect(cards).toHaveCount(2);
  const office = cards.filter({ hasText: 'ที่ทำงาน' });
  await expect(office.getByText(address('defaultBadge'), { exact: true })).toHaveCount(0);
  await office.getByRole('button', { name: address('setDefault') }).click();
  await expect(office.getByText(address('defaultBadge'), { exact: true })).toBeVisible();
  await expect(cards.filter({ hasText: 'บ้าน' }).getByText(address('defaultBadge'), { exact: true })).toHaveCount(0);

  // English: the same addresses in English.
  await page.getByTestId('language-switch').first().getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: addressEn('title') })).toBeVisible();
  await expect(office).toContainText('Su Thep, Mueang Chiang Mai, Chiang Mai 50200');
  await expect(office.getByText(addressEn('defaultBadge'), { exact: true })).toBeVisible();
  await expect(cards.filter({ hasText: 'บ้าน' })).toContainText('Khlong Tan, Khlong Toei, Bangkok 10110');

  // Two tabs: logging out in one signs the other out too (broadcast), and the server forgets the session.
  // The other tab's scripts come slowly, so the logout arrives before its session keeper's code has
  // loaded: it must still be applied once that code is in.
  const other = await context.newPage();
  await other.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await other.goto('/profile');
  await expect(other.getByTestId('account')).toBeVisible();
  await page
    .getByTestId('account')
    .getByRole('button', { name: texts('en', 'layout')('logout') })
    .click();
  await expect(other.getByTestId('account')).toBeHidden({ timeout: 10_000 });
  await expect(other).toHaveURL(/\/$/);
  expect((await other.request.get('/api/profile')).status()).toBe(401);
});
