import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { verifyMnpPin } from '@store/domain/contracts/mnp';
import { call } from '@/lib/api-client';
import { getVerificationQueryOptions } from './get-verification';

/** POST /mnp/verifications/:id/pin (spec verify-pin-code): the current operator's 8-digit PIN, checked with the clearinghouse. */
export const verifyPin = ({ id, pin }: { id: string; pin: string }) => call<typeof verifyMnpPin>('POST', '/mnp/verifications/:id/pin', { params: { id }, body: { pin } });

export function useVerifyPin() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyPin, onSuccess: (v) => client.setQueryData(getVerificationQueryOptions(v.id).queryKey, v) });
}
