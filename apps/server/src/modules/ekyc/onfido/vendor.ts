import type { EkycRejectReason } from '@store/domain/ekyc';
import type { EkycVendor } from '../vendor';
import { onfidoClient, type OnfidoClientOptions, type OnfidoReport } from './client';

/** How often a verifying application is asked about again. */
const POLL_MS = 10_000;
const REPORTS = ['document', 'facial_similarity_photo'];

/**
 * The production eKYC vendor over Onfido's REST API (decision 027): an applicant per application
 * (the store keeps no name: the vendor reads it from the card), the ID card's front as a
 * `national_identity_card` document of THA, the selfie as a live photo, and a check of the document
 * and facial-similarity reports, polled until complete. `clear` is approved; `consider` is rejected
 * with the reason its reports give.
 */
export function onfidoVendor(options: OnfidoClientOptions): EkycVendor {
  const client = onfidoClient(options);
  const applicantOf = (ref: string | null) => {
    if (!ref) throw new Error('eKYC application without a vendor applicant');
    return ref;
  };
  return {
    name: 'onfido',
    async open({ applicationId }) {
      const applicant = await client.createApplicant({ first_name: 'Tawan', last_name: `Applicant ${applicationId.slice(0, 8)}`, location: { country_of_residence: 'THA' } });
      return { vendorRef: applicant.id, sandboxOutcome: null };
    },
    async sendImage(application, image) {
      const applicantId = applicantOf(application.vendorRef);
      const file = new Blob([new Uint8Array(image.bytes)], { type: image.type });
      const filename = `${image.kind}.${image.type === 'image/png' ? 'png' : 'jpg'}`;
      if (image.kind === 'document') await client.uploadDocument({ applicantId, type: 'national_identity_card', side: 'front', issuingCountry: 'THA', file, filename });
      else await client.uploadLivePhoto({ applicantId, file, filename });
    },
    async submit(application, now) {
      const check = await client.createCheck({ applicant_id: applicantOf(application.vendorRef), report_names: REPORTS });
      return { vendorCheck: check.id, checkAt: new Date(now.getTime() + POLL_MS) };
    },
    async decision(application, now) {
      const retry = { status: 'verifying' as const, retryAt: new Date(now.getTime() + POLL_MS) };
      if (!application.vendorCheck) return retry;
      const check = await client.getCheck(application.vendorCheck);
      if (check.status !== 'complete' || check.result === null) return retry;
      if (check.result === 'clear') return { status: 'approved' };
      const { reports } = await client.listReports(check.id);
      return { status: 'rejected', reason: rejectReasonOf(reports) };
    },
  };
}

/** The reason a `consider` check gives, from its reports (the face first, then the card). */
export function rejectReasonOf(reports: OnfidoReport[]): EkycRejectReason {
  const face = reports.find((r) => r.name.startsWith('facial_similarity'));
  if (face?.result === 'consider') return face.breakdown?.image_integrity?.result === 'consider' ? 'liveness_failed' : 'face_mismatch';
  const document = reports.find((r) => r.name === 'document');
  if (document?.breakdown?.data_validation?.breakdown?.document_expiration?.result === 'consider') return 'document_expired';
  return 'document_unreadable';
}
