/**
 * Rate limits of the identity routes, per client address (counters in the database, shared by every
 * process). Sign-up, log-in and refresh are limited as the issue asks; the provider's own endpoints
 * get a generous ceiling.
 */
export const IDP_RATE_LIMITS = {
  login: { max: 10, timeWindow: 60_000, keyPrefix: 'idp-login' },
  // Browser tests of every feature sign up from one address; 20 a minute still stops bulk sign-ups.
  signup: { max: 20, timeWindow: 60_000, keyPrefix: 'idp-signup' },
  provider: { max: 300, timeWindow: 60_000, keyPrefix: 'oidc' },
} as const;

export const STORE_RATE_LIMITS = {
  /** GET /auth/login: starting a sign-in. */
  start: { max: 30, timeWindow: 60_000, keyPrefix: 'auth-start' },
  /** POST /login: the login exchange. */
  exchange: { max: 20, timeWindow: 60_000, keyPrefix: 'login' },
  /** POST /session/refresh. */
  refresh: { max: 20, timeWindow: 60_000, keyPrefix: 'session-refresh' },
} as const;

/** The embedded provider's cookie naming a device that signed in to an account before (lib/login-throttle.ts). */
export const DEVICE_COOKIE = 'idp_device';
