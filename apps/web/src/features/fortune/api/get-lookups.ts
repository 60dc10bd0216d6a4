import { useQuery } from '@tanstack/react-query';
import type { listHoroscopes, listLuckyGroups } from '@store/domain/contracts/fortune';
import { call } from '@/lib/api-client';

/** GET /fortune/groups: the groups, grades and the wishes a shopper may pick (labels in both languages). */
export function useLuckyGroups() {
  return useQuery({ queryKey: ['fortune-groups'], queryFn: ({ signal }) => call<typeof listLuckyGroups>('GET', '/fortune/groups', { signal }), staleTime: 3_600_000 });
}

/** GET /fortune/horoscopes: the twelve signs with their dates and lucky digits. */
export function useHoroscopes(enabled = true) {
  return useQuery({
    queryKey: ['fortune-horoscopes'],
    queryFn: ({ signal }) => call<typeof listHoroscopes>('GET', '/fortune/horoscopes', { signal }),
    staleTime: 3_600_000,
    enabled,
  });
}
