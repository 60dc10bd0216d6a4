import { useTranslation } from 'react-i18next';
import { authUrl } from '@/lib/session';

/** A guest is told why they must sign in (the porting is tied to their account) and comes back to `back` after signing in or up. */
export function SignInPanel({ back }: { back: string }) {
  const { t } = useTranslation('mnp');
  return (
    <section className="mnp-box mnp-signin" data-testid="mnp-sign-in" aria-labelledby="mnp-signin-title">
      <h2 id="mnp-signin-title" className="mnp-subtitle">
        {t('signIn.title')}
      </h2>
      <p className="mnp-note">{t('signIn.text')}</p>
      <p className="mnp-actions">
        <a className="mnp-btn" href={authUrl('login', back)}>
          {t('signIn.login')}
        </a>
        <a className="mnp-btn mnp-btn--ghost" href={authUrl('signup', back)}>
          {t('signIn.signup')}
        </a>
      </p>
    </section>
  );
}
