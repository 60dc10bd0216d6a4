import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/**
 * The message of a failed call (numbers, fortune, pre2post: each its namespace's `errors.<code>`) in
 * the shopper's language, by error code (validation details included). The texts may use `{{left}}`
 * (details.attempts_left) and `{{seconds}}` / `{{minutes}}` (details.retry_after_s, rounded up).
 */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  let code = error.code;
  if (code === 'validation_failed' && Array.isArray(error.details)) {
    const first = (error.details as { message?: string }[]).find((d) => d.message && t(`errors.${d.message}`, { defaultValue: '' }));
    if (first?.message) code = first.message;
  }
  const details = error.details as { attempts_left?: number; retry_after_s?: number } | undefined;
  const retry = typeof details?.retry_after_s === 'number' ? Math.max(1, Math.ceil(details.retry_after_s)) : undefined;
  return t(`errors.${code}`, { left: details?.attempts_left, seconds: retry, minutes: retry === undefined ? undefined : Math.ceil(retry / 60), defaultValue: t('errors.generic') });
}
