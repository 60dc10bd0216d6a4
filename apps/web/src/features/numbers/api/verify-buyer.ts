import { useMutation } from '@tanstack/react-query';
import type { verifySimBuyer } from '@store/domain/contracts/sim';
import type { SimVerifyBody } from '@store/domain/sim';
import { call } from '@/lib/api-client';

export const verifyBuyer = (body: SimVerifyBody) => call<typeof verifySimBuyer>('POST', '/sim/verifications', { body });

export function useVerifyBuyer() {
  return useMutation({ mutationFn: verifyBuyer });
}
