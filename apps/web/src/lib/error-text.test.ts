import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './error-text';

/** A t() that shows the key and the values it was given. */
const t = ((key: string, values?: Record<string, unknown>) => {
  if (key === 'errors.generic') return 'generic';
  if (key === 'errors.unknown_code') return values?.defaultValue;
  const { defaultValue: _, ...rest } = values ?? {};
  return `${key} ${JSON.stringify(rest)}`;
}) as unknown as TFunction;

describe('errorText', () => {
  it('gives the texts the tries left and the wait the server asks for, in seconds and whole minutes', () => {
    expect(errorText(t, new ApiError(400, 'otp_incorrect', 'x', { attempts_left: 4 }))).toBe('errors.otp_incorrect {"left":4}');
    expect(errorText(t, new ApiError(429, 'otp_rate_limited', 'x', { retry_after_s: 3_541.2 }))).toBe('errors.otp_rate_limited {"seconds":3542,"minutes":60}');
    expect(errorText(t, new ApiError(503, 'subscriber_system_busy', 'x', { retry_after_s: 0 }))).toBe('errors.subscriber_system_busy {"seconds":1,"minutes":1}');
  });

  it('falls back to the generic text for an unknown code or a failure that is not the API', () => {
    expect(errorText(t, new ApiError(500, 'unknown_code', 'x'))).toBe('generic');
    expect(errorText(t, new Error('boom'))).toBe('generic');
  });
});
