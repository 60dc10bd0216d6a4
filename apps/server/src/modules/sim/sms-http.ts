import { AppError } from '../../lib/errors';
import type { SmsPort } from './sms';

export interface HttpSmsOptions {
  /** The provider's send endpoint, e.g. https://api-v2.thaibulksms.com/sms */
  url: string;
  apiKey: string;
  apiSecret: string;
  /** The registered sender name shown on the phone. */
  sender: string;
  /** Gives up after this long (the caller may retry). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Production SMS through a Thai bulk-SMS HTTP API (ThaiBulkSMS API v2 wire format: form POST of
 * `msisdn`, `message`, `sender` with HTTP Basic key:secret; 201 with `phone_number_list` and
 * `bad_phone_number_list`). A refused number is a 422 `sms_number_refused`; an unreachable,
 * slow or failing provider a 503 `sms_unavailable`. The message (an OTP) is never logged.
 */
export function httpSms(options: HttpSmsOptions): SmsPort {
  const send = options.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString('base64')}`;
  return {
    async send({ to, body }) {
      let response: Response;
      try {
        response = await send(options.url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ msisdn: to, message: body, sender: options.sender }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch {
        throw new AppError('unavailable', 'sms_unavailable', 'The SMS could not be sent. Please try again later.');
      }
      const payload = (await response.json().catch(() => null)) as { bad_phone_number_list?: unknown[]; error?: { code?: unknown } } | null;
      if (!response.ok) {
        throw new AppError('unavailable', 'sms_unavailable', 'The SMS could not be sent. Please try again later.', {
          provider_status: response.status,
          provider_code: payload?.error?.code ?? null,
        });
      }
      if (payload?.bad_phone_number_list?.length) throw new AppError('unprocessable', 'sms_number_refused', 'The SMS provider refused this number.');
    },
  };
}
