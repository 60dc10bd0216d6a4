import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deleteAddress as deleteAddressRoute } from '@store/domain/contracts/address';
import { call } from '@/lib/api-client';
import { getAddressesQueryOptions } from '@/components/address/api/get-addresses';

export const deleteAddress = (userId: string, addressId: number) =>
  call<typeof deleteAddressRoute>('DELETE', '/user/:user_id/address/:address_id', { params: { user_id: userId, address_id: addressId } });

/** Deletes an address (the server promotes another to default when needed), then reloads the list. */
export function useDeleteAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => deleteAddress(userId, addressId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions(userId).queryKey }),
  });
}
