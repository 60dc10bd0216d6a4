import { useMutation } from '@tanstack/react-query';
import type { verifyPaySmooth } from '@store/domain/contracts/paysmooth';
import type { PaySmoothVerifyBody } from '@store/domain/paysmooth';
import { call } from '@/lib/api-client';

/** POST /pay-smooth/verify: the applicant and the device go to the partner; the application (its token and plan). */
export const verify = (body: PaySmoothVerifyBody) => call<typeof verifyPaySmooth>('POST', '/pay-smooth/verify', { body });

export function useVerify() {
  return useMutation({ mutationFn: verify });
}
