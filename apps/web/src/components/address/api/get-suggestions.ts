import { queryOptions } from '@tanstack/react-query';
import type { Suggestion, SuggestionType } from '@store/domain/address';
import type { getAddressSuggestions } from '@store/domain/contracts/address';
import { call } from '@/lib/api-client';

export type { Suggestion };

/** The filters a picker sends (empty values are left out of the query). */
export interface SuggestionParams {
  q?: string;
  province_id?: number;
  district_id?: number;
}

export const getSuggestions = (type: SuggestionType, params: SuggestionParams, signal?: AbortSignal): Promise<Suggestion[]> =>
  call<typeof getAddressSuggestions>('GET', '/address/suggestion/:type', { params: { type }, query: params, signal });

/** Suggestions never change while the store runs: cached for the session. */
export const getSuggestionsQueryOptions = (type: SuggestionType, params: SuggestionParams) =>
  queryOptions({
    queryKey: ['address-suggestions', type, params],
    queryFn: ({ signal }) => getSuggestions(type, params, signal),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
