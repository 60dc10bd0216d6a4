import { expect, test } from './support/fixtures';

/**
 * No storefront page may be panned sideways: on a phone a page wider than the screen moves under the
 * shopper's thumb. Two causes found this way: the home rows' visually hidden texts (absolutely
 * positioned) escaped the rows' own sideways scrolling, and the product page's info column grew to
 * its widest line on a phone (the stock reminder stuck out of the card).
 */
const PAGES = [
  '/',
  '/online-store',
  '/online-store/item/2',
  '/online-store/list/smartphones',
  '/online-store/luckysim',
  '/online-store/lucky9999',
  '/packages',
  '/prepaid-and-postpaid-sim',
  '/online-store/search?q=iphone',
  '/online-store/shop/flash-sale',
  '/online-store/sim-diy/postpaid',
  '/coupon',
  '/cart',
  '/tracking',
  '/paylater',
];

for (const [width, lang] of [
  [375, 'th'],
  [375, 'en'],
  [1280, 'th'],
] as const) {
  test(`no storefront page is wider than the screen (${width} px, ${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 850 });
    for (const path of PAGES) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      await page.waitForLoadState('networkidle');
      const [pageWidth, screen] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(pageWidth, `${path} is no wider than the screen`).toBeLessThanOrEqual(screen);
    }
  });
}
