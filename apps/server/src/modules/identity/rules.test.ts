import { describe, expect, it } from 'vitest';
import { cookieOptions } from './cookies';
import { openAuthState, sealAuthState } from './auth-state';
import { parseLogin, signupProblems } from './idp/accounts';
import { hashPassword, passwordProblem, verifyPassword } from './password';
import { safeReturnPath } from './safe-return';

describe('return_to (open redirects)', () => {
  it('accepts paths inside the store and drops an old login code', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('/profile/address?x=1#top')).toBe('/profile/address?x=1#top');
    expect(safeReturnPath('/cart?login_code=old&a=b')).toBe('/cart?a=b');
  });
  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'profile', '/%0d%0aSet-Cookie:x', '/\tx', 'http:/evil'])(
    'rejects %s',
    (value) => {
      const decoded = value.includes('%0d') ? decodeURIComponent(value) : value;
      expect(safeReturnPath(decoded)).toBeNull();
    },
  );
});

describe('passwords', () => {
  it('hashes with scrypt and verifies in constant time', async () => {
    const hash = await hashPassword('Sunflower42x');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Sunflower42x', hash)).toBe(true);
    expect(await verifyPassword('Sunflower42y', hash)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
  it.each([
    ['abc123', 'password_too_short'],
    ['abcdefghij', 'password_needs_letters_and_digits'],
    ['1234567890', 'password_needs_letters_and_digits'],
    ['password1', 'password_too_common'],
    ['Qwerty123', 'password_too_common'],
    ['aaaa1111', 'password_too_common'],
    ['x'.repeat(129) + '1', 'password_too_long'],
  ])('rejects %s (%s)', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
  it('rejects a password that contains the login', () => {
    expect(passwordProblem('somchai@example.com1', 'somchai@example.com')).toBe('password_too_common');
    expect(passwordProblem('x0812345678', '0812345678')).toBe('password_too_common');
  });
  it('accepts a reasonable password', () => {
    expect(passwordProblem('Sunflower42x', '0812345678')).toBeNull();
    expect(passwordProblem('ทะเลสวย2567')).toBeNull();
  });
});

describe('sign-up logins', () => {
  it('takes a Thai mobile in any common spelling, or an e-mail', () => {
    expect(parseLogin('081-234-5678')).toEqual({ login: '0812345678', kind: 'phone' });
    expect(parseLogin('+66 81 234 5678')).toEqual({ login: '0812345678', kind: 'phone' });
    expect(parseLogin(' Somchai@Example.COM ')).toEqual({ login: 'somchai@example.com', kind: 'email' });
  });
  it.each(['0712345678', '081234567', '08123456789', '12345', 'abc'])('rejects the mobile number %s', (value) => {
    expect(parseLogin(value)).toBe('phone_invalid');
  });
  it('lists every problem of a form', () => {
    expect(signupProblems({ name: ' ', login: '0212345678', password: 'short' })).toEqual(['name_required', 'phone_invalid', 'password_too_short']);
  });
});

describe('sign-in state cookie', () => {
  const state = { state: 's', nonce: 'n', verifier: 'v', returnTo: '/profile' };
  it('opens what it sealed', () => {
    expect(openAuthState('key', sealAuthState('key', state))).toEqual(state);
  });
  it('refuses an altered, foreign or expired value', () => {
    const sealed = sealAuthState('key', state);
    const [body, mac] = sealed.split('.');
    const altered = Buffer.from(JSON.stringify({ ...state, returnTo: '//evil', exp: Date.now() + 1e6 })).toString('base64url');
    expect(openAuthState('key', `${altered}.${mac}`)).toBeNull();
    expect(openAuthState('other-key', sealed)).toBeNull();
    expect(openAuthState('key', `${body}.`)).toBeNull();
    expect(openAuthState('key', sealAuthState('key', state, Date.now() - 16 * 60 * 1000))).toBeNull();
  });
});

describe('cookie attributes', () => {
  const request = (protocol: 'http' | 'https', httpsOrigin: boolean) => ({ protocol, httpsOrigin }) as Parameters<typeof cookieOptions>[0];
  it('are Secure on https, and behind a TLS proxy whenever PUBLIC_ORIGIN is https', () => {
    expect(cookieOptions(request('https', false), '/').secure).toBe(true);
    expect(cookieOptions(request('http', true), '/').secure).toBe(true);
    expect(cookieOptions(request('http', false), '/').secure).toBe(false);
    expect(cookieOptions(request('http', false), '/api')).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/api' });
  });
});
