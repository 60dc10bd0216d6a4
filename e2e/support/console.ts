import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { OPERATOR_TOKEN } from './env';
import { expect, test } from './fixtures';

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
  await submitConsoleSignIn(page, lang, { timeout });
  return email;
}

/**
 * A text of the console in `lang`: from apps/admin/src/locales/<lang>.json, or from `<file>.<lang>.json`
 * (e.g. `products`) when `file` is given; `%{name}` filled from `values`.
 */
export function consoleText(lang: 'th' | 'en', key: string, { file, values = {} }: { file?: string; values?: Record<string, string> } = {}): string {
  const name = file ? `${file}.${lang}.json` : `${lang}.json`;
  const messages = JSON.parse(readFileSync(fileURLToPath(new URL(`../../apps/admin/src/locales/${name}`, import.meta.url)), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
  return value.replace(/%\{(\w+)\}/g, (_, n: string) => values[n] ?? '');
}

/**
 * Presses "Sign in" on the console's filled sign-in form and waits for the console to show the
 * roles. The staff sign-in takes 20 tries a minute from one address (modules/staff/routes.ts), and
 * every browser of this suite is 127.0.0.1: when the console says there were too many tries (in
 * the page's language), the helper waits as a person would and presses again, for up to a minute.
 */
export async function submitConsoleSignIn(page: Page, lang: 'th' | 'en', { timeout = 15_000 } = {}): Promise<void> {
  const roles = page.getByTestId('staff-roles');
  // The console's message for a sign-in refused for too many tries.
  const limited = page.getByText(consoleText(lang, 'errors.rate_limited'));
  for (let waited = 0; ; waited += 15_000) {
    await page.locator('button[type=submit]').click();
    await expect(roles.or(limited).first()).toBeVisible({ timeout });
    if (await roles.isVisible()) return;
    if (waited >= 60_000) throw new Error('the console sign-in was still refused for too many tries after a minute');
    test.info().setTimeout(test.info().timeout + 15_000);
    await page.waitForTimeout(15_000);
  }
}
