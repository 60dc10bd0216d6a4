import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { setDefaultAddress as setDefaultAddressRoute } from '@store/domain/contracts/address';
import { call } from '@/lib/api-client';
import { getAddressesQueryOptions } from '@/components/address/api/get-addresses';

export const setDefaultAddress = (userId: string, addressId: number) =>
  call<typeof setDefaultAddressRoute>('PUT', '/user/:user_id/default/address', { params: { user_id: userId }, body: { address_id: addressId } });

/** Makes one address the default; the answer is the new list. */
export function useSetDefaultAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => setDefaultAddress(userId, addressId),
    onSuccess: (list) => queryClient.setQueryData(getAddressesQueryOptions(userId).queryKey, list),
  });
}
