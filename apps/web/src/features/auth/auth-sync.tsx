import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SESSION_REFRESH_BEFORE_MS } from '@store/domain/session';
import { TIMER_MAX_MS } from '@store/domain/constants';
import { parseUtcTimestamp } from '@store/domain/time';
import { GUEST_SESSION, clearSessionStorage, completeLogin, refreshSession, sessionQueryOptions } from '@/lib/session';
import { LoginNotice } from './login-notice';

const sessionKey = sessionQueryOptions().queryKey;
const handledCodes = new Set<string>();

/**
 * Keeps a sign-in in step (mounted by auth-sync-lazy.tsx while there is one to keep):
 * - finishes a sign-in: reads ?login_code, removes it from the URL, posts the login exchange, then
 *   refetches the session (a failure runs the logout path);
 * - refreshes the session shortly before it expires.
 */
export function AuthSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions());
  const [notice, setNotice] = useState<'failed' | null>(null);
  const expiresAt = session.data?.user ? session.data.expires_at : null;
  const refreshing = useRef(false);

  // The login exchange, and the error a failed sign-in comes back with.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('login_code');
    const error = params.get('login_error');
    if (!code && !error) return;
    params.delete('login_code');
    params.delete('login_error');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    if (error) setNotice('failed');
    if (!code || handledCodes.has(code)) return;
    handledCodes.add(code);
    void completeLogin(code).then(async (response) => {
      if (response.data) await queryClient.invalidateQueries({ queryKey: sessionKey });
      else {
        queryClient.setQueryData(sessionKey, GUEST_SESSION);
        setNotice('failed');
      }
    });
  }, [location.search, location.pathname, location.hash, navigate, queryClient]);

  // Refresh in the last part of the session's life.
  useEffect(() => {
    const expiry = parseUtcTimestamp(expiresAt);
    if (!expiry) return;
    const delay = Math.min(TIMER_MAX_MS, Math.max(0, expiry.getTime() - Date.now() - SESSION_REFRESH_BEFORE_MS));
    const timer = window.setTimeout(async () => {
      if (refreshing.current) return;
      refreshing.current = true;
      try {
        const next = await refreshSession();
        if (next) queryClient.setQueryData(sessionKey, (old: typeof session.data) => (old?.user ? { ...old, expires_at: next } : old));
        else {
          clearSessionStorage();
          queryClient.setQueryData(sessionKey, GUEST_SESSION);
        }
      } catch {
        // Offline or a server hiccup: the next focus refetch of the session decides.
      } finally {
        refreshing.current = false;
      }
    }, delay);
    return () => window.clearTimeout(timer);
    // The timer follows the session's expiry only; the session it reads is the one current when it fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiresAt, queryClient]);

  return notice ? (
    <Suspense fallback={null}>
      <LoginNotice onClose={() => setNotice(null)} />
    </Suspense>
  ) : null;
}
