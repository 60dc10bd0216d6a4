import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SimType } from '@store/domain/sim';
import { usePackages } from '../api/get-packages';
import { PackageCard } from '../components/package-card';
import '../numbers.css';

/** /packages, /prepaid-and-postpaid-sim and /TMHPostpaid: the price plans by type, searchable. */
export function PackagesPage({ initial = 'postpaid' }: { initial?: SimType }) {
  const { t } = useTranslation('numbers');
  const [simType, setSimType] = useState<SimType>(initial);
  const [q, setQ] = useState('');
  const [esim, setEsim] = useState(false);
  const plans = usePackages({ sim_type: simType, q: q.trim() || undefined, esim: esim || undefined });
  const instant = usePackages({ sim_type: 'prepaid', section: 'instantsim' }).data?.[0];
  return (
    <div className="page num-page">
      <h1 className="num-title">{t('packagesTitle')}</h1>
      <p className="num-intro">{t('packagesIntro')}</p>
      <div className="num-tabs" role="tablist">
        {(['postpaid', 'prepaid'] as const).map((type) => (
          <button key={type} type="button" role="tab" aria-selected={simType === type} className="num-tab" onClick={() => setSimType(type)}>
            {t(type === 'postpaid' ? 'tabPostpaid' : 'tabPrepaid')}
          </button>
        ))}
      </div>
      {simType === 'postpaid' && (
        <p className="num-note">
          <Link to="/online-store/sim-diy/postpaid">{t('diyCta')}</Link>
        </p>
      )}
      {simType === 'prepaid' && instant && (
        <p className="num-note">
          <Link to={`/online-store/instantsim/${instant.id}`}>{t('instantCta')}</Link>
        </p>
      )}
      <div className="num-filters">
        <label className="num-field">
          <span>{t('searchPlans')}</span>
          <input type="search" value={q} placeholder={t('searchPlansPlaceholder')} onChange={(e) => setQ(e.target.value)} maxLength={60} />
        </label>
        <label className="num-check">
          <input type="checkbox" checked={esim} onChange={(e) => setEsim(e.target.checked)} /> {t('esimOnly')}
        </label>
      </div>
      {plans.isError ? (
        <p role="alert" className="num-error">
          {t('failed')}{' '}
          <button type="button" className="num-link" onClick={() => void plans.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : !plans.data ? (
        <p role="status">{t('loading')}</p>
      ) : plans.data.length === 0 ? (
        <p role="status">{t('noPlans')}</p>
      ) : (
        <div className="pkg-grid">
          {plans.data.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} to={`/online-store/${pkg.sim_type}/${pkg.id}`} />
          ))}
        </div>
      )}
    </div>
  );
}

export const PostpaidPackagesPage = () => <PackagesPage initial="postpaid" />;
export const PrepaidAndPostpaidPage = () => <PackagesPage initial="postpaid" />;
