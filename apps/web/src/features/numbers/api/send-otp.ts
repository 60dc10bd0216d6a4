import { useMutation } from '@tanstack/react-query';
import type { OtpSent } from '@store/domain/otp';
import type { HoldFlow } from '@store/domain/number-search';
import { api } from '@/lib/api-client';

export const sendOtp = (body: { mobile_number: string; flow: HoldFlow; lang: 'th' | 'en' }) => api<OtpSent>('/sim/otp', { method: 'POST', body });

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
