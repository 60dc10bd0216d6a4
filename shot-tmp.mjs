import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://localhost:3190';
const [path, name, scrollTo] = [process.argv[2], process.argv[3], process.argv[4]];
for (const w of [375, 1280]) for (const lang of ['th', 'en']) {
  const ctx = await b.newContext({ viewport: { width: w, height: 900 } });
  const p = await ctx.newPage();
  p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(w, lang, m.type(), m.text().slice(0, 300)); });
  await p.goto(`${base}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`); await p.waitForSelector('html[data-app=ready]'); await p.waitForTimeout(1000);
  if (scrollTo) { await p.locator(scrollTo).first().scrollIntoViewIfNeeded(); await p.evaluate(() => window.scrollBy(0, -80)); await p.waitForTimeout(800); }
  await p.screenshot({ path: `/tmp/shots/${name}-${lang}-${w}.png` });
  await ctx.close();
}
await b.close();
