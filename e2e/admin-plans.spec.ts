import type { Page } from '@playwright/test';
import { OPERATOR_TOKEN } from './support/env';
import { expect, test, saveScreenshot } from './support/fixtures';

/** The operator console's packages and menus (issue 20 part D) in Thai and English. */
const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const shot = (page: Page, name: string) => saveScreenshot(page, `test-results/admin-plans-${name}.png`, { fullPage: true });
let staffCount = 0;

/** A staff account with these roles (made with the operator token), signed in to the console in `lang`. */
async function signInAs(page: Page, roles: string[], lang: 'th' | 'en') {
  const email = `${roles.join('-')}-plans-${Date.now().toString(36)}-${++staffCount}@staff.example`;
  const password = 'a long staff password';
  const made = await page.request.post('/api/staff/accounts', { headers: auth, data: { email, display_name: roles.join(' '), password, roles } });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto(`/admin/?lang=${lang}#/login`);
  await page.locator('input[name=username]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page.getByTestId('staff-roles')).toBeVisible({ timeout: 15_000 });
}

test("a merchandiser changes a SIM package's price and the storefront's package list shows it (English, 1280 px)", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, ['merchandiser'], 'en');
  const shelf = (await (await page.request.get('/api/sim/packages?sim_type=postpaid&section=wemall')).json()) as { data: { id: number; nas_code: string }[] };
  const pkg = shelf.data[0];
  await page.getByRole('menu').getByRole('menuitem', { name: 'SIM packages' }).click();
  await page.getByLabel('Search').fill(pkg.nas_code);
  // The search is applied after a pause; wait until only that package is listed, then open it.
  await expect(page.getByRole('row')).toHaveCount(2, { timeout: 15_000 });
  await page.getByRole('cell', { name: pkg.nas_code, exact: true }).click();
  const price = page.getByRole('spinbutton', { name: 'Price', exact: true });
  await expect(price).toBeVisible({ timeout: 15_000 });
  await price.fill('567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'sim-package-en-1280');

  await page.goto('/packages?lang=en');
  await expect(page.getByText(/567/).first()).toBeVisible({ timeout: 15_000 });
});

test('an editor edits a main-menu entry, previews it in both languages and publishes it (Thai, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, ['content_editor'], 'th');
  await page.goto('/admin/#/content/main-menu');
  const title = page.locator('input[name="draft.0.title.th"]');
  await expect(title).toBeVisible({ timeout: 15_000 });
  // Submenus are drawn as nested lists.
  await expect(page.locator('input[name="draft.0.sub_menu.0.title.th"]').or(page.locator('input[name="draft.1.sub_menu.0.title.th"]')).first()).toBeAttached();
  await title.fill('ดีลเด็ดประจำสัปดาห์');
  await page.locator('input[name="draft.0.title.en"]').fill('Deals of the week');
  await expect(page.getByTestId('content-preview-th')).toContainText('ดีลเด็ดประจำสัปดาห์');
  await expect(page.getByTestId('content-preview-en')).toContainText('Deals of the week');
  await page.getByRole('button', { name: 'บันทึกฉบับร่าง' }).click();
  await expect(page.getByRole('button', { name: 'เผยแพร่' })).toBeVisible({ timeout: 15_000 });
  const before = (await (await page.request.get('/api/content/main-menu')).json()) as { data: { title: { th: string } }[] };
  expect(before.data[0].title.th).not.toBe('ดีลเด็ดประจำสัปดาห์');
  await shot(page, 'main-menu-th-1280');
  await page.getByRole('button', { name: 'เผยแพร่' }).click();
  await expect(page.getByText('เผยแพร่แล้ว ลูกค้าเห็นทันที')).toBeVisible({ timeout: 15_000 });
  await page.goto('/');
  await expect(page.getByText('ดีลเด็ดประจำสัปดาห์').first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/?lang=en');
  await expect(page.getByText('Deals of the week').first()).toBeVisible({ timeout: 15_000 });
});
