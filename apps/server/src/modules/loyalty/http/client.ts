import type { CardTier } from '@store/domain/loyalty-rules';
import { AppError } from '../../../lib/errors';
import { cardNotFound, cardSystemBusy, pointsInsufficient, referenceReused } from '../embedded';
import type { CardRecord, CardSystemPort, PointEntryRecord } from '../port';

export interface HttpCardSystemOptions {
  /** The card system's API base, e.g. https://cards.example.co.th/api (paths /v1/... are added). */
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The wire shapes of the card system's API (decision 035). */
interface WireCard {
  card_no: string;
  tier: 'RED' | 'BLACK';
  id_card_last4: string;
  member_since: string;
  point_balance: number;
}
interface WireEntry {
  id: string;
  card_no: string;
  type: 'DEBIT' | 'CREDIT' | 'EARN';
  points: number;
  reference: string;
  created_at: string;
}

const toCard = (c: WireCard): CardRecord => ({
  cardNo: c.card_no,
  tier: c.tier.toLowerCase() as CardTier,
  holderIdLast4: c.id_card_last4,
  memberSince: new Date(c.member_since),
  points: c.point_balance,
});
const toEntry = (e: WireEntry): PointEntryRecord => ({
  id: e.id,
  cardNo: e.card_no,
  kind: e.type.toLowerCase() as PointEntryRecord['kind'],
  points: e.points,
  reference: e.reference,
  at: new Date(e.created_at),
});

/**
 * The card system over its REST API (CARD_SYSTEM_URL, CARD_SYSTEM_API_KEY; decision 035): Bearer key,
 * JSON, the mobile number and Thai ID only in POST bodies (never in a URL). Failures map to the port's:
 * 404 CARD_NOT_FOUND -> card_not_found, 409 INSUFFICIENT_POINTS -> points_insufficient (balance),
 * 409 REFERENCE_REUSED -> points_reference_reused, and a 401/403, 429, 5xx, timeout or unreachable host
 * -> 503 card_system_busy (retry_after_s from Retry-After). Debits and credits carry an
 * Idempotency-Key made from the reference, so a retried call takes or gives points once.
 */
export function httpCardSystem(options: HttpCardSystemOptions): CardSystemPort {
  const send = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');

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
      throw cardSystemBusy();
    }
    const payload = (await response.json().catch(() => null)) as T | null;
    const retryAfter = response.headers.get('retry-after');
    if (response.status === 429 || response.status >= 500) throw cardSystemBusy(retryAfter && /^\d+$/.test(retryAfter) ? Math.min(Number(retryAfter), 3600) : 30);
    if (response.status === 401 || response.status === 403) throw cardSystemBusy(60);
    return { status: response.status, payload };
  }

  const errorOf = (payload: unknown) => (payload as { error?: { code?: unknown; balance?: unknown } } | null)?.error;
  function refused(status: number, payload: unknown): never {
    const err = errorOf(payload);
    if (status === 404) throw cardNotFound();
    if (status === 409 && err?.code === 'INSUFFICIENT_POINTS') throw pointsInsufficient(typeof err.balance === 'number' ? err.balance : 0);
    if (status === 409 && err?.code === 'REFERENCE_REUSED') throw referenceReused();
    throw new AppError('unavailable', 'card_system_busy', 'The member card system did not understand the request.', { retry_after_s: 60, upstream_status: status });
  }

  async function lookup(body: { mobile: string } | { id_card_number: string }): Promise<CardRecord | null> {
    const { status, payload } = await call<WireCard>('POST', '/v1/cards/lookup', body);
    if (status === 404) return null;
    if (status !== 200 || !payload) refused(status, payload);
    return toCard(payload);
  }

  return {
    sandbox: false,
    cardByMobile: (mobile) => lookup({ mobile }),
    cardByThaiId: (thaiId) => lookup({ id_card_number: thaiId }),

    async card(cardNo) {
      const { status, payload } = await call<WireCard>('GET', `/v1/cards/${encodeURIComponent(cardNo)}`);
      if (status !== 200 || !payload) refused(status, payload);
      return toCard(payload);
    },

    async history(cardNo, limit) {
      const { status, payload } = await call<{ items: WireEntry[] }>('GET', `/v1/cards/${encodeURIComponent(cardNo)}/points?limit=${limit}`);
      if (status !== 200 || !payload) refused(status, payload);
      return payload.items.map(toEntry);
    },

    async debit(input) {
      const { status, payload } = await call<WireEntry>(
        'POST',
        `/v1/cards/${encodeURIComponent(input.cardNo)}/points/debit`,
        { points: input.points, reference: input.reference },
        { 'idempotency-key': `debit:${input.reference}` },
      );
      if ((status !== 201 && status !== 200) || !payload) refused(status, payload);
      return toEntry(payload);
    },

    async credit(input) {
      const { status, payload } = await call<WireEntry>(
        'POST',
        `/v1/cards/${encodeURIComponent(input.cardNo)}/points/credit`,
        { reference: input.reference },
        { 'idempotency-key': `credit:${input.reference}` },
      );
      if (status === 404 && errorOf(payload)?.code === 'DEBIT_NOT_FOUND') return null;
      if ((status !== 201 && status !== 200) || !payload) refused(status, payload);
      return toEntry(payload);
    },
  };
}
