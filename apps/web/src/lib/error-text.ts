import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** The message of a failed call (numbers, fortune: each its namespace's `errors.<code>`) in the shopper's language, by error code (validation details included). */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  let code = error.code;
  if (code === 'validation_failed' && Array.isArray(error.details)) {
    const first = (error.details as { message?: string }[]).find((d) => d.message && t(`errors.${d.message}`, { defaultValue: '' }));
    if (first?.message) code = first.message;
  }
  const left = (error.details as { attempts_left?: number } | undefined)?.attempts_left;
  return t(`errors.${code}`, { left, defaultValue: t('errors.generic') });
}
