import { useTranslation } from 'react-i18next';
import { usePackages } from '../api/get-packages';
import { PackageCard } from '../components/package-card';
import { NumberResults } from '../components/number-results';
import { FLOWS } from '../flows';
import '../numbers.css';

/** /online-store/luckysim and /online-store/lucky9999: a taste of the numbers, then the plans to take one with. */
function LuckyPage({ flow }: { flow: 'luckysim' | 'lucky9999' }) {
  const { t } = useTranslation('numbers');
  const plans = usePackages({ sim_type: 'postpaid' });
  return (
    <div className="page num-page">
      <h1 className="num-title">{t(flow === 'luckysim' ? 'luckyTitle' : 'lucky9999Title')}</h1>
      <p className="num-intro">{t(flow === 'luckysim' ? 'luckyIntro' : 'lucky9999Intro')}</p>
      <div className="num-preview">
        <NumberResults params={{ class: FLOWS[flow].classes.join(','), limit: '12' }} busy="preview" onChoose={() => undefined} />
      </div>
      <h2 className="num-subtitle">{t('choosePlanFirst')}</h2>
      {!plans.data ? (
        <p role="status">{plans.isError ? t('failed') : t('loading')}</p>
      ) : (
        <div className="pkg-grid">
          {plans.data.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} to={`/online-store/${flow}/${pkg.id}`} />
          ))}
        </div>
      )}
    </div>
  );
}

export const LuckySimPage = () => <LuckyPage flow="luckysim" />;
export const Lucky9999Page = () => <LuckyPage flow="lucky9999" />;
