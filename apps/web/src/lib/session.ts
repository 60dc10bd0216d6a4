import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/** The signed-in user of spec 3 (User), as GET /api/session returns it; null for a guest. */
export interface SessionUser {
  user_id: string;
  display_name: string;
  avatar: string | null;
  phone: string | null;
}
export interface SessionInfo {
  user: SessionUser | null;
  expires_at: string | null;
}

const GUEST: SessionInfo = { user: null, expires_at: null };

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: async ({ signal }): Promise<SessionInfo> => {
      try {
        return await api<SessionInfo>('/session', { signal });
      } catch (error) {
        // No session, or the identity module is not there: a guest.
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return GUEST;
        throw error;
      }
    },
    staleTime: 60_000,
  });

/** The current session; a guest while loading or when the call fails. */
export function useSession(): SessionInfo {
  return useQuery(sessionQueryOptions()).data ?? GUEST;
}
