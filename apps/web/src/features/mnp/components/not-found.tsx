import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@/lib/error-text';

/** A journey, plan or bundle that is not there (or a failed load): what happened and the way back to the porting page. */
export function NotFound({ error, title }: { error?: unknown; title?: string }) {
  const { t } = useTranslation('mnp');
  return (
    <section className="mnp-box" data-testid="mnp-not-found">
      <h2 className="mnp-subtitle">{title ?? t('notFound.title')}</h2>
      <p className="mnp-note">{error ? errorText(t, error) : t('notFound.text')}</p>
      <p className="mnp-actions">
        <Link className="mnp-btn" to="/mnp">
          {t('notFound.back')}
        </Link>
      </p>
    </section>
  );
}
