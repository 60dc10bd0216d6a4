import { AppError } from '../../../lib/errors';

/**
 * A small typed client of Onfido's REST API v3.6 (documentation.onfido.com), the shape of most
 * identity-verification vendors: an applicant, its document and live photo, a check of reports.
 * Auth `Authorization: Token token=<api token>`. No photo or response body is ever logged.
 */
export interface OnfidoClientOptions {
  /** e.g. https://api.eu.onfido.com/v3.6 (a region's host and the API version). */
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type OnfidoCheckStatus = 'in_progress' | 'awaiting_applicant' | 'complete' | 'withdrawn' | 'paused' | 'reopened';
export type OnfidoResult = 'clear' | 'consider' | null;

export interface OnfidoReport {
  id: string;
  name: string;
  status: string;
  result: OnfidoResult;
  sub_result?: string | null;
  breakdown?: Record<string, { result?: OnfidoResult; breakdown?: Record<string, { result?: OnfidoResult }> }>;
}

export interface OnfidoClient {
  createApplicant(body: { first_name: string; last_name: string; location?: { country_of_residence: string } }): Promise<{ id: string }>;
  uploadDocument(input: { applicantId: string; type: 'national_identity_card'; side: 'front'; issuingCountry: string; file: Blob; filename: string }): Promise<{ id: string }>;
  uploadLivePhoto(input: { applicantId: string; file: Blob; filename: string }): Promise<{ id: string }>;
  createCheck(body: { applicant_id: string; report_names: string[] }): Promise<{ id: string; status: OnfidoCheckStatus }>;
  getCheck(id: string): Promise<{ id: string; status: OnfidoCheckStatus; result: OnfidoResult }>;
  listReports(checkId: string): Promise<{ reports: OnfidoReport[] }>;
}

const unavailable = (details?: unknown) =>
  new AppError('unavailable', 'ekyc_vendor_unavailable', 'Identity verification is not available right now. Please try again later.', details);

export function onfidoClient(options: OnfidoClientOptions): OnfidoClient {
  const send = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const authorization = `Token token=${options.apiKey}`;

  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await send(`${base}${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
    } catch {
      throw unavailable();
    }
    const json = (await response.json().catch(() => null)) as (T & { error?: { type?: unknown } }) | null;
    if (response.status === 422 || response.status === 400) {
      // The vendor refused what it was sent (a photo it cannot use, a field): the shopper may retake it.
      throw new AppError('unprocessable', 'ekyc_vendor_refused', 'The verification service could not use this. Please try again.', {
        vendor_status: response.status,
        vendor_error: typeof json?.error?.type === 'string' ? json.error.type : null,
      });
    }
    if (!response.ok || json === null) throw unavailable({ vendor_status: response.status });
    return json;
  }

  const form = (fields: Record<string, string>, file: Blob, filename: string) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    data.append('file', file, filename);
    return data;
  };

  return {
    createApplicant: (body) => request('POST', '/applicants', body),
    uploadDocument: (input) =>
      request(
        'POST',
        '/documents',
        form({ applicant_id: input.applicantId, type: input.type, side: input.side, issuing_country: input.issuingCountry }, input.file, input.filename),
      ),
    uploadLivePhoto: (input) => request('POST', '/live_photos', form({ applicant_id: input.applicantId }, input.file, input.filename)),
    createCheck: (body) => request('POST', '/checks', body),
    getCheck: (id) => request('GET', `/checks/${encodeURIComponent(id)}`),
    listReports: (checkId) => request('GET', `/reports?check_id=${encodeURIComponent(checkId)}`),
  };
}
