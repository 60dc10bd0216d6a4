import type { Page } from '@playwright/test';
import { expect, recordStoreEvents, storeEvents, test } from './support/fixtures';
import { texts, type Lang } from './support/locales';

/** Language rules of spec 2 (the lang query) and spec 4 (the language switch). */

const html = (page: Page) => page.locator('html');

/** A header string of the given language is on screen (the guest's log in link) and the other's is not. */
async function expectUiIn(page: Page, lang: Lang) {
  const other: Lang = lang === 'th' ? 'en' : 'th';
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: texts(lang, 'layout')('login') })).toBeVisible();
  await expect(header.getByRole('link', { name: texts(other, 'layout')('login') })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: texts(lang, 'home')('heading') })).toBeAttached();
}

test.describe('language', () => {
  test('Thai by default', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'th');
    await expectUiIn(page, 'th');
    await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  });

  test('?lang=EN gives English (the value is lowercased)', async ({ page, request }) => {
    // The server already sends <html lang="en"> for the first paint.
    expect(await (await request.get('/?lang=EN')).text()).toContain('<html lang="en">');
    await page.goto('/?lang=EN');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expectUiIn(page, 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('?lang=fr (anything but th or en) gives Thai, even when English was stored', async ({ page, request }) => {
    expect(await (await request.get('/?lang=fr')).text()).toContain('<html lang="th">');
    await page.goto('/?lang=en');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await page.goto('/?lang=fr');
    await expect(html(page)).toHaveAttribute('lang', 'th');
    await expectUiIn(page, 'th');
  });

  test('the header switch sets <html lang>, fires language-changed and persists across reload', async ({ page }) => {
    await recordStoreEvents(page, ['language-changed']);
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'th');
    const switchGroup = page.getByRole('banner').getByRole('group', { name: texts('th', 'layout')('language') });
    await expect(switchGroup.getByRole('button', { name: 'ภาษาไทย' })).toHaveAttribute('aria-pressed', 'true');

    await switchGroup.getByRole('button', { name: 'English' }).click();
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expectUiIn(page, 'en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    expect(await storeEvents(page)).toEqual([{ name: 'language-changed', detail: { lang: 'en' } }]);

    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expectUiIn(page, 'en');
    const enGroup = page.getByRole('banner').getByRole('group', { name: texts('en', 'layout')('language') });
    await expect(enGroup.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    // And back to Thai.
    await enGroup.getByRole('button', { name: 'ภาษาไทย' }).click();
    await expect(html(page)).toHaveAttribute('lang', 'th');
    await expectUiIn(page, 'th');
    expect(await storeEvents(page)).toEqual([{ name: 'language-changed', detail: { lang: 'th' } }]);
    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'th');
  });

  for (const lang of ['th', 'en'] as const) {
    test(`the chrome's texts come as JSON in the page language only, not in the scripts (${lang})`, async ({ page }) => {
      const other: Lang = lang === 'th' ? 'en' : 'th';
      const locales: string[] = [];
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url()).pathname;
        if (url.includes('/locales/')) locales.push(url);
        // A body still arriving when the test ends is not read (no unhandled rejection then).
        if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
      });
      await page.goto(`/?lang=${lang}`);
      await expectUiIn(page, lang);
      await page.waitForLoadState('networkidle');
      expect(locales.filter((url) => /\/(common|layout|dialog)\.json$/.test(url)).map((url) => url.split('/').slice(-2).join('/'))).toEqual(
        expect.arrayContaining([`${lang}/common.json`, `${lang}/layout.json`, `${lang}/dialog.json`]),
      );
      expect(locales.filter((url) => url.includes(`/${other}/`))).toEqual([]);
      // The header's texts of neither language are in the JavaScript any more (apps/web/src/lib/i18n.ts).
      const code = (await Promise.all(scripts)).join('\n');
      for (const l of ['th', 'en'] as const) expect(code).not.toContain(texts(l, 'layout')('searchPlaceholder'));
    });
  }

  test("a failed fetch of the chrome's texts is tried again, and the page renders in its language", async ({ page }) => {
    let failed = 0;
    await page.route('**/locales/*/th/layout.json', async (route) => {
      if (failed++ === 0) return route.abort('connectionreset');
      return route.continue();
    });
    // A client-rendered page (no server HTML to fall back on): the chrome comes only from the fetched texts.
    await page.goto('/cart');
    await expectChrome(page, 'th');
    expect(failed).toBeGreaterThanOrEqual(2);
  });
});

/** The header's log-in link and search box in `lang` (the texts of the layout namespace). */
async function expectChrome(page: Page, lang: Lang) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: texts(lang, 'layout')('login') })).toBeVisible();
  await expect(header.getByRole('searchbox', { name: texts(lang, 'layout')('searchLabel') })).toBeVisible();
}
