import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { checkHiCoverage } from '@store/domain/contracts/home-internet';
import type { HiQualificationBody } from '@store/domain/home-internet';
import { call } from '@/lib/api-client';

/** POST /home-internet/service-qualifications (TMF645 checkServiceQualification): the answer and the new TOL transaction. */
export const checkCoverage = (body: HiQualificationBody) => call<typeof checkHiCoverage>('POST', '/home-internet/service-qualifications', { body });

export function useCheckCoverage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkCoverage,
    // A new transaction: what the pages read of the last one goes.
    onSuccess: () => client.removeQueries({ queryKey: ['home-internet', 'transaction'] }),
  });
}
