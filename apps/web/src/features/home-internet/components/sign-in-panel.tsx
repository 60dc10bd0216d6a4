import { useTranslation } from 'react-i18next';
import { authUrl } from '@/lib/session';

/** A guest is told why they must sign in (the installation order is tied to their account) and comes back to `back`. */
export function SignInPanel({ back }: { back: string }) {
  const { t } = useTranslation('home-internet');
  return (
    <section className="hi-box hi-signin" data-testid="hi-sign-in" aria-labelledby="hi-signin-title">
      <h2 id="hi-signin-title" className="hi-subtitle">
        {t('signIn.title')}
      </h2>
      <p className="hi-note">{t('signIn.text')}</p>
      <p className="hi-actions">
        <a className="hi-btn" href={authUrl('login', back)}>
          {t('signIn.login')}
        </a>
        <a className="hi-btn hi-btn--ghost" href={authUrl('signup', back)}>
          {t('signIn.signup')}
        </a>
      </p>
    </section>
  );
}
