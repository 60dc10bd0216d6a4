import { useMutation } from '@tanstack/react-query';
import type { HoldFlow } from '@store/domain/number-search';
import type { sendSimOtp } from '@store/domain/contracts/sim';
import { call } from '@/lib/api-client';

export const sendOtp = (body: { mobile_number: string; flow: HoldFlow; lang: 'th' | 'en' }) => call<typeof sendSimOtp>('POST', '/sim/otp', { body });

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
