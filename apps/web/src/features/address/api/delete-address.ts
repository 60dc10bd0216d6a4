import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAddressesQueryOptions } from '@/components/address/api/get-addresses';

export const deleteAddress = (userId: string, addressId: number) =>
  api<{ address_id: number; deleted: true }>(`/user/${encodeURIComponent(userId)}/address/${addressId}`, { method: 'DELETE' });

/** Deletes an address (the server promotes another to default when needed), then reloads the list. */
export function useDeleteAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => deleteAddress(userId, addressId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions(userId).queryKey }),
  });
}
