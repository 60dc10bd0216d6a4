import type { DonorId, PortingRejectReason, PortingRequestState } from '@store/domain/mnp';
import type { Db } from '../../db/client';

/** A porting request as the clearinghouse describes it (porting/port.ts). */
export interface PortingRequest {
  id: string;
  msisdn: string;
  donor: DonorId;
  state: PortingRequestState;
  reason: PortingRejectReason | null;
  /** Our reference: the store's porting id. */
  reference: string;
  submittedAt: Date;
  windowAt: Date | null;
  completedAt: Date | null;
  updatedAt: Date;
}

/**
 * What the mnp module uses of the porting module (`app.porting`, decision 029): who holds a number,
 * the PIN check, submit and cancel, and the state changes (told in the clearinghouse sweep's
 * transaction).
 */
export interface PortingClient {
  readonly sandbox: boolean;
  lookup(msisdn: string): Promise<{ donor: DonorId; type: 'prepaid' | 'postpaid' } | null>;
  checkPin(msisdn: string, pin: string): Promise<{ expires_at: Date }>;
  submit(input: { msisdn: string; thaiId: string; pin: string | null; reference: string; recipient: 'store' }, tx?: Db): Promise<PortingRequest>;
  cancel(id: string, tx?: Db): Promise<PortingRequest>;
  onChange(listener: (tx: Db, record: PortingRequest) => Promise<void>): void;
}
