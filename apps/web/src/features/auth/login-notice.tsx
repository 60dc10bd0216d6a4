import { useTranslation } from 'react-i18next';
import './login-notice.css';

/** Tells the shopper a sign-in did not complete (shown after ?login_error or a refused login code). */
export function LoginNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="login-notice" role="alert">
      <p>{t('failed')}</p>
      <button type="button" className="login-notice__close" onClick={onClose}>
        {t('dismiss')}
      </button>
    </div>
  );
}
