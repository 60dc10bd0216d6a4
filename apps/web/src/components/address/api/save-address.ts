import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@store/domain/address';
import type { createAddress, updateAddress } from '@store/domain/contracts/address';
import { call } from '@/lib/api-client';
import { getAddressesQueryOptions } from './get-addresses';

/** POST a new address, or PUT an existing one (the user id is the session's own). */
export const saveAddress = (userId: string, input: AddressInput, addressId?: number) =>
  addressId
    ? call<typeof updateAddress>('PUT', '/user/:user_id/address/:address_id', { params: { user_id: userId, address_id: addressId }, body: input })
    : call<typeof createAddress>('POST', '/user/:user_id/address', { params: { user_id: userId }, body: input });

/** Adds or changes an address, then reloads the list. */
export function useSaveAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, addressId }: { input: AddressInput; addressId?: number }) => saveAddress(userId, input, addressId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions(userId).queryKey }),
  });
}
