import type { startHiEkyc } from '@store/domain/contracts/home-internet';
import { call } from '@/lib/api-client';

/** POST /home-internet/transactions/:id/ekyc (spec tol-ssv ekyc): the application for the ID the blacklist check kept on the server. */
export const startEkyc = (transactionId: string, lang: 'th' | 'en') =>
  call<typeof startHiEkyc>('POST', '/home-internet/transactions/:id/ekyc', { params: { id: transactionId }, body: { lang } });
