import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { qualifyPre2post } from '@store/domain/contracts/pre2post';
import type { QualificationBody } from '@store/domain/pre2post';
import { call } from '@/lib/api-client';
import { getQualificationQueryOptions } from './get-qualification';

/** POST /pre2post/qualifications: the OTP checked, the TMF679 qualification (qualified, or unqualified with every reason). */
export const qualify = (body: QualificationBody) => call<typeof qualifyPre2post>('POST', '/pre2post/qualifications', { body });

/** Puts the answer in the cache under the key GET /pre2post/qualifications/:id reads, so the next page needs no call. */
export function useQualify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: qualify,
    onSuccess: (q) => client.setQueryData(getQualificationQueryOptions(q.id).queryKey, q),
  });
}
