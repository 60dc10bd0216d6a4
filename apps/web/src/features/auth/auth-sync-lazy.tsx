import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useIsClient } from '@/components/ui/use-is-client';
import { on } from '@/lib/events';
import { GUEST_SESSION, clearSessionStorage, sessionQueryOptions, useSession } from '@/lib/session';

const Lazy = lazy(() => import('./auth-sync').then((m) => ({ default: m.AuthSync })));

const sessionKey = sessionQueryOptions().queryKey;
/** Queries that hold the signed-in user's data; dropped on logout. */
const USER_QUERIES = ['profile', 'addresses', 'wishlist'];
const SIGN_IN_RETURN = /[?&]login_(code|error)=/;

/**
 * The session keeper (mounted once in the root layout).
 * - Here, for every visitor: other tabs (and this one) logging out make this tab a guest at once and
 *   clear storage; logging in fetches who signed in.
 * - In its own chunk (auth-sync.tsx), only while there is a sign-in to keep: a signed-in session (its
 *   refresh before expiry) or a return from the sign-in page (`?login_code`, `?login_error`). A guest's
 *   page does not load it (issue 12: about 1 KB gzip on every first visit, decision 049).
 * The chunk is mounted in the browser only: on the server it is not loaded yet on a process's first
 * render, which renderToString would send as a boundary the browser must render again (React error 419).
 */
export function AuthSync() {
  const isClient = useIsClient();
  const queryClient = useQueryClient();
  const signedIn = useSession().user !== null;
  const returning = SIGN_IN_RETURN.test(useLocation().search);
  // Once in, it stays: the keeper removes ?login_code from the address before the exchange answers,
  // and shows the failed sign-in's notice to a guest.
  const [kept, setKept] = useState(false);
  if ((signedIn || returning) && !kept) setKept(true);

  useEffect(() => {
    const offLogout = on('logout', () => {
      clearSessionStorage();
      queryClient.setQueryData(sessionKey, GUEST_SESSION);
      queryClient.removeQueries({ predicate: (query) => USER_QUERIES.includes(String(query.queryKey[0])) });
    });
    const offLogin = on('login', () => void queryClient.invalidateQueries({ queryKey: sessionKey }));
    return () => {
      offLogout();
      offLogin();
    };
  }, [queryClient]);

  if (!isClient || !(kept || signedIn || returning)) return null;
  return (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
}
