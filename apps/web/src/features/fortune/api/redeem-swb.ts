import { useMutation } from '@tanstack/react-query';
import type { redeemSwb } from '@store/domain/contracts/fortune';
import type { SwbGroup } from '@store/domain/fortune-flows';
import { call } from '@/lib/api-client';

/** POST /fortune/swb/:group: opens the partner's token and holds its number (the same token again answers the same hold). */
export function useRedeemSwb() {
  return useMutation({
    mutationFn: ({ group, token }: { group: SwbGroup; token: string }) => call<typeof redeemSwb>('POST', '/fortune/swb/:group', { params: { group }, body: { token } }),
  });
}
