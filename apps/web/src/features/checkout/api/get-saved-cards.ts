import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedCard } from '@store/domain/payment';
import { api } from '@/lib/api-client';

export type { SavedCard };

export const getSavedCardsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['saved-cards', userId], queryFn: ({ signal }) => api<SavedCard[]>(`/card-token/${encodeURIComponent(userId)}`, { signal }) });

/** The signed-in shopper's saved cards (brand and last 4 digits only). */
export function useSavedCards(userId: string | null) {
  return useQuery({ ...getSavedCardsQueryOptions(userId ?? ''), enabled: !!userId });
}

/** Deletes a saved card, then reloads the list. */
export function useDeleteSavedCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => api<unknown>(`/card-token/${encodeURIComponent(userId)}/${encodeURIComponent(cardId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSavedCardsQueryOptions(userId).queryKey }),
  });
}
