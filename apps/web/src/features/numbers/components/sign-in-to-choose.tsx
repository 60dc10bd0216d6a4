import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMsisdn } from '@store/domain/phone';
import './sign-in-to-choose.css';
import type { SignInToChoose } from '../use-choose-number';

/**
 * Says why a guest who pressed "Choose" must sign in, and that they come back to the same number
 * (held if still free); the links start signing in or signing up. Focused when it appears.
 */
export function SignInToChooseNotice({ signIn }: { signIn: SignInToChoose | null }) {
  const { t } = useTranslation('numbers');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (signIn) ref.current?.focus();
  }, [signIn]);
  if (!signIn) return null;
  return (
    <div ref={ref} className="num-signin" role="alert" tabIndex={-1} data-testid="sign-in-to-choose">
      <p className="num-signin__title">{t('signInToChoose.title', { number: formatMsisdn(signIn.number) })}</p>
      <p className="num-signin__text">{t('signInToChoose.text')}</p>
      <p className="num-signin__actions">
        <a className="num-btn" href={signIn.login}>
          {t('signInToChoose.login')}
        </a>
        <a className="num-btn num-btn--ghost" href={signIn.signup}>
          {t('signInToChoose.signup')}
        </a>
      </p>
    </div>
  );
}
