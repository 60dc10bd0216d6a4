import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Qualification } from '@store/domain/pre2post';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { sessionQueryOptions } from '@/lib/session';
import { useQualification } from '../api/get-qualification';
import { clearFlow, readFlow, type Pre2postFlow } from '../flow';
import { Loading } from './page-shell';
import { SignInPanel } from './sign-in-panel';

/** Why the verify page was opened again: the qualification is missing (another tab, another account, a new tab) or out of time. */
export type VerifyNotice = 'missing' | 'expired';

const toVerify = (notice: VerifyNotice) => <Navigate to="/pre2post/verify" replace state={{ notice }} />;

/**
 * The pages after the check: a guest is asked to sign in (back to the same page); without a
 * qualification in this tab, or with one that is another user's, gone or out of time, back to the
 * verify page with a message; a qualified number on the noneligible page goes to the listing and an
 * unqualified one on the later pages to the noneligible page. The page renders only with its
 * qualification; when it runs out while the page is open, the page goes back to verify by itself.
 */
export function QualificationGate({ want, children }: { want: Qualification['qualification_result']; children: (q: Qualification, flow: Pre2postFlow) => ReactNode }) {
  const { t } = useTranslation('pre2post');
  const { pathname } = useLocation();
  const session = useQuery(sessionQueryOptions());
  const signedIn = !!session.data?.user;
  const [flow] = useState(readFlow);
  const q = useQualification(flow?.qualification_id ?? null, signedIn);
  const [now, setNow] = useState(() => Date.now());
  const expiresAt = q.data ? Date.parse(q.data.expires_at) : null;

  useEffect(() => {
    if (expiresAt === null || expiresAt <= now) return;
    // setTimeout takes at most 2^31-1 ms; a qualification lives 30 minutes.
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(expiresAt - now + 250, 2_000_000_000));
    return () => window.clearTimeout(timer);
  }, [expiresAt, now]);

  useEffect(() => {
    // Signed out (here or in another tab): what this tab kept of the flow goes (it holds the Thai ID).
    if (session.data && !session.data.user) clearFlow();
  }, [session.data]);

  if (session.isPending) return <Loading text={t('loading')} />;
  if (!signedIn) return <SignInPanel back={pathname} />;
  if (!flow) return toVerify('missing');
  if (q.isError) {
    if (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 410)) return toVerify(q.error.status === 410 ? 'expired' : 'missing');
    return (
      <div className="p2p-box">
        <p className="p2p-error" role="alert">
          {errorText(t, q.error)}
        </p>
        <button type="button" className="p2p-btn" onClick={() => void q.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!q.data) return <Loading text={t('loading')} />;
  if (expiresAt !== null && expiresAt <= now) return toVerify('expired');
  if (q.data.qualification_result !== want) return <Navigate to={want === 'qualified' ? '/pre2post/noneligible' : '/pre2post/listing'} replace />;
  return <>{children(q.data, flow)}</>;
}
