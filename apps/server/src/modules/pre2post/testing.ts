import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { EkycDecision, EkycDecisionStatus, EkycPort } from './ekyc-port';

/**
 * Tests only: a stand-in for the eKYC module's service (`app.ekyc`, branch `ekyc`), decorated on a
 * test app before it is ready. Applications are made directly (`create`) and decided on demand
 * (`decide`), which calls the decision listeners in a transaction as the real module does.
 */
export function withFakeEkyc(app: FastifyInstance, db: Db) {
  const applications = new Map<string, { id: string; userId: string; thaiId: string; purpose: 'pre_to_post'; status: string; reject_reason: string | null }>();
  const listeners: ((tx: Db, decision: EkycDecision) => Promise<void>)[] = [];
  const service: EkycPort = {
    async get(id, userId) {
      const a = applications.get(id);
      if (!a || a.userId !== userId) throw notFound('ekyc_not_found', 'No such application.');
      return { id: a.id, status: a.status, purpose: a.purpose, reject_reason: a.reject_reason };
    },
    async belongsTo(id, input) {
      const a = applications.get(id);
      return Boolean(a && a.userId === input.userId && a.thaiId === input.thaiId && a.purpose === input.purpose);
    },
    onDecision(listener) {
      listeners.push(listener);
    },
  };
  // Typed as the eKYC module's service since that branch was merged (pre2post-web merge); the integrator reconciles.
  app.decorate('ekyc', service as never);
  return {
    create(userId: string, thaiId: string, status: 'verifying' | 'approved' | 'rejected' = 'verifying'): string {
      const id = randomUUID();
      applications.set(id, { id, userId, thaiId, purpose: 'pre_to_post', status, reject_reason: status === 'rejected' ? 'face_mismatch' : null });
      return id;
    },
    async decide(id: string, status: EkycDecisionStatus): Promise<void> {
      const a = applications.get(id)!;
      const reason = status === 'rejected' ? 'face_mismatch' : null;
      await db.transaction(async (tx) => {
        for (const listener of listeners) await listener(tx as unknown as Db, { applicationId: id, status, reason, purpose: 'pre_to_post' });
      });
      a.status = status;
      a.reject_reason = reason;
    },
  };
}
