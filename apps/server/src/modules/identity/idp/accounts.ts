import { DISPLAY_NAME_MAX } from '@store/domain/identity';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import type { Db } from '../../../db/client';
import { DUMMY_HASH_PROMISE, hashPassword, passwordProblem, verifyPassword } from '../password';
import { accountById, accountByLogin, insertAccount, type IdpAccountRow } from './accounts-repository';
import type { IdpErrorCode } from './messages';

export type IdpAccount = IdpAccountRow;
type Login = { login: string; kind: 'phone' | 'email' };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A Thai mobile number (any of 081-234-5678, +66812345678) or an e-mail, normalised; or why not. */
export function parseLogin(raw: string): Login | IdpErrorCode {
  const value = raw.trim();
  if (!value) return 'login_required';
  if (value.includes('@')) return EMAIL_RE.test(value) && value.length <= 254 ? { login: value.toLowerCase(), kind: 'email' } : 'email_invalid';
  const phone = normalizeThaiMobile(value);
  return THAI_MOBILE_RE.test(phone) ? { login: phone, kind: 'phone' } : 'phone_invalid';
}

/** Checks a sign-up form; returns every problem found (empty when it may proceed). */
export function signupProblems(form: { name: string; login: string; password: string }): IdpErrorCode[] {
  const problems: IdpErrorCode[] = [];
  const name = form.name.trim();
  if (!name) problems.push('name_required');
  else if (name.length > DISPLAY_NAME_MAX) problems.push('name_too_long');
  const login = parseLogin(form.login);
  if (typeof login === 'string') problems.push(login);
  const weak = passwordProblem(form.password, typeof login === 'string' ? '' : login.login);
  if (weak) problems.push(weak);
  return problems;
}

/** Creates an account; 'account_exists' when the login is taken. */
export async function createAccount(db: Db, form: { name: string; login: string; password: string }): Promise<IdpAccount | 'account_exists'> {
  const login = parseLogin(form.login);
  if (typeof login === 'string') throw new Error('createAccount needs a checked form');
  const passwordHash = await hashPassword(form.password);
  const row = await insertAccount(db, { login: login.login, loginKind: login.kind, name: form.name.trim(), passwordHash });
  return row ?? 'account_exists';
}

/** The account when the login and password match; null otherwise, after the same amount of work. */
export async function authenticate(db: Db, rawLogin: string, password: string): Promise<IdpAccount | null> {
  const login = parseLogin(rawLogin);
  const account = typeof login === 'string' ? undefined : await accountByLogin(db, login.login);
  const ok = await verifyPassword(password.slice(0, 1024), account?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  return account && ok ? account : null;
}

/** One account by id (the OpenID subject). */
export async function findAccount(db: Db, accountId: string): Promise<IdpAccount | null> {
  if (!/^[0-9a-f-]{36}$/i.test(accountId)) return null;
  const account = await accountById(db, accountId);
  return account ?? null;
}

/** The OpenID Connect claims of an account. */
export function accountClaims(account: IdpAccount) {
  return {
    sub: account.accountId,
    name: account.name,
    ...(account.loginKind === 'email' ? { email: account.login, email_verified: false } : {}),
    ...(account.loginKind === 'phone' ? { phone_number: account.login, phone_number_verified: false } : {}),
  };
}
