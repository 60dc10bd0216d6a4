import { useMutation } from '@tanstack/react-query';
import type { RouteBody } from '@store/domain/contracts/define';
import type { sendBundleOtp } from '@store/domain/contracts/bundles';
import { call } from '@/lib/api-client';

/** POST /bundles/otp: the number is looked up, then a code goes to it. */
export const sendOtp = (body: RouteBody<typeof sendBundleOtp>) => call<typeof sendBundleOtp>('POST', '/bundles/otp', { body });

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
