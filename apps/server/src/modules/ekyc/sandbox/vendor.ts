import { EKYC_REJECT_REASONS, ekycSandboxOutcomeOf, type EkycRejectReason } from '@store/domain/ekyc';
import type { EkycVendor } from '../vendor';

/**
 * The embedded eKYC vendor (decision 027): the states of a real one (created, document_captured,
 * selfie_captured, verifying, then approved, rejected with a reason, or expired), and outcomes fixed
 * by the declared Thai ID (EKYC_SANDBOX_TEST_IDS, README "eKYC"): the outcome is worked out when
 * the application is opened and stored instead of the ID, and told `decisionMs` after submit.
 */
export function sandboxVendor(options: { decisionMs: number }): EkycVendor {
  return {
    name: 'sandbox',
    async open({ thaiId }) {
      const outcome = ekycSandboxOutcomeOf(thaiId);
      return { vendorRef: null, sandboxOutcome: outcome.decision === 'rejected' ? `rejected:${outcome.reason}` : outcome.decision };
    },
    async sendImage() {},
    async submit(_application, now) {
      return { vendorCheck: null, checkAt: new Date(now.getTime() + options.decisionMs) };
    },
    async decision(application, now) {
      const outcome = application.sandboxOutcome ?? 'approved';
      const decideAt = (application.submittedAt ?? now).getTime() + options.decisionMs;
      if (now.getTime() < decideAt) return { status: 'verifying', retryAt: new Date(decideAt) };
      // 'never': the vendor keeps verifying until the application expires (the sweeper expires it).
      if (outcome === 'never') return { status: 'verifying', retryAt: new Date(now.getTime() + 60_000) };
      if (outcome.startsWith('rejected:')) {
        const reason = outcome.slice('rejected:'.length) as EkycRejectReason;
        return { status: 'rejected', reason: EKYC_REJECT_REASONS.includes(reason) ? reason : 'face_mismatch' };
      }
      return { status: 'approved' };
    },
  };
}
