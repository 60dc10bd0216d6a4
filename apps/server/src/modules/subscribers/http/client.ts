import type { SubscriberChangeKind, SubscriberChangeStatus, SubscriberStatus, SubscriberType } from '@store/domain/subscribers';
import type { Db } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../lib/errors';
import type { SubscriberChangeRecord, SubscriberRecord, SubscribersPort } from '../port';
import { httpClm } from './clm';

export interface HttpSubscribersOptions {
  /** The operator's subscriber API base, e.g. https://bss.example.co.th/api (paths /v1/... are added). */
  url: string;
  apiKey: string;
  /** The store's database: applied changes are handed to the listeners in a transaction of it. */
  db: Db;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The wire shapes of the operator's subscriber API (decision 028). */
interface WirePackage {
  nas_code: string;
  name_th: string;
  name_en: string;
}
interface WireSubscriber {
  msisdn: string;
  type: 'PREPAID' | 'POSTPAID';
  status: 'ACTIVE' | 'SUSPENDED';
  blacklisted: boolean;
  balance_satang: number;
  activated_at: string;
  package: WirePackage;
  id_card_last4: string;
  id_card_match: boolean;
}
interface WireChange {
  id: string;
  msisdn: string;
  kind: 'CONVERT_TO_POSTPAID' | 'CHANGE_PLAN';
  to: WirePackage;
  effective_at: string;
  status: 'SCHEDULED' | 'APPLIED' | 'CANCELLED';
  reference: string | null;
  applied_at: string | null;
}

const lower = <T extends string>(v: string) => v.toLowerCase() as T;
const toPackage = (p: WirePackage) => ({ nas_code: p.nas_code, title: { th: p.name_th, en: p.name_en } });
const toChange = (c: WireChange): SubscriberChangeRecord => ({
  id: c.id,
  msisdn: c.msisdn,
  kind: lower<SubscriberChangeKind>(c.kind),
  to: toPackage(c.to),
  effectiveAt: new Date(c.effective_at),
  status: lower<SubscriberChangeStatus>(c.status),
  reference: c.reference,
});
const toSubscriber = (s: WireSubscriber): SubscriberRecord => ({
  msisdn: s.msisdn,
  type: lower<SubscriberType>(s.type),
  holderIdLast4: s.id_card_last4,
  package: toPackage(s.package),
  activatedAt: new Date(s.activated_at),
  balance: s.balance_satang,
  blacklisted: s.blacklisted,
  status: lower<SubscriberStatus>(s.status),
});

/** How far back the first poll for applied changes reaches (the listeners take a change twice without harm). */
const FIRST_POLL_LOOKBACK_MS = 7 * 86_400_000;

/**
 * The operator's subscriber system over its REST API (SUBSCRIBERS_URL, SUBSCRIBERS_API_KEY; decision
 * 028): Bearer key, JSON, the Thai ID only in a POST body (never in a URL). Its failures map to the
 * port's: 404 SUBSCRIBER_NOT_FOUND -> subscriber_not_found, 409 CHANGE_PENDING / SUBSCRIBER_SUSPENDED
 * / NOT_PREPAID / SUBSCRIBER_EXISTS -> subscriber_change_pending / subscriber_suspended / subscriber_not_prepaid /
 * subscriber_exists, and a
 * 429, 5xx, timeout or unreachable host -> 503 subscriber_system_busy (retry_after_s from Retry-After).
 * Applied changes are polled (GET /v1/changes?status=APPLIED&applied_after=...). Nothing personal is logged.
 */
export function httpSubscribers(options: HttpSubscribersOptions): SubscribersPort {
  const send = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  let polledUntil: string | null = null;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; payload: T | null }> {
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      throw busyError(null);
    }
    const payload = (await response.json().catch(() => null)) as T | null;
    if (response.status === 429 || response.status >= 500) throw busyError(response.headers.get('retry-after'));
    if (response.status === 401 || response.status === 403) {
      throw new AppError('unavailable', 'subscriber_system_busy', 'The subscriber system is not available. Please try again later.', {
        retry_after_s: 60,
        upstream_status: response.status,
      });
    }
    return { status: response.status, payload };
  }

  function busyError(retryAfter: string | null) {
    const seconds = retryAfter && /^\d+$/.test(retryAfter) ? Math.min(Number(retryAfter), 3600) : 30;
    return new AppError('unavailable', 'subscriber_system_busy', 'The subscriber system is busy. Please try again in a moment.', { retry_after_s: seconds });
  }

  const errorCode = (payload: unknown) => (payload as { error?: { code?: unknown } } | null)?.error?.code;
  function refused(status: number, payload: unknown): never {
    const code = errorCode(payload);
    if (status === 404) throw notFound(code === 'CHANGE_NOT_FOUND' ? 'subscriber_change_not_found' : 'subscriber_not_found', 'This number is not one of ours.');
    if (status === 409 && code === 'SUBSCRIBER_SUSPENDED') throw conflict('subscriber_suspended', 'This line is suspended.');
    if (status === 409 && code === 'SUBSCRIBER_EXISTS') throw conflict('subscriber_exists', 'This number is already a line of ours.');
    if (status === 409 && code === 'NOT_PREPAID') throw conflict('subscriber_not_prepaid', 'This line is not prepaid.');
    if (status === 409) throw conflict('subscriber_change_pending', 'A change is already scheduled on this number.');
    throw new AppError('unavailable', 'subscriber_system_busy', 'The subscriber system did not understand the request.', { retry_after_s: 60, upstream_status: status });
  }

  /** A line by its number alone (CLM: the caller proved the number by OTP). */
  async function line(msisdn: string): Promise<SubscriberRecord> {
    const { status, payload } = await call<WireSubscriber>('GET', `/v1/subscribers/${encodeURIComponent(msisdn)}`);
    if (status !== 200 || !payload) refused(status, payload);
    return toSubscriber(payload);
  }

  return {
    sandbox: false,
    ...httpClm(call, refused, line),

    async lookup(msisdn, thaiId) {
      const { status, payload } = await call<WireSubscriber>('POST', '/v1/subscribers/lookup', { msisdn, id_card_number: thaiId });
      if (status !== 200 || !payload) refused(status, payload);
      return { subscriber: toSubscriber(payload), holderMatches: payload.id_card_match === true };
    },

    async scheduledChange(msisdn) {
      const { status, payload } = await call<{ items: WireChange[] }>('GET', `/v1/subscribers/${encodeURIComponent(msisdn)}/changes?status=SCHEDULED`);
      if (status !== 200 || !payload) refused(status, payload);
      return payload.items[0] ? toChange(payload.items[0]) : null;
    },

    async getChange(id) {
      const { status, payload } = await call<WireChange>('GET', `/v1/changes/${encodeURIComponent(id)}`);
      if (status === 404) return null;
      if (status !== 200 || !payload) refused(status, payload);
      return toChange(payload);
    },

    async scheduleChange(input) {
      const { status, payload } = await call<WireChange>(
        'POST',
        `/v1/subscribers/${encodeURIComponent(input.msisdn)}/changes`,
        {
          kind: input.kind.toUpperCase(),
          to: { nas_code: input.to.nas_code, name_th: input.to.title.th, name_en: input.to.title.en },
          effective_at: input.effectiveAt.toISOString(),
          reference: input.reference,
        },
        // A retried request (timeout, then again) schedules one change.
        { 'idempotency-key': `change:${input.reference}` },
      );
      if ((status !== 201 && status !== 200) || !payload) refused(status, payload);
      return toChange(payload);
    },

    async cancelChange(id) {
      const { status, payload } = await call<WireChange>('POST', `/v1/changes/${encodeURIComponent(id)}/cancel`);
      if (status !== 200 || !payload) refused(status, payload);
      return toChange(payload);
    },

    async portIn(input) {
      const { status, payload } = await call<WireSubscriber>(
        'POST',
        '/v1/subscribers',
        {
          msisdn: input.msisdn,
          type: input.type.toUpperCase(),
          id_card_number: input.holderThaiId,
          package: { nas_code: input.package.nas_code, name_th: input.package.title.th, name_en: input.package.title.en },
          reference: input.reference,
        },
        // A retried port-in (timeout, then again) makes one line.
        { 'idempotency-key': `port-in:${input.reference}` },
      );
      if ((status !== 201 && status !== 200) || !payload) refused(status, payload);
      return toSubscriber(payload);
    },

    async applyDue(now, each) {
      const since = polledUntil ?? new Date(now.getTime() - FIRST_POLL_LOOKBACK_MS).toISOString();
      const { status, payload } = await call<{ items: WireChange[] }>('GET', `/v1/changes?status=APPLIED&applied_after=${encodeURIComponent(since)}&limit=100`);
      if (status !== 200 || !payload) refused(status, payload);
      let handled = 0;
      for (const change of payload.items) {
        await options.db.transaction((tx) => each(tx as unknown as Db, toChange(change)));
        handled += 1;
        if (change.applied_at && (!polledUntil || change.applied_at > polledUntil)) polledUntil = change.applied_at;
      }
      polledUntil ??= since;
      return handled;
    },
  };
}
