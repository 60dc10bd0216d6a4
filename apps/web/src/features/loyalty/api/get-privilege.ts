import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as contract from '@store/domain/contracts/loyalty';
import { call } from '@/lib/api-client';

export const getPrivilege = (id: string) => call<typeof contract.getPrivilege>('GET', '/privilege/:id', { params: { id } });

export const getPrivilegeQueryOptions = (id: string) => queryOptions({ queryKey: ['privileges', 'one', id], queryFn: () => getPrivilege(id), staleTime: 60_000, retry: false });

/** One privilege (GET /privilege/:id). */
export function usePrivilege(id: string) {
  return useQuery(getPrivilegeQueryOptions(id));
}
