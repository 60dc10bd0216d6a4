import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@store/domain/address';
import { api } from '@/lib/api-client';

export type { Address };

export const getAddresses = (userId: string, signal?: AbortSignal) => api<Address[]>(`/user/${encodeURIComponent(userId)}/address`, { signal });

export const getAddressesQueryOptions = (userId: string) => queryOptions({ queryKey: ['addresses', userId], queryFn: ({ signal }) => getAddresses(userId, signal) });

/** The signed-in user's addresses, the default first. */
export function useAddresses(userId: string) {
  return useQuery(getAddressesQueryOptions(userId));
}
