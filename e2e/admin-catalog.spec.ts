import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { OPERATOR_TOKEN } from './support/env';
import { expect, test, saveScreenshot } from './support/fixtures';

/** The console's catalogue, part C (issue 20, docs/decisions/042): product pictures and flash sales, in Thai and English. */
const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const shot = (page: Page, name: string) => saveScreenshot(page, `test-results/admin-catalog-${name}.png`, { fullPage: true });
let staffCount = 0;

async function signInAs(page: Page, roles: string[], lang: 'th' | 'en') {
  const email = `${roles.join('-')}-cat-${Date.now().toString(36)}-${++staffCount}@staff.example`;
  const password = 'a long staff password';
  const made = await page.request.post('/api/staff/accounts', { headers: auth, data: { email, display_name: roles.join(' '), password, roles } });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto(`/admin/?lang=${lang}#/login`);
  await page.locator('input[name=username]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page.getByTestId('staff-roles')).toBeVisible({ timeout: 15_000 });
}

test('a merchandiser uploads a product picture and the product page shows it (Thai, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, ['merchandiser'], 'th');
  const variants = (await (await page.request.get('/api/admin/variants?limit=1')).json()) as { data: { items: { id: number; product_id: number; color: string }[] } };
  const variant = variants.data.items[0];
  await page.goto(`/admin/#/variants/${variant.id}`);
  await expect(page.getByText('รูปสินค้า', { exact: true })).toBeVisible({ timeout: 15_000 });
  // A file that is not a picture is refused with a message in Thai.
  await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'รูปต้องเป็นไฟล์ JPEG, PNG หรือ WebP' }).first()).toBeVisible({ timeout: 15_000 });
  const png = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#e4002b' } })
    .png()
    .toBuffer();
  await page.locator('input[type=file]').setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/อัปโหลดโดย/)).toBeVisible({ timeout: 15_000 });
  await shot(page, 'image-th-1280');

  await page.goto(`/online-store/item/${variant.product_id}`);
  const picture = page.locator(`img[src*="/product-images/${variant.product_id}/"]`).first();
  await expect(picture).toBeVisible({ timeout: 15_000 });
  // The uploaded picture is 800 px wide (the generated SVG is 400).
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBe(800);
  await shot(page, 'product-th-1280');
});

test('a merchandiser edits a flash sale’s quota and the flash-sale page follows (English, 375 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 900 });
  await signInAs(page, ['merchandiser'], 'en');
  await page.goto('/admin/#/flash-sales/store-flash');
  const quota = page.getByLabel('Quota', { exact: false }).first();
  await expect(quota).toBeVisible({ timeout: 15_000 });
  const sale = (await (await page.request.get('/api/admin/flash-sales/store-flash')).json()) as { data: { items: { variant_id: number; quota: number; sold: number }[] } };
  const first = sale.data.items[0];
  await quota.fill('123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/updated/i).first()).toBeVisible({ timeout: 15_000 });
  await shot(page, 'flash-en-375');
  const current = (await (await page.request.get('/api/flash-sales/current')).json()) as { data: { items: { variant_id: number; remaining?: number; quota?: number }[] } };
  const shown = current.data.items.find((i) => i.variant_id === first.variant_id);
  expect(JSON.stringify(shown)).toContain(String(123 - first.sold));
  const after = (await (await page.request.get('/api/admin/flash-sales/store-flash')).json()) as { data: { items: { quota: number }[] } };
  expect(after.data.items[0].quota).toBe(123);
  await page.goto('/online-store/shop/flash-sale?lang=en');
  await expect(page.getByText(new RegExp(`${123 - first.sold}\\D+123`)).first()).toBeVisible({ timeout: 15_000 });
  await shot(page, 'flash-page-en-375');
});
