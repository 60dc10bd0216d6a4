import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as contract from '@store/domain/contracts/loyalty';
import type { RouteData } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

export type PrivilegeRight = RouteData<typeof contract.verifyPrivilege>;

export const verifyPrivilege = (id: string, productId?: number, variantId?: number) =>
  call<typeof contract.verifyPrivilege>('GET', '/privilege/:id/verify', { params: { id }, query: { product_id: productId, variant_id: variantId } });

export const verifyPrivilegeQueryOptions = (id: string, productId?: number, variantId?: number) =>
  queryOptions({ queryKey: ['loyalty', 'right', id, productId ?? 0, variantId ?? 0], queryFn: () => verifyPrivilege(id, productId, variantId), staleTime: 0, retry: false });

/** The caller's right to the privilege price (GET /privilege/:id/verify). */
export function usePrivilegeRight(id: string, productId: number | undefined, variantId: number | undefined, enabled = true) {
  return useQuery({ ...verifyPrivilegeQueryOptions(id, productId, variantId), enabled });
}
