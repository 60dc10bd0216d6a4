import type { PortingRequestRecord, PortingService } from '../porting/service';

/**
 * What the mnp module uses of the porting module (`app.porting`, decision 029): who holds a number,
 * the PIN check, submit and cancel, and the state changes (told in the clearinghouse sweep's
 * transaction, `onChange`).
 */
export type PortingClient = Pick<PortingService, 'sandbox' | 'lookup' | 'checkPin' | 'submit' | 'cancel' | 'onChange'>;
export type PortingRequest = PortingRequestRecord;
