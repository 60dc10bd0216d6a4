import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { verifyHiContactOtp } from '@store/domain/contracts/home-internet';
import { call } from '@/lib/api-client';
import { getTransactionQueryOptions } from './get-transaction';

/** POST /home-internet/transactions/:id/contact/verify (spec check-otp-update-status). */
export const verifyContactOtp = ({ transactionId, requestId, code }: { transactionId: string; requestId: string; code: string }) =>
  call<typeof verifyHiContactOtp>('POST', '/home-internet/transactions/:id/contact/verify', { params: { id: transactionId }, body: { request_id: requestId, code } });

export function useVerifyContactOtp() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyContactOtp, onSuccess: (tx) => client.setQueryData(getTransactionQueryOptions(tx.id).queryKey, tx) });
}
