import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { listMyLeads, updateMyLead } from '@store/domain/contracts/bundles';
import { call } from '@/lib/api-client';

const KEY = ['bundles', 'my-leads'] as const;

/** GET /clm/leadTransaction: my call-back requests (signed in). */
export function useMyLeads(enabled: boolean) {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => call<typeof listMyLeads>('GET', '/clm/leadTransaction', { signal }), enabled });
}

/** PUT /clm/leadTransaction: I withdraw an open request. */
export function useWithdrawLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<typeof updateMyLead>('PUT', '/clm/leadTransaction', { body: { id, state: 'withdrawn' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
