import { useTranslation } from 'react-i18next';
import { authUrl } from '@/lib/session';

/** A visitor is told why they must sign in (privileges and points belong to their card) and comes back to `back`. */
export function SignInPanel({ back }: { back: string }) {
  const { t } = useTranslation('loyalty');
  return (
    <section className="loy-box" data-testid="loyalty-sign-in" aria-labelledby="loy-signin-title">
      <h2 id="loy-signin-title" className="loy-subtitle">
        {t('signIn.title')}
      </h2>
      <p className="loy-note">{t('signIn.text')}</p>
      <p className="loy-actions">
        <a className="loy-btn" href={authUrl('login', back)}>
          {t('signIn.login')}
        </a>
        <a className="loy-btn loy-btn--ghost" href={authUrl('signup', back)}>
          {t('signIn.signup')}
        </a>
      </p>
    </section>
  );
}
