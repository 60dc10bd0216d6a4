import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@store/domain/address';
import { api } from '@/lib/api-client';
import { getAddressesQueryOptions, type Address } from './get-addresses';

const base = (userId: string) => `/user/${encodeURIComponent(userId)}/address`;

/** POST a new address, or PUT an existing one (the user id is the session's own). */
export const saveAddress = (userId: string, input: AddressInput, addressId?: number) =>
  addressId ? api<Address>(`${base(userId)}/${addressId}`, { method: 'PUT', body: input }) : api<Address>(base(userId), { method: 'POST', body: input });

/** Adds or changes an address, then reloads the list. */
export function useSaveAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, addressId }: { input: AddressInput; addressId?: number }) => saveAddress(userId, input, addressId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions(userId).queryKey }),
  });
}
