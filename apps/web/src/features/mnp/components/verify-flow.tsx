import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MnpMode, MnpVerification } from '@store/domain/mnp';
import { ApiError } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { getVerificationQueryOptions, useVerification } from '../api/get-verification';
import { clearFlow, readFlow, startFlow } from '../flow';
import { CheckStep } from './check-step';
import { FlowSteps, Loading } from './page-shell';
import { PinStep } from './pin-step';
import { SignInPanel } from './sign-in-panel';
import { VerificationBox } from './verification-box';
import { NotFound } from './not-found';

export type VerifyNotice = 'expired' | 'missing';

/** What the last step gets: the verification, and what to do when it ran out or the PIN is asked again. */
export interface ConfirmProps {
  v: MnpVerification;
  onExpired: () => void;
  onPinNeeded: () => void;
}

/**
 * The verify steps shared by the porting journeys (spec /mnp/verify/:id/:code, /mnp-bundle/verify/…,
 * /mnp-auto/verify/…): signed in (a guest is asked to sign in and comes back here); the number and
 * the holder's ID with the OTP; the PIN (every journey but two-step); then `confirm` (the plan or the
 * bundle, consents, eKYC, add to cart). The verification id is kept in this tab (flow.ts) so a reload
 * goes on where it was; one out of time or gone starts again with a notice.
 */
export function VerifyFlow({ mode, confirm }: { mode: MnpMode; confirm: (props: ConfirmProps) => ReactNode }) {
  const { t } = useTranslation('mnp');
  const { pathname } = useLocation();
  const client = useQueryClient();
  const session = useQuery(sessionQueryOptions());
  const signedIn = !!session.data?.user;
  const [flow, setFlow] = useState(() => readFlow(mode));
  const [notice, setNotice] = useState<VerifyNotice | null>(null);
  const v = useVerification(flow?.verification_id ?? null, signedIn);
  const [now, setNow] = useState(() => Date.now());
  const expiresAt = v.data ? Date.parse(v.data.expires_at) : null;

  useEffect(() => {
    if (expiresAt === null || expiresAt <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(expiresAt - now + 250, 2_000_000_000));
    return () => window.clearTimeout(timer);
  }, [expiresAt, now]);

  useEffect(() => {
    // Signed out (here or in another tab): what this tab kept of the flow goes.
    if (session.data && !session.data.user) clearFlow();
  }, [session.data]);

  const restart = (why: VerifyNotice | null) => {
    clearFlow();
    setFlow(null);
    setNotice(why);
  };
  // The kept verification is gone (another user's, forgotten: 404) or out of time (410, or its clock ran out).
  const stale: VerifyNotice | null =
    v.isError && v.error instanceof ApiError && (v.error.status === 404 || v.error.status === 410)
      ? v.error.status === 410
        ? 'expired'
        : 'missing'
      : expiresAt !== null && expiresAt <= now
        ? 'expired'
        : null;
  useEffect(() => {
    if (stale) clearFlow();
  }, [stale]);

  if (session.isPending) return <Loading text={t('loading')} />;
  if (!signedIn) return <SignInPanel back={pathname} />;

  const verified = (next: MnpVerification) => {
    startFlow(mode, next.id);
    setFlow(readFlow(mode));
    setNotice(null);
  };
  const withPin = mode !== 'two_step';

  if (!flow || stale) {
    const shown = flow ? stale : notice;
    return (
      <>
        <FlowSteps current="number" withPin={withPin} />
        {shown && (
          <p className="mnp-notice" role="alert" data-testid="mnp-notice">
            {t(`notice.${shown}`)}
          </p>
        )}
        <CheckStep mode={mode} onVerified={verified} />
      </>
    );
  }
  if (v.isError) return <NotFound error={v.error} />;
  if (!v.data) return <Loading text={t('loading')} />;
  const data = v.data;
  const needsPin = data.pin_required && !data.pin_verified;
  return (
    <>
      <FlowSteps current={needsPin ? 'pin' : 'confirm'} withPin={withPin} />
      <VerificationBox v={data} />
      {needsPin ? (
        <PinStep v={data} onExpired={() => restart('expired')} />
      ) : (
        confirm({ v: data, onExpired: () => restart('expired'), onPinNeeded: () => void client.invalidateQueries({ queryKey: getVerificationQueryOptions(data.id).queryKey }) })
      )}
      <button type="button" className="mnp-link" onClick={() => restart(null)} data-testid="mnp-other-number">
        {t('check.otherNumber')}
      </button>
    </>
  );
}
