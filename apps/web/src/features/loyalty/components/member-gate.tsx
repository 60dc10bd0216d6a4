import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorText } from '@/lib/error-text';
import { sessionQueryOptions } from '@/lib/session';
import { useCardStatus, type CardStatus } from '../api/get-card-status';
import { LinkCardForm } from './link-card-form';
import { SignInPanel } from './sign-in-panel';

/** What needs a member: a visitor is asked to sign in, a user without a card to link one, then `children` get the card. */
export function MemberGate({ children }: { children: (card: NonNullable<CardStatus['card']>) => ReactNode }) {
  const { t } = useTranslation('loyalty');
  const location = useLocation();
  const session = useQuery(sessionQueryOptions());
  const signedIn = Boolean(session.data?.user);
  const status = useCardStatus(signedIn);
  if (session.isPending || (signedIn && status.isPending)) return <p role="status">{t('loading')}</p>;
  if (!signedIn) return <SignInPanel back={`${location.pathname}${location.search}`} />;
  if (status.isError)
    return (
      <p className="loy-error" role="alert">
        {errorText(t, status.error)}
      </p>
    );
  if (!status.data?.card) return <LinkCardForm />;
  return <>{children(status.data.card)}</>;
}
