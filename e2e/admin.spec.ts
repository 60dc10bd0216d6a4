import type { Page } from '@playwright/test';
import { expect, test, saveScreenshot } from './support/fixtures';
import { signInToConsole } from './support/console';

/** The operator console (issue 20, docs/decisions/040) in Thai and English. */
const shot = (page: Page, name: string) => saveScreenshot(page, `test-results/admin-${name}.png`, { fullPage: true });

test('a merchandiser changes a price and the storefront shows it (Thai, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, ['merchandiser'], 'th');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'สินค้าและราคา' })).toBeVisible();
  // The menu shows only what the role allows; the server refuses the rest.
  await expect(menu.getByRole('menuitem', { name: 'คลังเบอร์' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/numbers')).status()).toBe(403);

  await menu.getByRole('menuitem', { name: 'สินค้าและราคา' }).click();
  const variants = (await (await page.request.get('/api/admin/variants?limit=1')).json()) as { data: { items: { id: number; product_id: number; sku: string }[] } };
  const variant = variants.data.items[0];
  await page.getByRole('cell', { name: variant.sku, exact: true }).click();
  const price = page.getByLabel('ราคา', { exact: true });
  await expect(price).toBeVisible({ timeout: 15_000 });
  await price.fill('12345');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('บันทึกแล้ว')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'variants-th-1280');

  await page.goto(`/online-store/item/${variant.product_id}`);
  await expect(page.getByText(/12,345/).first()).toBeVisible({ timeout: 15_000 });
});

test('a number-pool manager imports a CSV with bad rows and sees them reported (English, 768 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInToConsole(page, ['number_pool_manager'], 'en');
  await page.goto('/admin/#/numbers');
  await expect(page.getByText('Import from CSV')).toBeVisible({ timeout: 15_000 });
  const csv = ['number,class,price', '0612377001,normal,1990', '0812377002,,', '12345,normal,100', '0612377001,normal,100', '0912377003,platinum,100'].join('\n');
  await page.getByTestId('csv-file').setInputFiles({ name: 'numbers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview' }).click();
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('Checked 5 rows: 2 can be imported, 3 have problems', { timeout: 15_000 });
  await expect(report.getByRole('row', { name: /4\s+12345\s+A number is 10 digits starting 06, 08 or 09/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /5\s+0612377001\s+The number is in the file twice/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /6\s+0912377003\s+Unknown number class/ })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(report).toContainText('Imported 2 of 5 rows; 3 rows were not imported', { timeout: 15_000 });
  await shot(page, 'numbers-import-en-768');
  const found = (await (await page.request.get('/api/admin/numbers/0612377001')).json()) as { data: { status: string; price: number } };
  expect(found.data).toMatchObject({ status: 'available', price: 199000 });
});

test('an editor previews a banner in both languages and publishes it (Thai, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, ['content_editor'], 'th');
  await page.goto('/admin/#/content/home-banners');
  const title = page.locator('input[name="draft.0.title.th"]');
  await expect(title).toBeVisible({ timeout: 15_000 });
  await title.fill('โปรส่งท้ายปี ลดทั้งร้าน');
  await page.locator('input[name="draft.0.title.en"]').fill('Year-end sale on everything');
  await expect(page.getByTestId('content-preview-th')).toContainText('โปรส่งท้ายปี ลดทั้งร้าน');
  await expect(page.getByTestId('content-preview-en')).toContainText('Year-end sale on everything');
  await page.getByRole('button', { name: 'บันทึกฉบับร่าง' }).click();
  await expect(page.getByRole('button', { name: 'เผยแพร่' })).toBeVisible({ timeout: 15_000 });
  // A draft is not visible to shoppers.
  const before = (await (await page.request.get('/api/content/home-banners')).json()) as { data: { title: { th: string } }[] };
  expect(before.data[0].title.th).not.toBe('โปรส่งท้ายปี ลดทั้งร้าน');
  await shot(page, 'content-draft-th-1280');
  await page.getByRole('button', { name: 'เผยแพร่' }).click();
  await expect(page.getByText('เผยแพร่แล้ว ลูกค้าเห็นทันที')).toBeVisible({ timeout: 15_000 });
  await page.goto('/');
  await expect(page.getByText('โปรส่งท้ายปี ลดทั้งร้าน').first()).toBeVisible({ timeout: 15_000 });
});

test('an admin changes a config object and reverts it in one click (English, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, ['admin'], 'en');
  await page.goto('/admin/#/config/coupon');
  const limit = page.locator('input[name="value.sync_limit"]');
  await expect(limit).toBeVisible({ timeout: 15_000 });
  const original = await limit.inputValue();
  await limit.fill('42');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible({ timeout: 15_000 });
  const versions = page.getByTestId('config-versions');
  await expect(versions.getByTestId('config-version-1')).toContainText('"sync_limit":42', { timeout: 15_000 });
  expect(((await (await page.request.get('/api/config/coupon')).json()) as { data: { sync_limit: number } }).data.sync_limit).toBe(42);
  await shot(page, 'config-en-1280');
  // Back to the default (version 0): a new version, and the store reads the old value again.
  await versions
    .getByRole('row', { name: /The default/ })
    .getByRole('button', { name: 'Revert to this' })
    .click();
  await expect(versions.getByTestId('config-version-2')).toContainText('revert to version 0', { timeout: 15_000 });
  await expect(limit).toHaveValue(original, { timeout: 15_000 });
  expect(String(((await (await page.request.get('/api/config/coupon')).json()) as { data: { sync_limit: number } }).data.sync_limit)).toBe(original);
});

// Every list of the console (apps/admin/src/resources/registry.ts).
const LISTS =
  'variants products sim-packages sim-diy-options hi-packages hi-coverage appointment-slots appointment-rosters numbers numerology content shops campaigns flash-sales orders coupons leads appointments portings conversions ekyc audit config staff'.split(
    ' ',
  );

test('on a phone every console list keeps to the screen, and a wide table scrolls in its own box (Thai, 375 px)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInToConsole(page, ['admin'], 'th');
  for (const name of LISTS) {
    await page.goto(`/admin/?lang=th#/${name}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.RaLayout-content')).toBeVisible();
    const [pageWidth, screen] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(pageWidth, `the ${name} list is no wider than the screen`).toBeLessThanOrEqual(screen);
  }
  // The product list is wider than a phone: its table scrolls sideways inside its box, and the search box stays on screen.
  await page.goto('/admin/?lang=th#/products');
  const wrapper = page.locator('.RaDataTable-tableWrapper');
  await expect(wrapper.getByRole('row').nth(1)).toBeVisible();
  expect(await wrapper.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto')).toBe(true);
  const search = (await page.getByRole('textbox').first().boundingBox())!;
  expect(search.x + search.width).toBeLessThanOrEqual(375);
});
