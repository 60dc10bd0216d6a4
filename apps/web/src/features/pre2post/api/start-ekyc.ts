import type { startPre2postEkyc } from '@store/domain/contracts/pre2post';
import { call } from '@/lib/api-client';

/**
 * POST /pre2post/qualifications/:id/ekyc (spec POST /pre_to_post/ekyc): the eKYC application for the
 * ID the check verified, made by the server from the ID it keeps for the qualification's 30 minutes.
 */
export const startEkyc = (qualificationId: string, lang: 'th' | 'en') =>
  call<typeof startPre2postEkyc>('POST', '/pre2post/qualifications/:id/ekyc', { params: { id: qualificationId }, body: { lang } });
