import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberHold } from '@store/domain/number-search';
import { formatMsisdn } from '@store/domain/phone';
import { useSession } from '@/lib/session';
import { usePackages } from '../api/get-packages';
import { HoldCountdown } from '@/components/number-hold/hold-countdown';
import { PackageCard } from '../components/package-card';
import { NumberResults } from '../components/number-results';
import { SignInToChooseNotice } from '../components/sign-in-to-choose';
import { FLOWS } from '../flows';
import { useChooseNumber } from '../use-choose-number';
import '../numbers.css';

/**
 * /online-store/luckysim and /online-store/lucky9999: lucky numbers to choose from, then the plans.
 * A chosen number is held (30 minutes) before any plan is picked; each plan then leads straight to
 * the buyer's details for that number. Or a plan first, and the number search on its page.
 */
function LuckyPage({ flow }: { flow: 'luckysim' | 'lucky9999' }) {
  const { t } = useTranslation('numbers');
  const session = useSession();
  const plans = usePackages({ sim_type: 'postpaid' });
  const [held, setHeld] = useState<NumberHold | null>(null);
  const plansHeading = useRef<HTMLHeadingElement>(null);
  const { choose, busy, error, signIn } = useChooseNumber(flow, setHeld, null);
  useEffect(() => {
    if (held) plansHeading.current?.focus();
  }, [held]);

  return (
    <div className="page num-page">
      <h1 className="num-title">{t(flow === 'luckysim' ? 'luckyTitle' : 'lucky9999Title')}</h1>
      <p className="num-intro">{t(flow === 'luckysim' ? 'luckyIntro' : 'lucky9999Intro')}</p>
      {!session.user && <p className="num-note">{t('loginToChoose')}</p>}
      {error && (
        <p className="num-error" role="alert">
          {error}
        </p>
      )}
      <SignInToChooseNotice signIn={signIn} />
      <NumberResults params={{ class: FLOWS[flow].classes.join(','), limit: '12' }} busy={busy} onChoose={(item) => void choose(item, null)} />
      {held && (
        <div className="num-held" data-testid="lucky-held">
          <p className="num-held__title">{t('luckyHeld', { number: formatMsisdn(held.number) })}</p>
          <HoldCountdown expiresAt={held.expires_at} className="num-countdown" label={(time) => t('timeLeft', { time })} />
        </div>
      )}
      <h2 className="num-subtitle" ref={plansHeading} tabIndex={-1}>
        {held ? t('pickPlanForNumber', { number: formatMsisdn(held.number) }) : t('choosePlanFirst')}
      </h2>
      {!plans.data ? (
        <p role="status">{plans.isError ? t('failed') : t('loading')}</p>
      ) : (
        <div className="pkg-grid">
          {plans.data.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              to={held ? `/online-store/${flow}/${pkg.id}/${encodeURIComponent(pkg.nas_code)}/${held.number}` : `/online-store/${flow}/${pkg.id}`}
            />
          ))}
        </div>
      )}
    </div>
  );
}

export const LuckySimPage = () => <LuckyPage flow="luckysim" />;
export const Lucky9999Page = () => <LuckyPage flow="lucky9999" />;
