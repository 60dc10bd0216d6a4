import type { Page } from '@playwright/test';
import { OPERATOR_TOKEN } from './env';
import { expect } from './fixtures';

let made = 0;

/**
 * Makes a staff account with these roles (with the operator token; a new address each call, so tests
 * running side by side never share one) and signs it in to the operator console in `lang`, waiting
 * for the console to show the roles. `timeout` for a sign-in on a busy machine. Answers the address.
 */
export async function signInToConsole(page: Page, roles: string[], lang: 'th' | 'en', { timeout = 15_000 } = {}): Promise<string> {
  const email = `${roles.join('-')}-${process.pid}-${Date.now().toString(36)}-${++made}@staff.example`;
  const password = 'a long staff password';
  const account = await page.request.post('/api/staff/accounts', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { email, display_name: roles.join(' '), password, roles },
  });
  expect(account.status(), await account.text()).toBe(201);
  await page.goto(`/admin/?lang=${lang}#/login`);
  await page.locator('input[name=username]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page.getByTestId('staff-roles')).toBeVisible({ timeout });
  return email;
}
