import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { checkMnpOtp } from '@store/domain/contracts/mnp';
import type { MnpCheckOtpBody } from '@store/domain/mnp';
import { call } from '@/lib/api-client';
import { getVerificationQueryOptions } from './get-verification';

/** POST /mnp/check-otp: the OTP checked, the verification (30 minutes, this user's); put in the cache GET /mnp/verifications/:id reads. */
export const checkOtp = (body: MnpCheckOtpBody) => call<typeof checkMnpOtp>('POST', '/mnp/check-otp', { body });

export function useCheckOtp() {
  const client = useQueryClient();
  return useMutation({ mutationFn: checkOtp, onSuccess: (v) => client.setQueryData(getVerificationQueryOptions(v.id).queryKey, v) });
}
