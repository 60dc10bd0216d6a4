import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { texts, type Lang } from './support/locales';

/** The floating contact button and the contact-request dialog (spec 2 shared chrome, spec 4, spec 5). */

function contactDialog(page: Page, lang: Lang) {
  const c = texts(lang, 'contact');
  const dialog = page.getByRole('dialog', { name: c('title') });
  return {
    c,
    dialog,
    name: dialog.getByLabel(c('name'), { exact: true }),
    mobile: dialog.getByLabel(c('mobile'), { exact: true }),
    send: dialog.getByRole('button', { name: c('send'), exact: true }),
  };
}

async function openWithClick(page: Page, lang: Lang) {
  const ui = contactDialog(page, lang);
  await page.getByTestId('contact-button').click();
  await expect(ui.dialog).toBeVisible();
  return ui;
}

test.describe('contact dialog', () => {
  test('send stays disabled while the name is blank or whitespace and enables with a name', async ({ page }) => {
    await page.goto('/');
    const ui = await openWithClick(page, 'th');
    await expect(ui.name).toBeVisible();
    await expect(ui.send).toBeDisabled();
    await ui.name.fill('    ');
    await expect(ui.send).toBeDisabled();
    await ui.name.fill('สมชาย');
    await expect(ui.send).toBeEnabled();
    await ui.name.fill('');
    await expect(ui.send).toBeDisabled();
  });

  test('success: sending state, thank-you message, and the lead is stored', async ({ page, operator }) => {
    const name = `E2E ทดสอบ ${Date.now()}`;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let posted: unknown = null;
    // Hold the real POST until the test has seen the sending state, then let it through.
    await page.route('**/api/contact-requests', async (route: Route) => {
      posted = route.request().postDataJSON();
      await released;
      await route.continue();
    });

    await page.goto('/');
    const ui = await openWithClick(page, 'th');
    await ui.name.fill(name);
    await ui.mobile.fill('0812345678');
    await ui.send.click();

    const sending = ui.dialog.getByRole('button', { name: ui.c('sending') });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expect(ui.dialog.getByText(ui.c('success'))).toBeVisible();
    expect(posted).toMatchObject({ contact_name: name, mobile_number: '0812345678' });
    const [lead] = await operator.contactRequests(1);
    expect(lead).toMatchObject({ contactName: name, mobileNumber: '0812345678', lang: 'th' });

    await ui.dialog
      .getByRole('button', { name: ui.c('close'), exact: true })
      .first()
      .click();
    await expect(ui.dialog).toBeHidden();
  });

  for (const lang of ['en', 'th'] as const) {
    test(`failure: a 500 shows the error message in ${lang}`, async ({ page, operator }) => {
      const before = await operator.contactRequests(1);
      await page.route('**/api/contact-requests', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Internal error' } } }) : route.continue(),
      );
      await page.goto(`/?lang=${lang}`);
      const ui = await openWithClick(page, lang);
      await ui.name.fill('Error Path');
      await ui.mobile.fill('0912345678');
      await ui.send.click();
      await expect(ui.dialog.getByRole('alert')).toContainText(ui.c('error'));
      await expect(ui.dialog.getByText(ui.c('success'))).toHaveCount(0);
      // Nothing reached the server.
      expect((await operator.contactRequests(1))[0]?.id).toBe(before[0]?.id);
      // Try again brings the form back with the name kept.
      await ui.dialog.getByRole('button', { name: ui.c('tryAgain') }).click();
      await expect(ui.name).toHaveValue('Error Path');
    });
  }

  test('keyboard: Enter and Space open it, focus stays inside, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    const button = page.getByTestId('contact-button');
    const ui = contactDialog(page, 'th');
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(ui.dialog).toBeVisible();
    await expect(ui.name).toBeFocused();
    // Page scroll is locked while it is open.
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(), `focus inside the dialog after Tab #${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(), `focus inside the dialog after Shift+Tab #${i + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(ui.dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);

    await page.keyboard.press('Space');
    await expect(ui.dialog).toBeVisible();
    await expect(ui.name).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ui.dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
  test('stays out of the way: no floating buttons in checkout and on the verify page; icon only on a phone, and the page ends above it', async ({ page }) => {
    await page.goto('/pickup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('contact-button')).toHaveCount(0);
    await expect(page.getByTestId('chat-button')).toHaveCount(0);
    await page.goto('/online-store/postpaid/1/nas/0812345678');
    await expect(page.getByTestId('contact-button')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByTestId('contact-button')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    const label = page.locator('.floating-contact__label');
    await expect.poll(async () => (await label.boundingBox())?.width ?? 0).toBeLessThan(1);
    const padding = await page.locator('#main').evaluate((main) => parseFloat(getComputedStyle(main).paddingBottom));
    expect(padding).toBeGreaterThanOrEqual(140);
  });
});
