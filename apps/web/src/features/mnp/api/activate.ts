import { useMutation } from '@tanstack/react-query';
import type { activateMnp } from '@store/domain/contracts/mnp';
import type { MnpActivationBody } from '@store/domain/mnp';
import { call } from '@/lib/api-client';

/** POST /mnp/activations (two-step): the order number, the serial printed on the delivered SIM and a PIN submit the porting. */
export const activate = (body: MnpActivationBody) => call<typeof activateMnp>('POST', '/mnp/activations', { body });

export function useActivate() {
  return useMutation({ mutationFn: activate });
}
