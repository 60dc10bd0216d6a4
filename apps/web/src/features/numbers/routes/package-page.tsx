import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { NumberItem } from '@store/domain/number-search';
import { useSession, authUrl } from '@/lib/session';
import { basePath } from '@/lib/boot';
import { usePackage } from '../api/get-package';
import { useHoldNumber } from '../api/hold-number';
import type { NumberSearchParams } from '../api/search-numbers';
import { errorText } from '../error-text';
import { FLOWS, type PageFlow } from '../flows';
import { saveHold } from '../hold-store';
import { NumberResults } from '../components/number-results';
import { NumberSearchForm } from '../components/number-search';
import { PackageHero } from '../components/package-hero';
import '../numbers.css';

/** /online-store/{postpaid,prepaid,luckysim,lucky9999}/:id: the plan, then the number search and the hold. */
export function PackagePage({ flow }: { flow: PageFlow }) {
  const { t, i18n } = useTranslation('numbers');
  const l = i18n.language === 'en' ? 'en' : 'th';
  const { id } = useParams();
  const pkg = usePackage(Number(id));
  const session = useSession();
  const navigate = useNavigate();
  const hold = useHoldNumber();
  const [params, setParams] = useState<NumberSearchParams | null>(FLOWS[flow].classes ? { class: FLOWS[flow].classes.join(',') } : null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keys = useRef(new Map<string, string>());

  if (pkg.isError) {
    return (
      <div className="page num-page">
        <p role="alert" className="num-error">{t('planNotFound')}</p>
        <Link to="/packages">{t('backToPlans')}</Link>
      </div>
    );
  }
  if (!pkg.data) return <div className="page num-page"><p role="status">{t('loading')}</p></div>;
  const p = pkg.data;

  const choose = async (item: NumberItem) => {
    if (!session.user) {
      window.location.assign(authUrl('login', `${window.location.pathname.slice(basePath().length)}${window.location.search}`));
      return;
    }
    setBusy(item.number);
    setError(null);
    const key = keys.current.get(item.number) ?? crypto.randomUUID();
    keys.current.set(item.number, key);
    try {
      const h = await hold.mutateAsync({ number: item.number, flow, key });
      saveHold({ number: h.number, hold_id: h.hold_id, expires_at: h.expires_at, flow, package_id: p.id });
      navigate(`/online-store/${flow}/${p.id}/${encodeURIComponent(p.nas_code)}/${h.number}`);
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="page num-page">
      <PackageHero pkg={p} />
      <h2 className="num-subtitle">{t('pickNumber')}</h2>
      {!session.user && <p className="num-note">{t('loginToChoose')}</p>}
      <NumberSearchForm classes={FLOWS[flow].classes} onSearch={setParams} />
      {error && <p className="num-error" role="alert">{error}</p>}
      <NumberResults params={params} busy={busy} onChoose={(item) => void choose(item)} />
    </div>
  );
}

export const PostpaidPackagePage = () => <PackagePage flow="postpaid" />;
export const PrepaidPackagePage = () => <PackagePage flow="prepaid" />;
export const LuckySimPackagePage = () => <PackagePage flow="luckysim" />;
export const Lucky9999PackagePage = () => <PackagePage flow="lucky9999" />;
