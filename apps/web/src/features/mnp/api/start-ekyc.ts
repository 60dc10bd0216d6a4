import type { startMnpEkyc } from '@store/domain/contracts/mnp';
import { call } from '@/lib/api-client';

/** POST /mnp/verifications/:id/ekyc: the eKYC application (purpose mnp) for the ID the verification checked, made by the server (the browser never keeps the ID). */
export const startEkyc = (verificationId: string, lang: 'th' | 'en') =>
  call<typeof startMnpEkyc>('POST', '/mnp/verifications/:id/ekyc', { params: { id: verificationId }, body: { lang } });
