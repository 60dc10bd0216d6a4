import type { Page } from '@playwright/test';
import { OPERATOR_TOKEN } from './support/env';
import { expect, test } from './support/fixtures';
import { texts } from './support/locales';

/** The shared chrome of spec 2: cart badge, search, desktop bottom menu bar, mobile drawers. */

const l = texts('th', 'layout');

test.describe('cart badge', () => {
  test('hidden at 0, shows the count after cart-updated and after a reload, hides again at 0', async ({ page }) => {
    await page.goto('/');
    const cart = page.getByTestId('cart-link');
    const badge = page.getByTestId('cart-count');
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAccessibleName(l('cart'));
    await expect(badge).toHaveCount(0);

    // The header subscribes in an effect after its first paint; dispatch until it has heard.
    await expect(async () => {
      await page.evaluate(() => {
        localStorage.setItem('cart-length', '3');
        window.dispatchEvent(new CustomEvent('cart-updated', { detail: { count: 3 } }));
      });
      await expect(badge).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(badge).toHaveText('3');
    await expect(cart).toHaveAccessibleName(l('cartCount_other', { count: 3 }));

    await page.reload();
    await expect(badge).toHaveText('3');

    await page.evaluate(() => {
      localStorage.setItem('cart-length', '0');
      window.dispatchEvent(new CustomEvent('cart-updated', { detail: { count: 0 } }));
    });
    await expect(badge).toHaveCount(0);
    await expect(cart).toHaveAccessibleName(l('cart'));
  });
});

test.describe('search', () => {
  // These tests flip the search config; they must not run beside each other.
  test.describe.configure({ mode: 'serial' });

  const searchBox = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: l('searchLabel') });

  test('empty submit shows the field error, typing clears it; text goes to /online-store?q=', async ({ page }) => {
    await page.goto('/');
    const input = searchBox(page);
    const error = page
      .getByRole('banner')
      .getByRole('alert')
      .filter({ hasText: l('searchEmpty') });

    await input.fill('   ');
    await input.press('Enter');
    await expect(error).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/$/);

    await input.pressSequentially('i');
    await expect(error).toHaveCount(0);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');

    await input.fill('iphone 16');
    await page
      .getByRole('banner')
      .getByRole('button', { name: l('searchSubmit'), exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/online-store');
    expect(new URL(page.url()).searchParams.get('q')).toBe('iphone 16');
    // The text follows q on the list route.
    await expect(searchBox(page)).toHaveValue('iphone 16');

    // ...and is cleared on another route.
    await page
      .getByRole('banner')
      .getByRole('link', { name: l('tracking') })
      .click();
    await expect(page).toHaveURL(/\/tracking$/);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('with the search-result toggle on, text goes to /online-store/search?q=', async ({ page, operator }) => {
    await operator.putConfig('search_result_page', { toggle: true });
    try {
      await page.goto('/');
      await searchBox(page).fill('เบอร์มงคล');
      await searchBox(page).press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/online-store/search');
      expect(new URL(page.url()).searchParams.get('q')).toBe('เบอร์มงคล');
    } finally {
      await operator.resetConfig('search_result_page');
    }
    expect(await operator.getConfig('search_result_page')).toEqual({ toggle: false });
  });
});

test.describe('desktop bottom menu bar', () => {
  const scrollLeft = (page: Page) => page.getByTestId('bottom-menu-scroller').evaluate((el) => Math.round(el.scrollLeft));
  const maxScroll = (page: Page) => page.getByTestId('bottom-menu-scroller').evaluate((el) => el.scrollWidth - el.clientWidth);

  // The menu leaves out entries that lead to coming-soon pages (issue 13), so these tests give it
  // three more built entries (long titles) to overflow the bar whatever is built, and put it back after.
  let seededMenu: unknown;
  test.beforeEach(async ({ request }) => {
    seededMenu = ((await (await request.get('/api/content/main-menu')).json()) as { data: unknown }).data;
    const extra = [
      ['Wi-Fi 7 routers and mesh systems', '/online-store/list/routers'],
      ['Wireless earbuds and headphones', '/online-store/list/earbuds'],
      ['Chargers, cables and power banks', '/online-store/list/chargers'],
    ].map(([en, link]) => ({ title: { th: en, en }, link, show: true, active: true, sub_menu: [] }));
    const put = await request.put('/api/content/main-menu', { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, data: [...(seededMenu as unknown[]), ...extra] });
    expect(put.status(), await put.text()).toBe(200);
  });
  test.afterEach(async ({ request }) => {
    await request.put('/api/content/main-menu', { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, data: seededMenu });
  });

  // At 1280 px and at 1000 px (the narrowest desktop) the seeded menu overflows; each click moves
  // 460 px or to the end, whichever is nearer (how far it overflows depends on the seeded entries).
  for (const width of [1280, 1000]) {
    test(`at ${width} px the arrows scroll 460 px and hide at the ends`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const bar = page.getByTestId('bottom-menu');
      const prev = page.getByTestId('bottom-menu-prev');
      const next = page.getByTestId('bottom-menu-next');
      await expect(bar).toBeVisible();
      // The menu's width changes when the web fonts arrive; measure after that.
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      const box = await bar.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(1280);

      const max = await maxScroll(page);
      expect(max, `the seeded menu overflows the bar at ${width} px, so the arrows have something to do`).toBeGreaterThan(0);
      expect(await scrollLeft(page)).toBe(0);
      await expect(prev).toHaveCount(0);
      await expect(next).toBeVisible();

      await next.click();
      await expect.poll(() => scrollLeft(page)).toBe(Math.min(460, max));
      await expect(prev).toBeVisible();

      // Keep going to the far end: next disappears there. Whether to go on is decided by where the bar
      // is, not by counting the arrow: at the end it goes once the scroll has settled, and a count taken
      // just before that would click an arrow that is about to go.
      for (let step = 2; 460 * (step - 1) < max && step <= 20; step++) {
        await expect(next).toBeVisible();
        await next.click();
        await expect.poll(() => scrollLeft(page)).toBe(Math.min(460 * step, max));
      }
      await expect(next).toHaveCount(0);
      expect(await scrollLeft(page)).toBe(max);
      await expect(prev).toBeVisible();

      // And back: one step left is 460 px (or to the start).
      await prev.click();
      await expect.poll(() => scrollLeft(page)).toBe(Math.max(0, max - 460));
      await expect(next).toBeVisible();
    });
  }

  test('is not shown at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: l('menu'), exact: true })).toBeVisible();
    await expect(page.getByTestId('bottom-menu')).toBeHidden();
  });
});

test.describe('mobile drawer', () => {
  test('opens and closes with the keyboard at 375 px, focus inside and back on the button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const menuButton = page.getByRole('banner').getByRole('button', { name: l('menu'), exact: true });
    const drawer = page.getByRole('dialog', { name: l('menu') });
    await expect(drawer).toBeHidden();

    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const focusInDrawer = () => page.evaluate(() => document.activeElement?.closest('dialog[open]') != null);
    expect(await focusInDrawer()).toBe(true);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(), `focus inside the drawer after Tab #${i + 1}`).toBe(true);
    }
    // The language switch is in the drawer.
    await expect(drawer.getByRole('button', { name: 'English' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Space opens it too; the close button closes it.
    await page.keyboard.press('Space');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: texts('th', 'common')('close'), exact: true }).press('Enter');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
