import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { addSearchHistory, clearSearchHistory, getSearchHistory } from '@store/domain/contracts/search';
import { call } from './api-client';
import { useSession } from './session';

/** Search history of spec 7 (GET, POST, DELETE /v2/search/history), for signed-in users only. */
export const searchHistoryQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['search-history', userId],
    queryFn: ({ signal }) => call<typeof getSearchHistory>('GET', '/v2/search/history', { signal }),
    enabled: !!userId,
    staleTime: 60_000,
  });

export function useSearchHistory() {
  const { user } = useSession();
  return useQuery(searchHistoryQueryOptions(user?.user_id ?? null));
}

/** Returns functions that record a submitted search and clear the history, keeping the cache in step. */
export function useSearchHistoryActions() {
  const { user } = useSession();
  const client = useQueryClient();
  const key = searchHistoryQueryOptions(user?.user_id ?? null).queryKey;
  return {
    record: async (keyword: string) => {
      if (!user || !keyword.trim()) return;
      const list = await call<typeof addSearchHistory>('POST', '/v2/search/history', { body: { keyword: keyword.trim() } }).catch(() => null);
      if (list) client.setQueryData(key, list);
    },
    clear: async () => {
      if (!user) return;
      client.setQueryData(key, []);
      await call<typeof clearSearchHistory>('DELETE', '/v2/search/history').catch(() => client.invalidateQueries({ queryKey: key }));
    },
  };
}
