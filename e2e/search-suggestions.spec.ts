import { expect, test } from './support/fixtures';
import { texts } from './support/locales';
import { signUp } from './support/sign-up';

/** Spec 2 and 5 in the header: suggestions while typing, history when the box is empty and focused. */
const layout = texts('th', 'layout');
const search = texts('th', 'search');

test('typed text shows suggestions; picking one searches for it; blank text shows none', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: layout('searchLabel') });
  await box.fill('   ');
  await expect(page.getByTestId('search-suggestions')).toHaveCount(0);
  await box.fill('galax');
  const panel = page.getByTestId('search-suggestions');
  await expect(panel.getByText(search('suggestions'), { exact: true })).toBeVisible();
  const first = panel
    .getByRole('button')
    .filter({ hasText: /Galaxy/ })
    .first();
  const picked = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/online-store\\?q=${encodeURIComponent(picked).replace(/%20/g, '(%20|\\+)')}`));
  await expect(box).toHaveValue(picked);
});

test('a signed-in shopper sees past searches when the box is empty and can clear them; a guest sees none', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: layout('searchLabel') });
  await box.focus();
  await expect(page.getByTestId('search-history')).toHaveCount(0);

  await signUp(page);
  await box.fill('iphone');
  // The results page records the search in the background: wait for it before leaving the page
  // (leaving at once cancelled the request on a loaded machine).
  const recorded = page.waitForResponse((r) => r.url().includes('/api/v2/search/history') && r.request().method() === 'POST');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/online-store\?q=iphone/);
  expect((await recorded).ok()).toBe(true);
  await page.goto('/');
  await box.focus();
  const history = page.getByTestId('search-history');
  await expect(history.getByRole('button', { name: 'iphone' })).toBeVisible();
  await history.getByRole('button', { name: search('clearHistory') }).click();
  await expect(page.getByTestId('search-history')).toHaveCount(0);
});
