import type { Page } from '@playwright/test';
import { idpMessages } from '../../apps/server/src/modules/identity/idp/messages';
import { expect } from './fixtures';
import { texts } from './locales';

/** Signs a new shopper up through the header and the embedded provider (Thai pages); returns to the store signed in. */
export async function signUp(page: Page, name = 'ลูกค้า ทดสอบ') {
  const layout = texts('th', 'layout');
  const idp = idpMessages('th');
  await page
    .getByRole('link', { name: layout('signup') })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: idp.signupTitle })).toBeVisible();
  await page.getByLabel(idp.name, { exact: true }).fill(name);
  await page.getByLabel(idp.login, { exact: true }).fill(`09${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`);
  await page.getByLabel(idp.password, { exact: true }).fill('Sunflower42x');
  await page.getByRole('button', { name: idp.submitSignup }).click();
  // Back from the provider: a page load, the keeper's chunk, the login exchange and the session call.
  await expect(page.getByTestId('account')).toContainText(name, { timeout: 15_000 });
}
