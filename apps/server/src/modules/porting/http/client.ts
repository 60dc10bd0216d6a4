import type { DonorId, PortingRejectReason, PortingRequestState } from '@store/domain/mnp';
import type { Db } from '../../../db/client';
import { AppError, conflict, gone, notFound, unprocessable } from '../../../lib/errors';
import type { PortingPort, PortingRequestRecord } from '../port';

export interface HttpPortingOptions {
  /** The clearinghouse API base, e.g. https://mnp-clearinghouse.example.th/api (paths /v1/... are added). */
  url: string;
  apiKey: string;
  /** The store's database: request changes are handed to the listeners in a transaction of it. */
  db: Db;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The wire shape of a porting request (decision 029). */
interface WireRequest {
  id: string;
  msisdn: string;
  donor: 'AIS' | 'NT';
  state: 'SUBMITTED' | 'DONOR_VALIDATING' | 'APPROVED' | 'REJECTED' | 'SCHEDULED' | 'COMPLETED' | 'CANCELLED';
  reason: 'ID_MISMATCH' | 'PIN_INVALID' | 'UNREGISTERED_PREPAID' | 'UNPAID_BILL' | 'NUMBER_INACTIVE' | 'PORTING_IN_PROGRESS' | null;
  reference: string;
  submitted_at: string;
  window_at: string | null;
  completed_at: string | null;
  updated_at: string;
}

const lower = <T extends string>(v: string) => v.toLowerCase() as T;
const date = (v: string | null) => (v ? new Date(v) : null);
const toRecord = (r: WireRequest): PortingRequestRecord => ({
  id: r.id,
  msisdn: r.msisdn,
  donor: lower<DonorId>(r.donor),
  state: lower<PortingRequestState>(r.state),
  reason: r.reason ? lower<PortingRejectReason>(r.reason) : null,
  reference: r.reference,
  submittedAt: new Date(r.submitted_at),
  windowAt: date(r.window_at),
  completedAt: date(r.completed_at),
  updatedAt: new Date(r.updated_at),
});

/** How far back the first poll for changed requests reaches (the listeners take a change twice without harm). */
const FIRST_POLL_LOOKBACK_MS = 3 * 86_400_000;

/**
 * A national porting clearinghouse over REST (PORTING_URL, PORTING_API_KEY; decision 029): Bearer key,
 * JSON, the Thai ID and PIN only in POST bodies. A timeout (or 504) is 504 porting_timeout; a 429 or
 * another 5xx, an unreachable host or refused credentials is 503 porting_busy (retry_after_s from
 * Retry-After). Request changes are polled (GET /v1/porting-requests?updated_after=...). Nothing
 * personal is logged.
 */
export function httpPorting(options: HttpPortingOptions): PortingPort {
  const send = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  let polledUntil: string | null = null;

  const busy = (retryAfter: string | null, details: Record<string, unknown> = {}) => {
    const seconds = retryAfter && /^\d+$/.test(retryAfter) ? Math.min(Number(retryAfter), 3600) : 30;
    return new AppError('unavailable', 'porting_busy', 'The porting clearinghouse is busy. Please try again in a moment.', { retry_after_s: seconds, ...details });
  };
  const timedOut = () => new AppError('timeout', 'porting_timeout', 'The porting clearinghouse did not answer. The request may be sent again later.');

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; code: unknown; payload: T | null }> {
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) throw timedOut();
      throw busy(null);
    }
    const payload = (await response.json().catch(() => null)) as T | null;
    const code = (payload as { error?: { code?: unknown } } | null)?.error?.code;
    if (response.status === 504) throw timedOut();
    // A locked PIN is the clearinghouse's answer, not its rate limit.
    if (response.status === 429 && code === 'PIN_LOCKED') return { status: response.status, code, payload };
    if (response.status === 429 || response.status >= 500) throw busy(response.headers.get('retry-after'));
    if (response.status === 401 || response.status === 403) throw busy(null, { upstream_status: response.status });
    return { status: response.status, code, payload };
  }

  function refused(status: number, code: unknown): never {
    if (status === 404 && code === 'REQUEST_NOT_FOUND') throw notFound('porting_request_not_found', 'No such porting request.');
    if (status === 404) throw notFound('porting_number_unknown', 'No other operator holds this number.');
    if (status === 409 && code === 'NOT_CANCELLABLE') throw conflict('porting_not_cancellable', 'This porting can no longer be cancelled: it is scheduled or over.');
    if (status === 409 && code === 'REFERENCE_USED') throw conflict('porting_reference_used', 'This reference was used for another number.');
    if (status === 409) throw conflict('porting_in_progress', 'A porting request for this number is already in progress.');
    throw busy(null, { upstream_status: status });
  }

  return {
    sandbox: false,
    now: async () => new Date(),

    async lookup(msisdn) {
      const { status, code, payload } = await call<{ donor: 'AIS' | 'NT'; type: 'PREPAID' | 'POSTPAID' }>('GET', `/v1/numbers/${encodeURIComponent(msisdn)}`);
      if (status === 404) return null;
      if (status !== 200 || !payload) refused(status, code);
      return { donor: lower<DonorId>(payload.donor), type: lower<'prepaid' | 'postpaid'>(payload.type) };
    },

    async checkPin(msisdn, pin) {
      const { status, code, payload } = await call<{ expires_at: string; error?: { details?: { attempts_left?: number } } }>(
        'POST',
        `/v1/numbers/${encodeURIComponent(msisdn)}/pin-checks`,
        { pin },
      );
      if (status === 200 && payload) return { expires_at: new Date(payload.expires_at) };
      if (code === 'PIN_LOCKED')
        throw new AppError('rate_limited', 'porting_pin_locked', 'This porting PIN was entered wrongly too many times. Ask your current operator for a new one.');
      if (code === 'PIN_EXPIRED') throw gone('porting_pin_expired', 'This porting PIN has expired. Ask your current operator for a new one.');
      if (code === 'PIN_INVALID') throw unprocessable('porting_pin_invalid', 'This porting PIN is not right.', { attempts_left: payload?.error?.details?.attempts_left ?? 0 });
      if (status === 404) throw notFound('porting_pin_not_found', 'No porting PIN was asked for this number.');
      refused(status, code);
    },

    async submit(input) {
      const { status, code, payload } = await call<WireRequest>(
        'POST',
        '/v1/porting-requests',
        { msisdn: input.msisdn, id_card_number: input.thaiId, pin: input.pin, reference: input.reference, recipient: input.recipient.toUpperCase() },
        // A retried submission (timeout, then again) makes one request.
        { 'idempotency-key': `porting:${input.reference}` },
      );
      if ((status !== 201 && status !== 200) || !payload) refused(status, code);
      return toRecord(payload);
    },

    async get(id) {
      const { status, code, payload } = await call<WireRequest>('GET', `/v1/porting-requests/${encodeURIComponent(id)}`);
      if (status === 404) return null;
      if (status !== 200 || !payload) refused(status, code);
      return toRecord(payload);
    },

    async cancel(id) {
      const { status, code, payload } = await call<WireRequest>('POST', `/v1/porting-requests/${encodeURIComponent(id)}/cancel`);
      if (status === 404) refused(404, 'REQUEST_NOT_FOUND');
      if (status !== 200 || !payload) refused(status, code);
      return toRecord(payload);
    },

    async advance(each) {
      const since = polledUntil ?? new Date(Date.now() - FIRST_POLL_LOOKBACK_MS).toISOString();
      const { status, code, payload } = await call<{ items: WireRequest[] }>('GET', `/v1/porting-requests?updated_after=${encodeURIComponent(since)}&limit=100`);
      if (status !== 200 || !payload) refused(status, code);
      let handled = 0;
      for (const r of payload.items) {
        await options.db.transaction((tx) => each(tx as unknown as Db, toRecord(r)));
        handled += 1;
        if (!polledUntil || r.updated_at > polledUntil) polledUntil = r.updated_at;
      }
      polledUntil ??= since;
      return handled;
    },
  };
}
