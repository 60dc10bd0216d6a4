import type { HiStatusCode } from '@store/domain/home-internet';

/**
 * The status page's codes (`/trueonline/status/:page/:code`) by API error code: the web's copy of
 * HI_STATUS_CODES (packages/domain/src/home-internet.ts), kept here so the domain's schemas stay out
 * of the pages' chunk; status-codes.test.ts checks the two agree. Anything else is TOSERR01.
 */
export const STATUS_OF_ERROR: Record<string, HiStatusCode> = {
  tol_transaction_expired: 'TOSERR02',
  tol_blacklisted: 'TOSERR03',
  ekyc_rejected: 'TOSERR04',
  slot_full: 'TOSERR05',
  tol_transaction_not_found: 'TOSERR06',
  tol_not_qualified: 'TOSERR07',
  tol_package_not_available: 'TOSERR08',
  no_capacity: 'TOSERR09',
  tol_order_failed: 'TOSERR10',
};

export const STATUS_CODES: readonly HiStatusCode[] = ['TOSERR01', 'TOSERR02', 'TOSERR03', 'TOSERR04', 'TOSERR05', 'TOSERR06', 'TOSERR07', 'TOSERR08', 'TOSERR09', 'TOSERR10'];

export const statusCodeOf = (errorCode: string): HiStatusCode => STATUS_OF_ERROR[errorCode] ?? 'TOSERR01';

/** The pages a status can come from (the `:page` part): where "try again" goes back to. */
export const STATUS_PAGES = ['coverage', 'package', 'appointment', 'address', 'order', 'payment'] as const;
export type StatusPage = (typeof STATUS_PAGES)[number];

/** The status page's path for an API error code met on `page`. */
export const statusPath = (page: StatusPage, errorCode: string) => `/trueonline/status/${page}/${statusCodeOf(errorCode)}`;

/** Error codes that end the flow (the status page), as opposed to those a page says and lets the shopper fix. */
export const FLOW_ENDING = new Set(['tol_transaction_expired', 'tol_transaction_not_found', 'tol_blacklisted', 'tol_not_qualified']);
