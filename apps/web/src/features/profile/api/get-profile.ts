import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as contract from '@store/domain/contracts/identity';
import type { RouteData } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

/** The User of spec 3 with the e-mail the identity provider gave (GET /profile). */
export type Profile = RouteData<typeof contract.getProfile>;

export const getProfile = (signal?: AbortSignal) => call<typeof contract.getProfile>('GET', '/profile', { signal });

export const getProfileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal), staleTime: 30_000 });

/** The signed-in user's profile; only asked for when `enabled` (a user is signed in, spec 5). */
export function useProfile(enabled: boolean) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}
