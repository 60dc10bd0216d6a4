import { queryOptions, useQuery } from '@tanstack/react-query';
import type { readNumber } from '@store/domain/contracts/fortune';
import type { FortuneProfile } from '@store/domain/fortune';
import { call } from '@/lib/api-client';

export type ReadingProfile = Pick<FortuneProfile, 'birth_date' | 'wishes'> & { birth_time?: string; timezone?: string };

export const readingQueryOptions = (number: string, profile: ReadingProfile) =>
  queryOptions({
    queryKey: ['fortune-reading', number, profile],
    queryFn: ({ signal }) => call<typeof readNumber>('POST', '/fortune/reading', { body: { number, ...profile }, signal }),
    staleTime: 60_000,
  });

/** POST /fortune/reading: every pair, the sum, grade, group and the reasons of one number for the shopper (null: closed). */
export function useReading(number: string | null, profile: ReadingProfile) {
  return useQuery({ ...readingQueryOptions(number ?? '', profile), enabled: number !== null });
}
