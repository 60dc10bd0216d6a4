import { ApiError } from './api-client';

/** The error.code of a failed call ('network_error' when offline, 'generic' for anything else). */
export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'generic';
}

/** The i18next keys for a failed call's message in a namespace: its code, else the generic text. */
export function errorKeys(error: unknown, prefix = 'errors'): string[] {
  return [`${prefix}.${errorCode(error)}`, `${prefix}.generic`];
}
