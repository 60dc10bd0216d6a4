import { useTranslation } from 'react-i18next';
import { authUrl } from '@/lib/session';

/** A guest is told why they must sign in (the conversion is tied to their account) and comes back to `back` after signing in or up. */
export function SignInPanel({ back }: { back: string }) {
  const { t } = useTranslation('pre2post');
  return (
    <section className="p2p-box p2p-signin" data-testid="pre2post-sign-in" aria-labelledby="p2p-signin-title">
      <h2 id="p2p-signin-title" className="p2p-subtitle">
        {t('signIn.title')}
      </h2>
      <p className="p2p-note">{t('signIn.text')}</p>
      <p className="p2p-actions">
        <a className="p2p-btn" href={authUrl('login', back)}>
          {t('signIn.login')}
        </a>
        <a className="p2p-btn p2p-btn--ghost" href={authUrl('signup', back)}>
          {t('signIn.signup')}
        </a>
      </p>
    </section>
  );
}
