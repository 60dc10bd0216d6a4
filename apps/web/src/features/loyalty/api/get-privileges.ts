import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as contract from '@store/domain/contracts/loyalty';
import type { RouteData } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

export type Privilege = RouteData<typeof contract.getPrivilege>;
type LineKind = Privilege['line_kind'];

export const getPrivileges = (lineKind?: LineKind) => call<typeof contract.listPrivileges>('GET', '/privileges', { query: { line_kind: lineKind } });

export const getPrivilegesQueryOptions = (lineKind?: LineKind) =>
  queryOptions({ queryKey: ['privileges', lineKind ?? 'all'], queryFn: () => getPrivileges(lineKind), staleTime: 60_000 });

/** The privilege offers running now (GET /privileges). */
export function usePrivileges(lineKind?: LineKind) {
  return useQuery(getPrivilegesQueryOptions(lineKind));
}
