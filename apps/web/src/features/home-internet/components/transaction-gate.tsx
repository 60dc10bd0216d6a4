import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { HiTransaction } from '@store/domain/home-internet';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { sessionQueryOptions } from '@/lib/session';
import { useTransaction } from '../api/get-transaction';
import { clearFlow, readFlow } from '../flow';
import { statusPath, type StatusPage } from '../status-codes';
import { Loading } from './page-shell';
import { SignInPanel } from './sign-in-panel';
import { TimeLeft, useSecondsLeft } from './time-left';

/** Why the coverage page was opened again: no transaction in this tab. */
export type CoverageNotice = 'missing';

/**
 * The pages after the coverage check. The transaction is the one in the address (`/address/:id`,
 * `/order/:id`) or the one this tab keeps; without one, back to the coverage page with a message. An
 * expired transaction (410, or its expires_at passing while the page is open) goes to
 * /trueonline/status/<page>/TOSERR02, one that is not this shopper's (404) to TOSERR06; an unqualified
 * one (on a page that needs a package) back to coverage; an ordered one to its success page. From the
 * appointment on, a guest is asked to sign in and comes back to the same page.
 */
export function TransactionGate({
  id,
  page,
  signIn = false,
  needQualified = true,
  children,
}: {
  id?: string;
  page: StatusPage;
  signIn?: boolean;
  needQualified?: boolean;
  children: (tx: HiTransaction) => ReactNode;
}) {
  const { t } = useTranslation('home-internet');
  const { pathname } = useLocation();
  const session = useQuery(sessionQueryOptions());
  const signedIn = !!session.data?.user;
  const transactionId = id ?? readFlow()?.transaction_id ?? null;
  const tx = useTransaction(transactionId, !signIn || signedIn);
  const left = useSecondsLeft(tx.data?.expires_at);

  useEffect(() => {
    if (tx.error instanceof ApiError && (tx.error.status === 404 || tx.error.status === 410)) clearFlow();
  }, [tx.error]);

  if (!transactionId) return <Navigate to="/trueonline/coverage" replace state={{ notice: 'missing' satisfies CoverageNotice }} />;
  if (signIn && session.isPending) return <Loading text={t('loading')} />;
  if (signIn && !signedIn) return <SignInPanel back={pathname} />;
  if (tx.isError) {
    if (tx.error instanceof ApiError && (tx.error.status === 404 || tx.error.status === 410)) return <Navigate to={statusPath(page, tx.error.code)} replace />;
    return (
      <div className="hi-box">
        <p className="hi-error" role="alert">
          {errorText(t, tx.error)}
        </p>
        <button type="button" className="hi-btn" onClick={() => void tx.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!tx.data) return <Loading text={t('loading')} />;
  const data = tx.data;
  if (data.order) return <Navigate to={`/trueonline/success/${encodeURIComponent(data.order.secure_key)}`} replace />;
  if (data.state === 'expired' || left === 0) return <Navigate to={statusPath(page, 'tol_transaction_expired')} replace />;
  if (needQualified && data.qualification.qualification_result === 'unqualified') return <Navigate to="/trueonline/coverage" replace />;
  return (
    <>
      <TimeLeft expiresAt={data.expires_at} />
      {children(data)}
    </>
  );
}
