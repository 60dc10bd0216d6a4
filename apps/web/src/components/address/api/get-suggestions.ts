import { queryOptions } from '@tanstack/react-query';
import type { Suggestion, SuggestionType } from '@store/domain/address';
import { api } from '@/lib/api-client';

export type { Suggestion };

export interface SuggestionParams {
  q?: string;
  province_id?: number;
  district_id?: number;
}

export const getSuggestions = (type: SuggestionType, params: SuggestionParams, signal?: AbortSignal) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return api<Suggestion[]>(`/address/suggestion/${type}?${query}`, { signal });
};

/** Suggestions never change while the store runs: cached for the session. */
export const getSuggestionsQueryOptions = (type: SuggestionType, params: SuggestionParams) =>
  queryOptions({
    queryKey: ['address-suggestions', type, params],
    queryFn: ({ signal }) => getSuggestions(type, params, signal),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
