import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listUniversities } from '@store/domain/contracts/university';
import { call } from '@/lib/api-client';

/** GET /university: the universities of the student registry, Thai and English names. */
export const getUniversitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['university', 'list'],
    queryFn: ({ signal }) => call<typeof listUniversities>('GET', '/university', { signal }),
    staleTime: 10 * 60_000,
  });

export function useUniversities() {
  return useQuery(getUniversitiesQueryOptions());
}
