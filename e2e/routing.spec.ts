import { expect, test } from './support/fixtures';
import { texts } from './support/locales';

/** Routing rules of spec 2: unknown paths go home, scroll resets when the route name changes. */

const home = texts('th', 'home');

test('an unknown path lands on home', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { level: 1, name: home('heading') })).toBeAttached();
  await expect(page.getByRole('heading', { name: home('journeysTitle') })).toBeVisible();
});

test('a known spec route is kept, not sent home', async ({ page }) => {
  await page.goto('/tracking');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/tracking');
  await expect(page.getByRole('heading', { level: 1, name: home('heading') })).toHaveCount(0);
});

test('scroll resets to the top when navigating to another route', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __spa: boolean }).__spa = true;
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  // An in-app link at the bottom of the page (footer sitemap) to another route.
  const link = footer.locator('a[href^="/"]:not([href="/"])').filter({ visible: true }).first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(href, page.url()).pathname);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // It was a client-side navigation (the router), not a full page load.
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
});
