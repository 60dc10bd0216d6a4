/**
 * Takes full-page screenshots of a storefront URL in headless system Chromium.
 *   node --import tsx scripts/screenshot.ts <url> <out-prefix> [widths=375,1280]
 * writes <out-prefix>-375.png and <out-prefix>-1280.png.
 */
import { chromium } from '@playwright/test';

const [url, prefix, widthsArg = '375,1280'] = process.argv.slice(2);
if (!url || !prefix) {
  console.error('usage: screenshot.ts <url> <out-prefix> [widths]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of widthsArg.split(',').map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true });
  console.log(`${prefix}-${width}.png`);
  await page.close();
}
await browser.close();
