import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The User of spec 3 with the e-mail the identity provider gave (GET /profile). */
export interface Profile {
  user_id: string;
  display_name: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
}

export const getProfile = (signal?: AbortSignal) => api<Profile>('/profile', { signal });

export const getProfileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal), staleTime: 30_000 });

/** The signed-in user's profile; only asked for when `enabled` (a user is signed in, spec 5). */
export function useProfile(enabled: boolean) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}
