import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '@/lib/error-text';
import { useChange } from '../api/reads';
import { Loading, PageShell, useDate, useLang, useMoney } from '../components/shell';
import '../clm.css';

/** /uppack/success?order=: what was placed, when it takes effect, what happens next, tracking. */
export function SuccessPage() {
  const { t } = useTranslation('clm');
  const key = useSearchParams()[0].get('order') ?? '';
  const change = useChange(key);
  const lang = useLang();
  const date = useDate();
  const money = useMoney();
  if (!key) {
    return (
      <PageShell title={t('success.title')} testId="clm-success">
        <p className="clm-error clm-error--box" role="alert">
          {t('success.missing')}
        </p>
      </PageShell>
    );
  }
  if (change.isPending) return <Loading />;
  if (!change.data) {
    return (
      <PageShell title={t('success.title')} testId="clm-success">
        <p className="clm-error clm-error--box" role="alert">
          {errorText(t, change.error)}
        </p>
      </PageShell>
    );
  }
  const c = change.data;
  return (
    <PageShell title={t(c.state === 'applied' ? 'success.doneTitle' : 'success.title')} testId="clm-success">
      <section className="clm-box clm-success" data-testid="clm-success-box">
        <p>
          {t('success.order')} <strong data-testid="clm-order-number">{c.order_number}</strong>
        </p>
        <p>
          {t('current.number')} <strong>{c.target}</strong>
        </p>
        <p>
          {c.from ? `${c.from[lang]} → ` : ''}
          <strong>{c.to[lang]}</strong>
        </p>
        <p>{money.difference(c.price_difference)}</p>
        {c.effective_at && <p data-testid="clm-effective">{t(c.state === 'applied' ? 'success.appliedOn' : 'success.effectiveOn', { date: date(c.effective_at) })}</p>}
        <p className="clm-state">{t(`success.state.${c.state}`)}</p>
      </section>
      <section className="clm-box" aria-labelledby="clm-next-title">
        <h2 id="clm-next-title" className="clm-subtitle">
          {t('success.nextTitle')}
        </h2>
        <ol className="clm-how">
          <li>{t('success.next1')}</li>
          <li>{t('success.next2')}</li>
          <li>{t('success.next3')}</li>
        </ol>
      </section>
      <p className="clm-actions">
        <Link className="clm-btn" to={`/profile/tracking/${encodeURIComponent(c.order_number)}`} data-testid="clm-track">
          {t('success.track')}
        </Link>
        <Link className="clm-btn clm-btn--ghost" to="/uppack">
          {t('success.home')}
        </Link>
      </p>
    </PageShell>
  );
}
