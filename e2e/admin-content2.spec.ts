import type { Page } from '@playwright/test';
import { expect, test, saveScreenshot } from './support/fixtures';
import { signInToConsole } from './support/console';

/** The console's numerology tables and the catalogue's SEO texts through content drafts (issue 20; decision 045), in Thai and English. */
const shot = (page: Page, name: string) => saveScreenshot(page, `test-results/admin-content2-${name}.png`, { fullPage: true });
/** Opens a console page by its hash route (the console is one document; no reload). */
const open = (page: Page, route: string) => page.evaluate((hash) => void (window.location.hash = hash), route);

type Numerology = { version: number; data: { pairs: { pair: string; meaning: { th: string; en: string } }[] } };
const numerology = async (page: Page) => ((await (await page.request.get('/api/fortune/numerology')).json()) as { data: Numerology }).data;

test('an admin edits a pair meaning in the numerology tables, saves a version and brings the old one back (Thai, 1280 px)', async ({ page }) => {
  test.setTimeout(300_000);
  await signInToConsole(page, ['admin'], 'th', { timeout: 60_000 });
  const before = await numerology(page);
  const index = before.data.pairs.findIndex((p) => p.pair === '24');
  await open(page, '#/numerology');
  await expect(page.getByTestId('numerology-version')).toContainText(`ใช้งานฉบับที่ ${before.version}`, { timeout: 150_000 });
  await page.getByTestId('numerology-pairs-group-2').click();
  const meaning = page.locator(`textarea[name="data.pairs.${index}.meaning.th"]`);
  await expect(meaning).toBeVisible({ timeout: 60_000 });
  await meaning.fill('เสน่ห์และการเจรจา (แก้โดยผู้ดูแล)');
  await shot(page, 'numerology-th-1280');
  await page.getByRole('button', { name: 'บันทึกและคำนวณคะแนนใหม่' }).click();
  await expect(page.getByText(`บันทึกฉบับที่ ${before.version + 1} แล้ว`)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('numerology-version')).toContainText(`ใช้งานฉบับที่ ${before.version + 1}`, { timeout: 60_000 });
  const saved = await numerology(page);
  expect(saved.data.pairs[index].meaning.th).toBe('เสน่ห์และการเจรจา (แก้โดยผู้ดูแล)');

  // The earlier version comes back as a new one.
  await page.getByTestId(`numerology-version-${before.version}`).getByRole('button', { name: 'นำกลับมาใช้' }).click();
  await expect(page.getByTestId('numerology-version')).toContainText(`ใช้งานฉบับที่ ${before.version + 2}`, { timeout: 60_000 });
  expect((await numerology(page)).data.pairs[index].meaning).toEqual(before.data.pairs[index].meaning);
});

test('an editor changes a store list’s SEO text, previews it in both languages and the storefront shows it after publish (English, 1280 px)', async ({ page }) => {
  test.setTimeout(300_000);
  await signInToConsole(page, ['content_editor'], 'en', { timeout: 60_000 });
  const doc = (await (await page.request.get('/api/admin/content/seo-texts')).json()) as { data: { published: { slug: string }[] } };
  const index = doc.data.published.findIndex((s) => s.slug === 'smartphones');
  await open(page, '#/content/seo-texts');
  const titleEn = page.locator(`input[name="draft.${index}.title.en"]`);
  await expect(titleEn).toBeVisible({ timeout: 60_000 });
  await titleEn.fill('Phones of the season');
  await page.locator(`input[name="draft.${index}.title.th"]`).fill('มือถือประจำฤดูกาล');
  await expect(page.getByTestId('content-preview-en')).toContainText('Phones of the season', { timeout: 30_000 });
  await expect(page.getByTestId('content-preview-th')).toContainText('มือถือประจำฤดูกาล', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible({ timeout: 60_000 });
  // A draft: shoppers still see the old title.
  const list = async () => ((await (await page.request.get('/api/store-lists/smartphones')).json()) as { data: { title: { en: string } } }).data;
  expect((await list()).title.en).not.toBe('Phones of the season');
  await shot(page, 'seo-texts-en-1280');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: shoppers see it now')).toBeVisible({ timeout: 60_000 });

  await page.goto('/online-store/list/smartphones?lang=en', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Phones of the season' })).toBeVisible({ timeout: 60_000 });
  await page.goto('/online-store/list/smartphones?lang=th', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'มือถือประจำฤดูกาล' })).toBeVisible({ timeout: 60_000 });
});
