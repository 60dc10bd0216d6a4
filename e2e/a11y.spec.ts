import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect, test } from './support/fixtures';
import { texts } from './support/locales';

/** axe on the home page: no serious or critical violation, in both languages, desktop and phone. */

async function expectNoSeriousViolations(page: Page, label: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => !serious.includes(v));
  if (minor.length) console.log(`[axe ${label}] minor/moderate (not failing):\n${describe(minor)}`);
  expect(serious, `serious/critical axe violations (${label}):\n${describe(serious)}`).toEqual([]);
}

function describe(violations: Result[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`)
    .join('\n');
}

for (const lang of ['th', 'en'] as const) {
  for (const width of [1280, 375]) {
    test(`home in ${lang} at ${width} px has no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      // Stills the banner carousel so a slide in mid-transition cannot change the colours axe sees.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: texts(lang, 'home')('heading') })).toBeAttached();
      await expect(page.getByTestId('contact-button')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `home ${lang} ${width}`);
    });
  }
}

test('the open contact dialog and the open mobile menu drawer have no serious or critical axe violation', async ({ page }) => {
  // Two axe analyses in one test: each is CPU work in the page, slow when the machine runs the other browser tests beside it.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?lang=en');
  const c = texts('en', 'contact');
  await page.getByTestId('contact-button').click();
  const contact = page.getByRole('dialog', { name: c('title') });
  await expect(contact).toBeVisible();
  await expectNoSeriousViolations(page, 'contact dialog en 375', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(contact).toBeHidden();

  const l = texts('en', 'layout');
  await page
    .getByRole('banner')
    .getByRole('button', { name: l('menu'), exact: true })
    .click();
  // The drawers' code loads on the first press: wait for the drawer's content, not only its box.
  const drawer = page.getByRole('dialog', { name: l('menu') });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: l('menu') })).toBeVisible();
  await expect(drawer.getByRole('button', { name: texts('en', 'common')('close') })).toBeFocused();
  await expectNoSeriousViolations(page, 'menu drawer en 375', 'dialog[open]');
});

test('the SIM DIY builder and the instant-SIM form have no serious or critical axe violation', async ({ page, request }) => {
  // Two axe analyses in one test: each is CPU work in the page, slow when the machine runs the other browser tests beside it.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/online-store/sim-diy/postpaid?lang=th');
  await expect(page.getByTestId('diy-price')).toBeVisible();
  await expectNoSeriousViolations(page, 'sim-diy th 375', 'main');
  const plans = ((await (await request.get('/api/sim/packages?sim_type=prepaid&section=instantsim')).json()) as { data: { id: number }[] }).data;
  await page.goto(`/online-store/instantsim/${plans[0].id}?lang=en`);
  await expect(page.locator('#pack-serial')).toBeVisible();
  await expectNoSeriousViolations(page, 'instantsim en 375', 'main');
});
