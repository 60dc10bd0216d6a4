import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';

/**
 * What pre2post uses of the eKYC module (`app.ekyc`, built on branch `ekyc`; design of issue 15):
 * an application's status for its owner, whether it is for this Thai ID and purpose, and the decision
 * listener. A local copy of the interface's part this module needs, until the eKYC module is merged
 * (then the integrator replaces it with the module's own EkycService type).
 */
export type EkycDecisionStatus = 'approved' | 'rejected' | 'expired';
export interface EkycDecision {
  applicationId: string;
  status: EkycDecisionStatus;
  reason: string | null;
  purpose: 'pre_to_post' | 'home_internet' | 'mnp';
}
export interface EkycPort {
  /** 404 ekyc_not_found when it is not `userId`'s. */
  get(id: string, userId: string): Promise<{ id: string; status: string; purpose: string; reject_reason: string | null }>;
  belongsTo(id: string, input: { userId: string; thaiId: string; purpose: 'pre_to_post' }): Promise<boolean>;
  onDecision(listener: (tx: Db, decision: EkycDecision) => Promise<void>): void;
}

/** The eKYC service the app is decorated with, or null while the eKYC module is not registered. */
export function ekycOf(app: FastifyInstance): EkycPort | null {
  return app.hasDecorator('ekyc') ? (app as unknown as { ekyc: EkycPort }).ekyc : null;
}

export const ekycUnavailable = () => new AppError('unavailable', 'ekyc_unavailable', 'Identity checks are not available right now. Please try again later.');
