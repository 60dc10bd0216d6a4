import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { chooseHiPackage } from '@store/domain/contracts/home-internet';
import { call } from '@/lib/api-client';
import { getTransactionQueryOptions } from './get-transaction';

/** PUT /home-internet/transactions/:id/package: the package (one the address qualifies for). */
export const choosePackage = ({ transactionId, packageId }: { transactionId: string; packageId: string }) =>
  call<typeof chooseHiPackage>('PUT', '/home-internet/transactions/:id/package', { params: { id: transactionId }, body: { package_id: packageId } });

export function useChoosePackage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: choosePackage, onSuccess: (tx) => client.setQueryData(getTransactionQueryOptions(tx.id).queryKey, tx) });
}
