import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { personalize as personalizeContract } from '@store/domain/contracts/fortune';
import type { PersonalizeBody } from '@store/domain/fortune';
import { call } from '@/lib/api-client';

/** What a list is asked for: the campaign, the shopper's birth data and wishes, the filters (the cursor is the page's). */
export type PersonalizeQuery = Omit<PersonalizeBody, 'cursor' | 'limit'>;

/** POST /fortune/personalize: the birth data goes in the body, never in a URL. */
export const personalize = (body: PersonalizeBody, signal?: AbortSignal) => call<typeof personalizeContract>('POST', '/fortune/personalize', { body, signal });

export const personalizeQueryOptions = (query: PersonalizeQuery) =>
  infiniteQueryOptions({
    queryKey: ['fortune-personalize', query],
    queryFn: ({ pageParam, signal }) => personalize({ ...query, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 30_000,
  });

/** The numbers ranked for the shopper, best first, page by page (cursor); null: not asked yet. */
export function usePersonalize(query: PersonalizeQuery | null) {
  return useInfiniteQuery({ ...personalizeQueryOptions(query ?? ({} as PersonalizeQuery)), enabled: query !== null });
}
