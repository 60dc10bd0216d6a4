import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '@/lib/session';
import { usePackage } from '../api/get-package';
import type { NumberSearchParams } from '../api/search-numbers';
import { FLOWS, type PageFlow } from '../flows';
import { NumberResults } from '../components/number-results';
import { NumberSearchForm } from '../components/number-search';
import { PackageHero } from '../components/package-hero';
import { useChooseNumber } from '../use-choose-number';
import { SignInToChooseNotice } from '../components/sign-in-to-choose';
import '../numbers.css';

/** /online-store/{postpaid,prepaid,luckysim,lucky9999}/:id: the plan, then the number search and the hold. */
export function PackagePage({ flow }: { flow: PageFlow }) {
  const { t } = useTranslation('numbers');
  const { id } = useParams();
  const pkg = usePackage(Number(id));
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useState<NumberSearchParams | null>(FLOWS[flow].classes ? { class: FLOWS[flow].classes.join(',') } : null);
  const { choose, busy, error, signIn } = useChooseNumber(
    flow,
    (h) => {
      const p = pkg.data!;
      navigate(`/online-store/${flow}/${p.id}/${encodeURIComponent(p.nas_code)}/${h.number}`);
    },
    pkg.data?.id,
  );

  if (pkg.isError) {
    return (
      <div className="page num-page">
        <p role="alert" className="num-error">
          {t('planNotFound')}
        </p>
        <Link to="/packages">{t('backToPlans')}</Link>
      </div>
    );
  }
  if (!pkg.data)
    return (
      <div className="page num-page">
        <p role="status">{t('loading')}</p>
      </div>
    );
  const p = pkg.data;

  return (
    <div className="page num-page">
      <PackageHero pkg={p} />
      <h2 className="num-subtitle">{t('pickNumber')}</h2>
      {!session.user && <p className="num-note">{t('loginToChoose')}</p>}
      <NumberSearchForm classes={FLOWS[flow].classes} onSearch={setParams} />
      {error && (
        <p className="num-error" role="alert">
          {error}
        </p>
      )}
      <SignInToChooseNotice signIn={signIn} />
      <NumberResults params={params} busy={busy} onChoose={(item) => void choose(item, p.id)} />
    </div>
  );
}

export const PostpaidPackagePage = () => <PackagePage flow="postpaid" />;
export const PrepaidPackagePage = () => <PackagePage flow="prepaid" />;
export const LuckySimPackagePage = () => <PackagePage flow="luckysim" />;
export const Lucky9999PackagePage = () => <PackagePage flow="lucky9999" />;
