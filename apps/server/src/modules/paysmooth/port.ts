import type { Db } from '../../db/client';
import type { PaySmoothReason } from '@store/domain/paysmooth-plan';

/** A partner application as the partner tells it. */
export interface PartnerApplication {
  id: string;
  state: 'submitted' | 'approved' | 'refused' | 'expired' | 'captured';
  reason: PaySmoothReason | null;
  creditLimit: number | null;
  expiresAt: Date | null;
  capturedReference: string | null;
}

/**
 * The pay-smooth partner (decision 037): an application for an amount over 6, 10 or 12 months
 * (submitted, or refused at once), its decision read later (approved | refused; an approved one
 * expires unused), and its capture for one order (approved and not expired -> captured, once per
 * application; the same reference again answers the same). Throws AppError 503 paysmooth_busy when
 * the partner is busy or does not answer; 409 paysmooth_not_capturable when it cannot be captured.
 */
export interface PaySmoothPartnerPort {
  readonly sandbox: boolean;
  apply(input: { thaiId: string; name: string; mobile: string; monthlyIncome: number; amount: number; months: number }): Promise<PartnerApplication>;
  get(id: string): Promise<PartnerApplication>;
  /** `tx`: the store's transaction (the embedded partner writes in it; a remote one ignores it). */
  capture(id: string, input: { reference: string; amount: number }, tx?: Db): Promise<PartnerApplication>;
}
