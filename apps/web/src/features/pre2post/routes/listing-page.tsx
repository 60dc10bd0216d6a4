import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { usePlans } from '../api/get-plans';
import { NumberBox } from '../components/number-box';
import { Loading, PageShell } from '../components/page-shell';
import { PlanCard } from '../components/plan-card';
import { QualificationGate } from '../components/qualification-gate';
import '../pre2post.css';

/** /pre2post/listing: the postpaid plans offered for a qualified number, each with its price a month, contract and what is kept. */
export function ListingPage() {
  const { t } = useTranslation('pre2post');
  return (
    <PageShell title={t('listing.title')} step="plan" testId="pre2post-listing">
      <QualificationGate want="qualified">
        {(q) => (
          <>
            <NumberBox q={q} />
            <p className="p2p-intro">{t('listing.intro')}</p>
            <Plans />
          </>
        )}
      </QualificationGate>
    </PageShell>
  );
}

function Plans() {
  const { t } = useTranslation('pre2post');
  const plans = usePlans();
  if (plans.isError)
    return (
      <div className="p2p-box">
        <p className="p2p-error" role="alert">
          {errorText(t, plans.error)}
        </p>
        <button type="button" className="p2p-btn" onClick={() => void plans.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  if (!plans.data) return <Loading text={t('loading')} />;
  if (plans.data.length === 0) return <p className="p2p-box">{t('listing.empty')}</p>;
  return (
    <div className="p2p-plans">
      {plans.data.map((plan) => (
        <PlanCard key={plan.nas_code} plan={plan} />
      ))}
    </div>
  );
}
