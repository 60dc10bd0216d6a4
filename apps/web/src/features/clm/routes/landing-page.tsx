import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '../components/shell';
import '../clm.css';

/** /uppack and /uppack/index: what an existing subscriber can do here, and where to start. */
export function LandingPage() {
  const { t } = useTranslation('clm');
  const cards = [
    { key: 'upgrade', to: '/uppack/step1' },
    { key: 'mobileVas', to: '/clm/tmvhvas' },
    { key: 'homeVas', to: '/clm/tolvas' },
  ] as const;
  return (
    <PageShell title={t('landing.title')} testId="clm-landing">
      <p className="clm-intro">{t('landing.intro')}</p>
      <ul className="clm-cards">
        {cards.map((c) => (
          <li key={c.key} className="clm-box clm-card">
            <h2 className="clm-subtitle">{t(`landing.${c.key}.title`)}</h2>
            <p>{t(`landing.${c.key}.text`)}</p>
            <Link className="clm-btn" to={c.to} data-testid={`clm-start-${c.key}`}>
              {t(`landing.${c.key}.button`)}
            </Link>
          </li>
        ))}
      </ul>
      <section className="clm-box" aria-labelledby="clm-how-title">
        <h2 id="clm-how-title" className="clm-subtitle">
          {t('landing.howTitle')}
        </h2>
        <ol className="clm-how">
          <li>{t('landing.how1')}</li>
          <li>{t('landing.how2')}</li>
          <li>{t('landing.how3')}</li>
        </ol>
      </section>
      <p className="clm-muted">
        {t('landing.notYet')} <Link to="/preview/uppack/step1">{t('landing.previewLink')}</Link>
      </p>
    </PageShell>
  );
}
