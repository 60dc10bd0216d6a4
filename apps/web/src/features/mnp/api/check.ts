import { useMutation } from '@tanstack/react-query';
import type { checkMnp } from '@store/domain/contracts/mnp';
import type { MnpCheckBody } from '@store/domain/mnp';
import { call } from '@/lib/api-client';

/** POST /mnp/check (spec POST /mnp/{path}): the number and the holder's ID; an OTP goes to that number. */
export const checkNumber = (body: MnpCheckBody) => call<typeof checkMnp>('POST', '/mnp/check', { body });

export function useCheckNumber() {
  return useMutation({ mutationFn: checkNumber });
}
