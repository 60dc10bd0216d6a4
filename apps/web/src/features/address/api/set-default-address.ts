import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAddressesQueryOptions, type Address } from '@/components/address/api/get-addresses';

export const setDefaultAddress = (userId: string, addressId: number) =>
  api<Address[]>(`/user/${encodeURIComponent(userId)}/default/address`, { method: 'PUT', body: { address_id: addressId } });

/** Makes one address the default; the answer is the new list. */
export function useSetDefaultAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => setDefaultAddress(userId, addressId),
    onSuccess: (list) => queryClient.setQueryData(getAddressesQueryOptions(userId).queryKey, list),
  });
}
