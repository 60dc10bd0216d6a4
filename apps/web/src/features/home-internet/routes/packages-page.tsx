import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { HiPackage, HiTransaction } from '@store/domain/home-internet';
import { parseLang } from '@store/domain/lang';
import { installationAddressText } from '@/components/installation-status/installation-panel';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useChoosePackage } from '../api/choose-package';
import { usePackages } from '../api/get-packages';
import { PackageCard } from '../components/package-card';
import { Loading, PageShell } from '../components/page-shell';
import { TransactionGate } from '../components/transaction-gate';
import { readFlow } from '../flow';
import { FLOW_ENDING, statusPath } from '../status-codes';
import '../home-internet.css';

/**
 * Choosing a package for the transaction: PUT its package, then the summary; a package the address
 * does not qualify for says so; an expired or lost transaction goes to its status page. Without a
 * transaction (the all-packages page) the shopper checks coverage first.
 */
export function useChoose() {
  const { t } = useTranslation('home-internet');
  const navigate = useNavigate();
  const choose = useChoosePackage();
  const [failure, setFailure] = useState<string | null>(null);
  const pick = async (p: HiPackage) => {
    const transactionId = readFlow()?.transaction_id;
    if (!transactionId) return navigate('/trueonline/coverage', { state: { notice: 'checkFirst' } });
    setFailure(null);
    try {
      await choose.mutateAsync({ transactionId, packageId: p.id });
      navigate('/trueonline/package/summary');
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 'generic';
      if (FLOW_ENDING.has(code)) return navigate(statusPath('package', code), { replace: true });
      setFailure(errorText(t, e));
    }
  };
  return { pick, choosing: choose.isPending, failure };
}

export function ChooseFailure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="hi-error hi-error--box" role="alert" data-testid="hi-choose-error">
      {text}
    </p>
  );
}

/** /trueonline/package (spec tol-all-packages): every package, fastest first; choosing one asks for the address first when it is not checked yet. */
export function PackagesPage() {
  const { t } = useTranslation('home-internet');
  const packages = usePackages();
  const { pick, choosing, failure } = useChoose();
  const checked = !!readFlow();
  return (
    <PageShell title={t('packages.title')} testId="hi-packages" intro={t('packages.intro')}>
      {!checked && (
        <p className="hi-notice">
          {t('packages.checkFirst')} <Link to="/trueonline/coverage">{t('packages.checkLink')}</Link>
        </p>
      )}
      <ChooseFailure text={failure} />
      <PackageList query={packages} onChoose={(p) => void pick(p)} choosing={choosing} />
    </PageShell>
  );
}

function PackageList({ query, onChoose, choosing }: { query: ReturnType<typeof usePackages>; onChoose: (p: HiPackage) => void; choosing: boolean }) {
  const { t } = useTranslation('home-internet');
  if (query.isError)
    return (
      <p className="hi-error hi-error--box" role="alert">
        {errorText(t, query.error)}
      </p>
    );
  if (!query.data) return <Loading text={t('loading')} />;
  if (query.data.length === 0) return <p className="hi-notice">{t('packages.none')}</p>;
  return (
    <div className="hi-pkgs" data-testid="hi-package-list">
      {query.data.map((p) => (
        <PackageCard key={p.id} pkg={p} onChoose={onChoose} choosing={choosing} />
      ))}
    </div>
  );
}

/** /trueonline/match-package (spec match-package, map-package-coverage): the packages the checked address qualifies for, the best first. */
export function MatchPackagePage() {
  const { t } = useTranslation('home-internet');
  return (
    <PageShell title={t('match.title')} step="package" testId="hi-match">
      <TransactionGate page="package">{(tx) => <Matched tx={tx} />}</TransactionGate>
    </PageShell>
  );
}

function Matched({ tx }: { tx: HiTransaction }) {
  const { t, i18n } = useTranslation(['home-internet', 'installation-status']);
  const lang = parseLang(i18n.language);
  const packages = usePackages(tx.id);
  const { pick, choosing, failure } = useChoose();
  const q = tx.qualification;
  const best = q.services[0] ?? q.alternate[0];
  const sorted = packages.data ? [...packages.data].sort((a, b) => Number(b.recommended) - Number(a.recommended)) : undefined;
  return (
    <>
      <section className={`hi-box hi-result hi-result--${q.qualification_result}`} data-testid="hi-qualification">
        <h2 className="hi-subtitle">{t(`match.result.${q.qualification_result}`)}</h2>
        <p>
          {best &&
            t('match.best', {
              technology: t(`technology.${best.technology}`),
              down: best.max_down_mbps.toLocaleString('en-US'),
              up: best.max_up_mbps.toLocaleString('en-US'),
            })}
        </p>
        {q.qualification_result === 'alternate' && <p className="hi-muted">{t('match.alternateWhy')}</p>}
        <p className="hi-muted" data-testid="hi-match-address">
          {installationAddressText(q.address, lang, (k, o) => t(`installation-status:${k}`, o))} <Link to="/trueonline/coverage">{t('summary.change')}</Link>
        </p>
      </section>
      <ChooseFailure text={failure} />
      <PackageList query={{ ...packages, data: sorted } as ReturnType<typeof usePackages>} onChoose={(p) => void pick(p)} choosing={choosing} />
    </>
  );
}
