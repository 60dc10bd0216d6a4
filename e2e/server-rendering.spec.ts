import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { texts } from './support/locales';

/** Server rendering (docs/decisions/013): the HTML paints the page, the browser hydrates it without errors. */

const PRODUCT = '/smartphones/apple/iphone-17-pro-max';

/** Console errors and uncaught errors of the page (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and a product page are already there, in Thai and in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: texts('th', 'home')('heading') })).toBeAttached();
    await expect(page.getByRole('banner').getByRole('link', { name: texts('th', 'layout')('login') })).toBeVisible();
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: texts('en', 'home')('heading') })).toBeAttached();
    await page.goto(`${PRODUCT}?lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'iPhone 17 Pro Max' })).toBeVisible();
    await expect(page.getByRole('link', { name: texts('en', 'catalog')('home'), exact: true })).toBeVisible();
  });
});

test('the home page and a product page hydrate without errors, and react to clicks afterwards', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: texts('en', 'home')('heading') })).toBeAttached();

  // The switch set the lang cookie: the server now renders English without a query.
  expect(await (await page.request.get('/')).text()).toContain(`>${texts('en', 'home')('heading')}</h1>`);

  await page.goto(PRODUCT);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'iPhone 17 Pro Max' })).toBeVisible();
  await expect(page.getByTestId('price').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a choice kept only in storage (no cookie) wins over the Thai the server rendered', async ({ page, context }) => {
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.clearCookies();
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: texts('en', 'home')('heading') })).toBeAttached();
  expect(errors).toEqual([]);
});
