import type { PaySmoothReason } from '@store/domain/paysmooth-plan';
import { AppError, conflict, notFound } from '../../../lib/errors';
import type { PartnerApplication, PaySmoothPartnerPort } from '../port';
import { partnerBusy } from '../sandbox/partner';

export interface HttpPaySmoothOptions {
  /** The partner's API base, e.g. https://api.paysmooth.example/api (paths /v1/... are added). */
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The partner's wire shape of an application (decision 037). */
export interface WireApplication {
  application_id: string;
  status: 'SUBMITTED' | 'APPROVED' | 'REFUSED' | 'EXPIRED' | 'CAPTURED';
  reason_code: string | null;
  credit_limit_satang: number | null;
  approval_expires_at: string | null;
  capture_reference: string | null;
}

export const toWire = (a: PartnerApplication): WireApplication => ({
  application_id: a.id,
  status: a.state.toUpperCase() as WireApplication['status'],
  reason_code: a.reason ? a.reason.toUpperCase() : null,
  credit_limit_satang: a.creditLimit,
  approval_expires_at: a.expiresAt?.toISOString() ?? null,
  capture_reference: a.capturedReference,
});

const fromWire = (w: WireApplication): PartnerApplication => ({
  id: w.application_id,
  state: w.status.toLowerCase() as PartnerApplication['state'],
  reason: w.reason_code ? (w.reason_code.toLowerCase() as PaySmoothReason) : null,
  creditLimit: w.credit_limit_satang,
  expiresAt: w.approval_expires_at ? new Date(w.approval_expires_at) : null,
  capturedReference: w.capture_reference,
});

/**
 * The pay-smooth partner over its REST API (PAYSMOOTH_URL, PAYSMOOTH_API_KEY; decision 037): Bearer
 * key, JSON, the Thai ID only in a POST body. POST /v1/applications, GET /v1/applications/{id},
 * POST /v1/applications/{id}/capture (Idempotency-Key = the order reference). 404 -> not found,
 * 409 NOT_CAPTURABLE -> paysmooth_not_capturable, 429 / 5xx / timeout / no answer -> 503 paysmooth_busy.
 */
export function httpPaySmoothPartner(options: HttpPaySmoothOptions): PaySmoothPartnerPort {
  const send = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  async function request(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<WireApplication> {
    let res: Response;
    try {
      res = await send(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
      });
    } catch {
      throw partnerBusy();
    }
    if (res.status === 429 || res.status >= 500) throw partnerBusy();
    const json = (await res.json().catch(() => null)) as (WireApplication & { error?: { code?: string } }) | null;
    if (res.status === 404) throw notFound('paysmooth_application_not_found', 'No such pay-smooth application.');
    if (res.status === 409) throw conflict('paysmooth_not_capturable', `This pay-smooth application cannot pay for an order (${json?.error?.code ?? 'conflict'}).`);
    if (res.status !== 200 && res.status !== 201) throw new AppError('unavailable', 'paysmooth_busy', `The pay-smooth partner answered ${res.status}.`);
    return json as WireApplication;
  }
  return {
    sandbox: false,
    async apply(input) {
      return fromWire(
        await request('POST', '/v1/applications', {
          id_card_number: input.thaiId,
          name: input.name,
          mobile: input.mobile,
          monthly_income_satang: input.monthlyIncome,
          amount_satang: input.amount,
          term_months: input.months,
        }),
      );
    },
    async get(id) {
      return fromWire(await request('GET', `/v1/applications/${encodeURIComponent(id)}`));
    },
    async capture(id, input) {
      return fromWire(
        await request(
          'POST',
          `/v1/applications/${encodeURIComponent(id)}/capture`,
          { reference: input.reference, amount_satang: input.amount },
          { 'idempotency-key': input.reference },
        ),
      );
    },
  };
}
