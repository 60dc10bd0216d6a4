import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What every route's error boundary shows (issue 11 part 5, app/route-runtime.tsx): a page that failed
 * to load or render says so in the shopper's language, with a way to try again and a way home,
 * instead of a blank screen.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  if (typeof console !== 'undefined') console.error(error);
  return (
    <div className="page route-error" role="alert" data-testid="route-error">
      <h1>{t('errorTitle')}</h1>
      <p>{t('errorText')}</p>
      <p className="route-error__actions">
        <button type="button" onClick={() => window.location.reload()}>
          {t('errorRetry')}
        </button>
        <Link to="/">{t('backHome')}</Link>
      </p>
    </div>
  );
}
