import type { Page } from '@playwright/test';
import { expect, test, saveScreenshot } from './support/fixtures';
import { signInToConsole } from './support/console';

/** The console's weekly rosters of installation teams (issue 20, decision 052). */
const shot = (page: Page, name: string) => saveScreenshot(page, `test-results/admin-rosters-${name}.png`, { fullPage: true });
const AREA = 'hi-p20-ftth';

/** A Bangkok day `n` days from today on `weekday` (0 = Sunday) or after. */
function dayOn(weekday: number, n: number) {
  const today = new Date(Date.now() + 7 * 3_600_000);
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + n));
  start.setUTCDate(start.getUTCDate() + ((weekday - start.getUTCDay() + 7) % 7));
  return start.toISOString().slice(0, 10);
}

const slotTeams = async (page: Page, area: string, day: string, period: string) => {
  const reply = (await (await page.request.get(`/api/appointments/slots?area_id=${area}&from=${day}&days=1`)).json()) as {
    data: { available_time_slots: { day: string; period: string; capacity: number }[] };
  };
  return reply.data.available_time_slots.find((s) => s.day === day && s.period === period)?.capacity;
};

test("fulfilment sets the default roster in Thai and an area's own roster in English; new days get the teams (1280 px)", async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, ['fulfilment'], 'th');

  // Thai: every area's Saturday mornings get 4 teams.
  await page.getByRole('menu').getByRole('menuitem', { name: 'ตารางทีมช่างรายสัปดาห์' }).click();
  await page.getByRole('cell', { name: 'ทุกพื้นที่ (ค่าเริ่มต้น)' }).click();
  const saturdayMorning = page.getByRole('spinbutton', { name: 'เสาร์ เช้า' });
  await expect(saturdayMorning).toBeVisible({ timeout: 15_000 });
  await expect(saturdayMorning).toHaveValue('');
  await saturdayMorning.fill('4');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText(/บันทึกแล้ว: เปลี่ยนรอบที่สร้างไว้แล้ว \d+ รอบ/)).toBeVisible({ timeout: 15_000 });
  await shot(page, 'list-th');
  const far = dayOn(6, 40);
  expect(await slotTeams(page, AREA, far, 'morning')).toBe(4);
  await page.goto('/admin/?lang=th#/appointment-rosters/default');
  await expect(page.getByRole('spinbutton', { name: 'เสาร์ เช้า' })).toHaveValue('4', { timeout: 15_000 });
  await shot(page, 'default-th');

  // English: one area closes its Monday afternoons (0 teams); the default stays for the others.
  await page.goto('/admin/?lang=en#/appointment-rosters');
  await page.getByLabel('Area code').fill(AREA);
  await page.getByRole('button', { name: "Open an area's roster" }).click();
  const mondayAfternoon = page.getByRole('spinbutton', { name: 'Monday afternoon' });
  await expect(mondayAfternoon).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Empty = 4 teams')).toHaveCount(1);
  await mondayAfternoon.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved: \d+ slots already created changed/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('cell', { name: AREA, exact: true })).toBeVisible({ timeout: 15_000 });
  const monday = dayOn(1, 40);
  expect(await slotTeams(page, AREA, monday, 'afternoon')).toBe(0);
  expect(await slotTeams(page, 'hi-p10-ftth', monday, 'afternoon')).toBe(3);
  await page.goto(`/admin/?lang=en#/appointment-rosters/${AREA}`);
  await expect(page.getByRole('spinbutton', { name: 'Monday afternoon' })).toHaveValue('0', { timeout: 15_000 });
  await shot(page, 'area-en');
});

test('on a phone (375 px) the week scrolls in its own box, not the whole page sideways (Thai)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInToConsole(page, ['fulfilment'], 'th');
  await page.goto('/admin/?lang=th#/appointment-rosters/default');
  await expect(page.getByRole('spinbutton', { name: 'เสาร์ เช้า' })).toBeVisible({ timeout: 15_000 });
  const widths = await page.evaluate(() => {
    const table = document.querySelector('table[aria-label]')!.parentElement!;
    return { page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth, box: table.scrollWidth, boxView: table.clientWidth };
  });
  expect(widths.page, 'the page does not scroll sideways').toBeLessThanOrEqual(widths.view);
  expect(widths.box, 'the week is wider than the screen and scrolls in its box').toBeGreaterThan(widths.boxView);
  await shot(page, 'default-th-375');
});
