import { useMutation } from '@tanstack/react-query';
import type { claimVlearn as contract } from '@store/domain/contracts/university';
import type { VlearnClaimBody } from '@store/domain/university';
import { call } from '@/lib/api-client';

/** POST /register-campaign/vlearn with the attempt's Idempotency-Key: the same key and body give back the same order, never a second one. */
export const claimVlearn = ({ key, body }: { key: string; body: VlearnClaimBody }) =>
  call<typeof contract>('POST', '/register-campaign/vlearn', { body, headers: { 'idempotency-key': key } });

export function useClaimVlearn() {
  return useMutation({ mutationFn: claimVlearn });
}
