import { useTranslation } from 'react-i18next';
import { authUrl } from '@/lib/session';

/** A guest is told why they must sign in (the student offer is tied to their account) and comes back here after. */
export function SignInPanel() {
  const { t } = useTranslation('university');
  return (
    <section className="uni-box" data-testid="university-sign-in" aria-labelledby="uni-signin-title">
      <h2 id="uni-signin-title" className="uni-subtitle">
        {t('signIn.title')}
      </h2>
      <p className="uni-note">{t('signIn.text')}</p>
      <p className="uni-actions">
        <a className="uni-btn" href={authUrl('login', '/university/verify')}>
          {t('signIn.login')}
        </a>
        <a className="uni-btn uni-btn--ghost" href={authUrl('signup', '/university/verify')}>
          {t('signIn.signup')}
        </a>
      </p>
    </section>
  );
}
