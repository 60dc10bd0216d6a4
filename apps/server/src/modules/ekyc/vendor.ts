import type { EkycImageKind, EkycImageType, EkycPurpose, EkycRejectReason } from '@store/domain/ekyc';

/**
 * The eKYC vendor port (decision 027): the store keeps the application, its photos until the
 * decision, and the hand-off; the vendor compares the selfie with the card and decides. The embedded
 * default is the sandbox (sandbox/vendor.ts); EKYC_PROVIDER_URL + EKYC_API_KEY select a vendor's REST
 * API (onfido/vendor.ts).
 */
export interface EkycVendor {
  /** 'sandbox' or the vendor's name, stored on each application. */
  readonly name: string;
  /** Opens the application at the vendor. The sandbox keeps its outcome for the ID instead of the ID (`sandboxOutcome`). */
  open(input: { applicationId: string; thaiId: string; purpose: EkycPurpose; lang: 'th' | 'en' }): Promise<{ vendorRef: string | null; sandboxOutcome: string | null }>;
  /** Gives the vendor a photo (the sandbox needs none: it decides by the ID). */
  sendImage(application: VendorApplication, image: { kind: EkycImageKind; type: EkycImageType; bytes: Buffer }): Promise<void>;
  /** Asks for the decision; `checkAt`: when to ask for it first. */
  submit(application: VendorApplication, now: Date): Promise<{ vendorCheck: string | null; checkAt: Date }>;
  /** The decision once made; null while the vendor is still verifying (then `retryAt`). */
  decision(application: VendorApplication, now: Date): Promise<{ status: 'approved' } | { status: 'rejected'; reason: EkycRejectReason } | { status: 'verifying'; retryAt: Date }>;
}

/** What the vendor adapters know of an application. */
export interface VendorApplication {
  id: string;
  vendorRef: string | null;
  vendorCheck: string | null;
  sandboxOutcome: string | null;
  submittedAt: Date | null;
}
