import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions, type SessionUser } from '@/lib/session';

/** The protected pages' gate (spec 2): 'loading', 'guest' (redirect home) or the signed-in user. */
export function useSignedInUser(): { state: 'loading' } | { state: 'guest' } | { state: 'user'; user: SessionUser } {
  const session = useQuery(sessionQueryOptions());
  if (session.data?.user) return { state: 'user', user: session.data.user };
  if (session.isPending) return { state: 'loading' };
  return { state: 'guest' };
}
