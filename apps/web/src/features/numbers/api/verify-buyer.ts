import { useMutation } from '@tanstack/react-query';
import type { SimVerification, SimVerifyBody } from '@store/domain/sim';
import { api } from '@/lib/api-client';

export const verifyBuyer = (body: SimVerifyBody) => api<SimVerification>('/sim/verifications', { method: 'POST', body });

export function useVerifyBuyer() {
  return useMutation({ mutationFn: verifyBuyer });
}
