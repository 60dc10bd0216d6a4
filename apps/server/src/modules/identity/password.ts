import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1 };

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** scrypt with a random salt: "scrypt$N$r$p$salt$hash" (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; false for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against when the login is unknown, so timing tells nothing. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(12).toString('hex'));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// The most used passwords that would pass the length and letters-and-digits rules.
const COMMON = new Set(
  `password1 password12 password123 password1234 passw0rd p@ssw0rd p4ssw0rd abc12345 abcd1234 abcde12345 a1234567 a12345678
  aa123456 aa12345678 qwerty12 qwerty123 qwerty1234 qwer1234 1234qwer q1w2e3r4 q1w2e3r4t5 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx
  asdf1234 asd12345 zxcv1234 iloveyou1 iloveyou2 admin123 admin1234 welcome1 welcome123 letmein1 monkey123 dragon123 master123
  sunshine1 princess1 football1 baseball1 superman1 batman123 trustno1 test1234 test12345 user1234 login123 changeme1 secret123
  thailand1 thailand123 bangkok1 bangkok123 sawasdee1 khonthai1 hello123 hello1234 love1234 mylove123 987654321a 123456789a
  12345678a 1234567a 123456a7 a123456789 abc123456 abc123abc 123abc123 11111111a 1111111a aaaaaaa1 00000000a 88888888a
  tawan123 tawan1234 store123 mobile123 google123 facebook1 samsung1 iphone123 computer1 internet1 starwars1 pokemon1 qazwsx123`
    .split(/\s+/)
    .filter(Boolean),
);

export type PasswordProblem = 'password_too_short' | 'password_too_long' | 'password_needs_letters_and_digits' | 'password_too_common';

/** Rejects weak passwords: 8+ characters with letters and digits, not a common password, not the login itself. */
export function passwordProblem(password: string, login = ''): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'password_too_short';
  if (password.length > PASSWORD_MAX) return 'password_too_long';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'password_needs_letters_and_digits';
  const lower = password.toLowerCase();
  const loginLower = login.toLowerCase();
  if (COMMON.has(lower) || (loginLower && (lower.includes(loginLower) || loginLower.includes(lower)))) return 'password_too_common';
  if (/^(.)\1+$/.test(lower.replace(/\d/g, '')) && /^(\d)\1+$/.test(lower.replace(/\D/g, ''))) return 'password_too_common';
  return null;
}
