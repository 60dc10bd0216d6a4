import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, saveScreenshot } from './support/fixtures';
import { texts } from './support/locales';
import { consoleText, signInToConsole } from './support/console';

/** The console's catalogue (issue 20, docs/decisions/042 and 045): product pages (SEO text, pictures per view) and flash sales, in Thai and English. */
const shot = (page: Page, name: string) => saveScreenshot(page, `test-results/admin-catalog-${name}.png`, { fullPage: true });

/** A text of the console's product pages (apps/admin/src/locales/products.<lang>.json), `%{name}` filled from `values`. */
const productText = (lang: 'th' | 'en', key: string, values?: Record<string, string>) => consoleText(lang, key, { file: 'products', values });

interface ConsoleProduct {
  id: number;
  href: string;
  name: { th: string; en: string };
  variants: { id: number }[];
}

test('a merchandiser edits a product’s SEO text and the storefront’s product page shows it (Thai, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, ['merchandiser'], 'th');
  const list = (await (await page.request.get('/api/admin/products?limit=3')).json()) as { data: { items: ConsoleProduct[] } };
  const product = list.data.items[2];
  // The list finds the product by its Thai name; its row opens the product page.
  await page.goto('/admin/#/products');
  await page.getByLabel('ค้นหา').fill(product.name.th);
  // The search is applied after a pause and put in the address: a row clicked before that (the unfiltered
  // first page has the product too) would be followed by the list's own navigation back to itself.
  await expect(page).toHaveURL(/filter=[^&]*%22q%22/, { timeout: 15_000 });
  const row = page.getByRole('row').filter({ hasText: product.name.th }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  await expect(page.getByRole('heading', { name: productText('th', 'products.seo') })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('picture-1')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'product-page-th-1280');

  const title = `${product.name.th} ราคาดีที่สุด ทดสอบ SEO`;
  const description = 'คำอธิบายใหม่สำหรับการค้นหา ทดสอบจากคอนโซล';
  const titleTh = page.getByLabel(productText('th', 'resources.products.fields.seo_title_th'));
  // Only spaces is not a text: the form says so and nothing is sent.
  await titleTh.fill('   ');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText(productText('th', 'products.not_blank')).first()).toBeVisible();
  await titleTh.fill(title);
  await page.getByLabel(productText('th', 'resources.products.fields.seo_description_th')).fill(description);
  // Before saving, the preview reads as the storefront will in each language: the Thai search result
  // follows the form, the English one keeps the saved title; both end with the store's name.
  await expect(page.getByRole('heading', { name: productText('th', 'products.seo_preview') })).toBeVisible();
  const resultTh = page.getByTestId('product-seo-result-th');
  await expect(resultTh).toContainText(`${title} | ${texts('th', 'catalog')('storeName')}`);
  await expect(resultTh).toContainText(description);
  await expect(resultTh).toContainText(product.href);
  await expect(page.getByTestId('product-seo-result-en')).toContainText(`| ${texts('en', 'catalog')('storeName')}`);
  await expect(page.getByTestId('product-seo-about-en')).toContainText(texts('en', 'catalog')('detail.about', { name: product.name.en }));
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/admin/products/${product.id}`)).json()) as { data: { seo: { title: { th: string } } } }).data.seo.title.th, {
      timeout: 15_000,
    })
    .toBe(title);

  // The storefront's product page (Thai by default): the document title and the meta description.
  await page.goto(product.href);
  await expect(page).toHaveTitle(`${title} | ${texts('th', 'catalog')('storeName')}`, { timeout: 15_000 });
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await shot(page, 'product-seo-th-1280');
});

test('a merchandiser uploads a back-view picture from the product page and the storefront’s gallery shows it (English, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, ['merchandiser'], 'en');
  const list = (await (await page.request.get('/api/admin/products?limit=4')).json()) as { data: { items: ConsoleProduct[] } };
  const product = list.data.items[3];
  const detail = (await (await page.request.get(`/api/admin/products/${product.id}`)).json()) as { data: ConsoleProduct };
  // The variant's page leads to its product page.
  await page.goto(`/admin/#/variants/${detail.data.variants[0].id}`);
  await page.getByRole('link', { name: productText('en', 'products.product_page', { name: product.name.en }) }).click();
  const back = page.getByTestId('picture-1');
  await expect(back).toBeVisible({ timeout: 15_000 });
  await expect(back.getByText(productText('en', 'products.generated'))).toBeVisible();

  // A file that is not a picture is refused with a message in English.
  await page.getByTestId('picture-input-1').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(back.getByRole('alert')).toHaveText('The picture must be a JPEG, PNG or WebP file', { timeout: 15_000 });
  const png = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#e4002b' } })
    .png()
    .toBuffer();
  await page.getByTestId('picture-input-1').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png });
  await expect(back.getByText(/Uploaded by/)).toBeVisible({ timeout: 15_000 });
  await expect(back.getByRole('button', { name: productText('en', 'products.choose', { view: productText('en', 'products.views.1') }) })).toHaveText(
    productText('en', 'products.replace'),
  );
  await expect.poll(() => page.getByTestId('picture-preview-1').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBe(400);
  // The other views still show the generated pictures.
  await expect(page.getByTestId('picture-0').getByText(productText('en', 'products.generated'))).toBeVisible();
  await shot(page, 'product-page-en-1280');

  // The storefront's gallery: the second picture (the back) is the upload, 800 px wide; the first is still generated.
  await page.goto(`${product.href}?lang=en`);
  const main = page.locator('img.gallery__main');
  await expect(main).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await page.getByRole('button', { name: texts('en', 'catalog')('gallery.show', { n: 2 }) }).click();
  await expect(main).toHaveAttribute('src', new RegExp(`/product-images/${product.id}/[a-z-]+/1\\.svg$`));
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(800);
  await shot(page, 'product-gallery-en-1280');
});

test('a merchandiser edits a flash sale’s quota and the flash-sale page follows (English, 375 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 900 });
  await signInToConsole(page, ['merchandiser'], 'en');
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
