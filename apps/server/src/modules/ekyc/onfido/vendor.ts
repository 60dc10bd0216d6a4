import { Configuration, DefaultApi, FileTransfer } from '@onfido/api';
import type { EkycRejectReason } from '@store/domain/ekyc';
import { AppError } from '../../../lib/errors';
import type { EkycVendor } from '../vendor';

/** How often a verifying application is asked about again. */
const POLL_MS = 10_000;
const REPORTS = ['document' as const, 'facial_similarity_photo' as const];

export interface OnfidoVendorOptions {
  /** The API's base path, a region's host and the API version, e.g. https://api.eu.onfido.com/v3.6 (EKYC_PROVIDER_URL). */
  url: string;
  /** The API token (EKYC_API_KEY), sent as `Authorization: Token token=<apiKey>`. */
  apiKey: string;
  timeoutMs?: number;
}

/** A report as the reasons are read from it (the official client's `Report`, any of its kinds). */
export interface OnfidoReport {
  id?: string;
  name: string;
  status?: string;
  result?: string | null;
  breakdown?: object;
}

/** The parts of a report's breakdown the reasons look at. */
interface ReasonBreakdown {
  image_integrity?: { result?: string | null };
  data_validation?: { breakdown?: { document_expiration?: { result?: string | null } } };
}
const breakdownOf = (report: OnfidoReport | undefined) => report?.breakdown as ReasonBreakdown | undefined;

/**
 * The production eKYC vendor over Onfido's API v3.6 through its official Node client (`@onfido/api`,
 * decision 027): an applicant per application (the store keeps no name: the vendor reads it from the
 * card), the ID card's front as a `national_identity_card` document of THA, the selfie as a live
 * photo, and a check of the document and facial-similarity reports, polled until complete. `clear` is
 * approved; `consider` is rejected with the reason its reports give.
 */
export function onfidoVendor(options: OnfidoVendorOptions): EkycVendor {
  const api = new DefaultApi(new Configuration({ apiToken: options.apiKey, basePath: options.url.replace(/\/+$/, ''), baseOptions: { timeout: options.timeoutMs ?? 15_000 } }));
  const applicantOf = (ref: string | null) => {
    if (!ref) throw new Error('eKYC application without a vendor applicant');
    return ref;
  };
  return {
    name: 'onfido',
    async open({ applicationId }) {
      const applicant = await call(() =>
        api.createApplicant({ first_name: 'Tawan', last_name: `Applicant ${applicationId.slice(0, 8)}`, location: { country_of_residence: 'THA' } }),
      );
      return { vendorRef: applicant.id, sandboxOutcome: null };
    },
    async sendImage(application, image) {
      const applicantId = applicantOf(application.vendorRef);
      const file = new FileTransfer(image.bytes, `${image.kind}.${image.type === 'image/png' ? 'png' : 'jpg'}`);
      if (image.kind === 'document') await call(() => api.uploadDocument('national_identity_card', applicantId, file, undefined, 'front', 'THA'));
      else await call(() => api.uploadLivePhoto(applicantId, file));
    },
    async submit(application, now) {
      const check = await call(() => api.createCheck({ applicant_id: applicantOf(application.vendorRef), report_names: REPORTS }));
      return { vendorCheck: check.id, checkAt: new Date(now.getTime() + POLL_MS) };
    },
    async decision(application, now) {
      const retry = { status: 'verifying' as const, retryAt: new Date(now.getTime() + POLL_MS) };
      if (!application.vendorCheck) return retry;
      const checkId = application.vendorCheck;
      const check = await call(() => api.findCheck(checkId));
      if (check.status !== 'complete' || !check.result) return retry;
      if (check.result === 'clear') return { status: 'approved' };
      const { reports } = await call(() => api.listReports(check.id));
      return { status: 'rejected', reason: rejectReasonOf(reports) };
    },
  };
}

/** The reason a `consider` check gives, from its reports (the face first, then the card). */
export function rejectReasonOf(reports: OnfidoReport[]): EkycRejectReason {
  const face = reports.find((r) => r.name.startsWith('facial_similarity'));
  if (face?.result === 'consider') return breakdownOf(face)?.image_integrity?.result === 'consider' ? 'liveness_failed' : 'face_mismatch';
  const document = reports.find((r) => r.name === 'document');
  if (breakdownOf(document)?.data_validation?.breakdown?.document_expiration?.result === 'consider') return 'document_expired';
  return 'document_unreadable';
}

const unavailable = (details?: unknown) =>
  new AppError('unavailable', 'ekyc_vendor_unavailable', 'Identity verification is not available right now. Please try again later.', details);

/**
 * One call of the client, its failures mapped to the store's errors. The client's (axios) errors carry
 * the request (its headers hold the API token; its body, a photo) and the response body: none of them
 * leaves here, only a fresh AppError with the vendor's status and error type (nothing personal).
 */
async function call<T>(request: () => Promise<{ data: T }>): Promise<T> {
  let data: unknown;
  try {
    ({ data } = await request());
  } catch (err) {
    throw vendorError(err);
  }
  // A body that is not JSON (the client gives it as a FileTransfer or a string): not Onfido's answer.
  if (typeof data !== 'object' || data === null || data instanceof FileTransfer) throw unavailable();
  return data as T;
}

function vendorError(err: unknown): Error {
  if (err instanceof AppError) return err;
  if (!isAxiosError(err)) return new Error(`Onfido client failed (${err instanceof Error ? err.name : typeof err})`);
  const status = typeof err.response?.status === 'number' ? err.response.status : undefined;
  // No answer (refused, reset, timed out) or a failing vendor (5xx, or its token refused): try again later.
  if (status !== 400 && status !== 422) return unavailable(status === undefined ? undefined : { vendor_status: status });
  // The vendor refused what it was sent (a photo it cannot use, a field): the shopper may retake it.
  const body = err.response?.data as { error?: { type?: unknown } } | null | undefined;
  const type = body?.error?.type;
  return new AppError('unprocessable', 'ekyc_vendor_refused', 'The verification service could not use this. Please try again.', {
    vendor_status: status,
    vendor_error: typeof type === 'string' && /^[a-z_]{1,64}$/.test(type) ? type : null,
  });
}

/** axios's own check (`axios.isAxiosError`) without depending on axios here: the client's errors are AxiosErrors. */
function isAxiosError(err: unknown): err is { isAxiosError: true; response?: { status?: unknown; data?: unknown } } {
  return typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
}
