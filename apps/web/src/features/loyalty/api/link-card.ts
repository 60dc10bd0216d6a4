import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as contract from '@store/domain/contracts/loyalty';
import { call } from '@/lib/api-client';

export const linkCard = (thaiId: string) => call<typeof contract.linkCard>('POST', '/account-app/truecard/link', { body: { thai_id: thaiId } });

/** Links the card of this Thai ID; the card, points and privilege rights are asked again. */
export function useLinkCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkCard,
    onSuccess: (status) => {
      queryClient.setQueryData(['loyalty', 'card'], status);
      void queryClient.invalidateQueries({ queryKey: ['loyalty'] });
    },
  });
}
