import type { EkycDecision, EkycService } from '../ekyc/plugin';

/** What pre2post uses of the eKYC module (`app.ekyc`, decision 027): an application's status for its owner, whether it is for this ID and purpose, and its decision. */
export type EkycPort = Pick<EkycService, 'get' | 'belongsTo' | 'onDecision'>;
export type { EkycDecision };
