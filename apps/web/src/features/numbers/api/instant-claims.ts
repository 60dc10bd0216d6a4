import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstantClaimBody } from '@store/domain/instant-sim';
import type { claimInstantPack, listInstantClaims } from '@store/domain/contracts/sim';
import { call } from '@/lib/api-client';

/** POST /sim/instant/claims: the pack in hand (number and serial) for an instant-SIM plan. */
export function useClaimPack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InstantClaimBody) => call<typeof claimInstantPack>('POST', '/sim/instant/claims', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['instant-claims'] }),
  });
}

/** My live pack claims (the instant-SIM verify page checks its number is among them). */
export function useInstantClaims(enabled: boolean) {
  return useQuery({ queryKey: ['instant-claims'], queryFn: ({ signal }) => call<typeof listInstantClaims>('GET', '/sim/instant/claims', { signal }), enabled });
}
