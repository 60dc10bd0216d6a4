import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { getSearchSuggestions } from '@store/domain/contracts/search';
import { call } from '@/lib/api-client';

/** GET /v2/search/suggestion?q=: product names for typed text (only non-empty trimmed text, spec 5). */
export const suggestionsQueryOptions = (q: string, lang: string) =>
  queryOptions({
    queryKey: ['search-suggestions', lang, q],
    queryFn: ({ signal }) => call<typeof getSearchSuggestions>('GET', '/v2/search/suggestion', { query: { q, lang }, signal }),
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useSuggestions = (q: string, lang: string) => useQuery(suggestionsQueryOptions(q, lang));
