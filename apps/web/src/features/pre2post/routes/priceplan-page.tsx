import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import { ApiError } from '@/lib/api-client';
import { basePath } from '@/lib/boot';
import { errorText } from '@/lib/error-text';
import { usePlan } from '../api/get-plan';
import { NumberBox } from '../components/number-box';
import { Loading, PageShell } from '../components/page-shell';
import { contractText, PlanFacts } from '../components/plan-card';
import { PlanKeeps } from '../components/plan-keeps';
import { QualificationGate } from '../components/qualification-gate';
import '../pre2post.css';

/** /pre2post/priceplan/:nas_code: one plan in full (allowances, terms, what is kept), and choose it. */
export function PriceplanPage() {
  const { t } = useTranslation('pre2post');
  return (
    <PageShell title={t('priceplan.title')} step="plan" testId="pre2post-priceplan">
      <QualificationGate want="qualified">
        {(q) => (
          <>
            <NumberBox q={q} />
            <PlanDetail />
          </>
        )}
      </QualificationGate>
    </PageShell>
  );
}

/** The plan of the address, or what to do when it is not offered (any later page uses it too). */
export function PlanMissing({ error }: { error: unknown }) {
  const { t } = useTranslation('pre2post');
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <div className="p2p-box">
      <p className="p2p-error" role="alert">
        {gone ? t('errors.plan_not_found') : errorText(t, error)}
      </p>
      <Link className="p2p-btn" to="/pre2post/listing">
        {t('priceplan.allPlans')}
      </Link>
    </div>
  );
}

function PlanDetail() {
  const { t, i18n } = useTranslation('pre2post');
  const lang = parseLang(i18n.language);
  const { nas_code: nas = '' } = useParams();
  const plan = usePlan(nas);
  if (plan.isError) return <PlanMissing error={plan.error} />;
  if (!plan.data) return <Loading text={t('loading')} />;
  const p = plan.data;
  return (
    <article className="p2p-detail" data-testid="pre2post-plan-detail">
      <img className="p2p-detail__img" src={`${basePath()}${p.image.mobile}?lang=${lang}`} alt="" width={400} height={400} />
      <div className="p2p-detail__body">
        <h2 className="p2p-plan__name">{p.name[lang]}</h2>
        <p className="p2p-plan__price">
          <strong>{t('plan.price', { price: formatPrice(p.monthly_price) })}</strong>
          <span>{t('plan.perMonth')}</span>
        </p>
        <p className="p2p-plan__contract">
          {contractText(t, p.contract)}
          {p.contract > 0 && p.penalty > 0 && ` · ${t('plan.penalty', { amount: formatPrice(p.penalty) })}`}
        </p>
        <PlanFacts plan={p} />
        {p.highlights.length > 0 && (
          <ul className="p2p-plan__hl">
            {p.highlights.map((h) => (
              <li key={h.en}>{h[lang]}</li>
            ))}
          </ul>
        )}
        <h3 className="p2p-subtitle">{t('keeps.title')}</h3>
        <PlanKeeps plan={p} />
        <h3 className="p2p-subtitle">{t('priceplan.terms')}</h3>
        <p className="p2p-note">{p.term_short[lang]}</p>
        <details className="p2p-terms">
          <summary>{t('priceplan.termsFull')}</summary>
          <p>{p.term_long[lang]}</p>
        </details>
        <p className="p2p-note">{t('priceplan.billing')}</p>
        <p className="p2p-actions">
          <Link className="p2p-btn" to={`/pre2post/address/${encodeURIComponent(p.nas_code)}`}>
            {t('priceplan.choose')}
          </Link>
          <Link className="p2p-btn p2p-btn--ghost" to="/pre2post/listing">
            {t('priceplan.allPlans')}
          </Link>
        </p>
      </div>
    </article>
  );
}
