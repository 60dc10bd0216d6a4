import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPre2postQualification } from '@store/domain/contracts/pre2post';
import { call } from '@/lib/api-client';

/** GET /pre2post/qualifications/:id: one of my qualifications (404 qualification_not_found for another user's or a forgotten one). */
export const getQualificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['pre2post', 'qualification', id],
    queryFn: ({ signal }) => call<typeof getPre2postQualification>('GET', '/pre2post/qualifications/:id', { params: { id }, signal }),
    retry: false,
    staleTime: 60_000,
  });

export function useQualification(id: string | null, enabled = true) {
  return useQuery({ ...getQualificationQueryOptions(id ?? ''), enabled: enabled && !!id });
}
