import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedCard } from '@store/domain/payment';
import type * as contract from '@store/domain/contracts/payment';
import { call } from '@/lib/api-client';

export type { SavedCard };

export const getSavedCardsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['saved-cards', userId],
    queryFn: ({ signal }) => call<typeof contract.listSavedCards>('GET', '/card-token/:user_id', { params: { user_id: userId }, signal }),
  });

/** The signed-in shopper's saved cards (brand and last 4 digits only). */
export function useSavedCards(userId: string | null) {
  return useQuery({ ...getSavedCardsQueryOptions(userId ?? ''), enabled: !!userId });
}

/** Deletes a saved card, then reloads the list. */
export function useDeleteSavedCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => call<typeof contract.deleteSavedCard>('DELETE', '/card-token/:user_id/:card_id', { params: { user_id: userId, card_id: cardId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSavedCardsQueryOptions(userId).queryKey }),
  });
}
