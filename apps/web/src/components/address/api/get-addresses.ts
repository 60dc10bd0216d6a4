import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@store/domain/address';
import type { listAddresses } from '@store/domain/contracts/address';
import { call } from '@/lib/api-client';

export type { Address };

export const getAddresses = (userId: string, signal?: AbortSignal) => call<typeof listAddresses>('GET', '/user/:user_id/address', { params: { user_id: userId }, signal });

export const getAddressesQueryOptions = (userId: string) => queryOptions({ queryKey: ['addresses', userId], queryFn: ({ signal }) => getAddresses(userId, signal) });

/** The signed-in user's addresses, the default first. */
export function useAddresses(userId: string) {
  return useQuery(getAddressesQueryOptions(userId));
}
