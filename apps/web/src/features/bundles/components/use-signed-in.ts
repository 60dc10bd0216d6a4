import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions, type SessionUser } from '@/lib/session';

/** 'loading', 'guest' or the signed-in user (the session answered, not its placeholder). */
export function useSignedIn(): { state: 'loading' } | { state: 'guest' } | { state: 'user'; user: SessionUser } {
  const session = useQuery(sessionQueryOptions());
  if (session.data?.user) return { state: 'user', user: session.data.user };
  if (session.isPending) return { state: 'loading' };
  return { state: 'guest' };
}
