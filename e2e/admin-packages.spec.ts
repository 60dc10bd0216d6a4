import type { Page } from '@playwright/test';
import { expect, test, saveScreenshot } from './support/fixtures';
import { signInToConsole } from './support/console';

/** The console's SIM DIY options, home-internet packages and coverage, installation slots (issue 20 part D, decision 044). */
const shot = (page: Page, name: string) => saveScreenshot(page, `test-results/admin-packages-${name}.png`, { fullPage: true });

test('a DIY option, a home-internet package, a coverage area and a slot are changed in the console; the store shows them (Thai and English, 1280 px)', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToConsole(page, ['merchandiser', 'fulfilment'], 'th');

  // SIM DIY options, in Thai: the 30GB option's price; the DIY page's options answer with it.
  await page.getByRole('menu').getByRole('menuitem', { name: 'ตัวเลือกซิม DIY' }).click();
  await page.getByRole('cell', { name: 'data-30gb', exact: true }).click();
  const price = page.getByRole('spinbutton', { name: 'ราคาต่อเดือน' });
  await expect(price).toBeVisible({ timeout: 15_000 });
  await price.fill('234');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/sim/diy')).json()) as { data: { options: { id: string; price: number }[] } }).data.options.find((o) => o.id === 'data-30gb')?.price,
      { timeout: 15_000 },
    )
    .toBe(23_400);
  await shot(page, 'diy-option-th');
  await page.goto('/admin/?lang=th#/sim-diy-options');
  await expect(page.getByRole('columnheader', { name: 'ปริมาณ' })).toBeVisible({ timeout: 15_000 });
  await shot(page, 'diy-options-th');

  // Home-internet packages, in English: a monthly price; the storefront's package list shows it.
  await page.goto('/admin/?lang=en#/hi-packages');
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Home-internet packages' })).toBeVisible({ timeout: 15_000 });
  await shot(page, 'hi-packages-en');
  await page.getByRole('cell', { name: 'vdsl-50', exact: true }).click();
  const monthly = page.getByRole('spinbutton', { name: 'Monthly price' });
  await expect(monthly).toBeVisible({ timeout: 15_000 });
  await monthly.fill('399');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'hi-package-en');
  const shelf = (await (await page.request.get('/api/home-internet/packages')).json()) as { data: { id: string; monthly_price: number }[] };
  expect(shelf.data.find((p) => p.id === 'vdsl-50')?.monthly_price).toBe(39_900);

  // Coverage areas, in English: a full fibre area gets more ports, then its installation slots.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Coverage areas' }).click();
  await expect(page.getByRole('columnheader', { name: 'Ports' })).toBeVisible({ timeout: 15_000 });
  await shot(page, 'hi-coverage-en');
  await page.goto('/admin/?lang=en#/hi-coverage/hi-s101301-ftth');
  const ports = page.getByRole('spinbutton', { name: 'Ports' });
  await expect(ports).toHaveValue('100', { timeout: 15_000 });
  await ports.fill('99');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The ports cannot be fewer than those in use')).toBeVisible({ timeout: 15_000 });
  await ports.fill('120');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'hi-coverage-area-en');

  await page.getByRole('link', { name: 'Installation slots of this area' }).click();
  await expect(page.getByRole('columnheader', { name: 'Teams' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('row')).not.toHaveCount(1, { timeout: 15_000 });
  await shot(page, 'slots-en');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/#\/appointment-slots\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  const slotId = page.url().split('/').pop()!;
  const teams = page.getByRole('spinbutton', { name: 'Teams' });
  await expect(teams).toBeVisible({ timeout: 15_000 });
  await teams.fill('6');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible({ timeout: 15_000 });
  const slot = (await (await page.request.get(`/api/staff/appointment-slots/${slotId}`)).json()) as { data: { capacity: number } };
  expect(slot.data.capacity).toBe(6);

  // The same screen in Thai.
  await page.goto(`/admin/?lang=th#/appointment-slots/${slotId}`);
  await expect(page.getByRole('spinbutton', { name: 'จำนวนทีมช่าง' })).toHaveValue('6', { timeout: 15_000 });
  await shot(page, 'slot-th');
});
