import { useTranslation } from 'react-i18next';
import type { ClmCurrentPackage, ClmOnTop, ClmPackageOffer } from '@store/domain/clm';
import { useDate, useLang, useMoney } from './shell';

/** The line's package now: number (masked), package, fee, benefits, contract, bill cycle, a change on the way. */
export function CurrentPackageCard({ current }: { current: ClmCurrentPackage }) {
  const { t } = useTranslation('clm');
  const lang = useLang();
  const money = useMoney();
  const date = useDate();
  const contractRuns = current.contract_ends_at && Date.parse(current.contract_ends_at) > Date.now();
  return (
    <section className="clm-box clm-current" data-testid="clm-current" aria-labelledby="clm-current-title">
      <h2 id="clm-current-title" className="clm-subtitle">
        {t('current.title')}
      </h2>
      <p className="clm-current__number">
        <span>{t('current.number')}</span> <strong data-testid="clm-number">{current.number}</strong>
      </p>
      <p className="clm-current__name">
        <strong data-testid="clm-current-package">{current.package.title[lang]}</strong>
        <span className="clm-price">{money.monthly(current.package.monthly_fee)}</span>
      </p>
      <ul className="clm-benefits">
        {current.package.benefits.map((b) => (
          <li key={b.en}>{b[lang]}</li>
        ))}
      </ul>
      <dl className="clm-facts">
        <div>
          <dt>{t('current.type')}</dt>
          <dd>{t(`type.${current.type}`)}</dd>
        </div>
        <div>
          <dt>{t('current.months')}</dt>
          <dd>{t('current.monthsValue', { count: current.months_active })}</dd>
        </div>
        <div>
          <dt>{t('current.contract')}</dt>
          <dd>{contractRuns ? t('current.contractUntil', { date: date(current.contract_ends_at!) }) : t('current.noContract')}</dd>
        </div>
        <div>
          <dt>{t('current.billCycle')}</dt>
          <dd>{t('current.billCycleValue', { day: current.bill_cycle_day })}</dd>
        </div>
      </dl>
      {current.pending_change && (
        <p className="clm-notice" role="status" data-testid="clm-pending">
          {t('current.pending', { to: current.pending_change.to[lang], date: date(current.pending_change.effective_at) })}
        </p>
      )}
    </section>
  );
}

export function OnTopList({ items }: { items: ClmOnTop[] }) {
  const { t } = useTranslation('clm');
  const lang = useLang();
  const date = useDate();
  return (
    <section className="clm-box" data-testid="clm-on-top" aria-labelledby="clm-on-top-title">
      <h2 id="clm-on-top-title" className="clm-subtitle">
        {t('onTop.title')}
      </h2>
      {items.length === 0 ? (
        <p className="clm-muted">{t('onTop.none')}</p>
      ) : (
        <ul className="clm-on-top">
          {items.map((o) => (
            <li key={o.code}>
              <strong>{o.title[lang]}</strong>
              <span className="clm-muted">{o.detail[lang]}</span>
              <span className="clm-muted">{o.expires_at ? t('onTop.until', { date: date(o.expires_at) }) : t('onTop.always')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The packages offered: the ones this subscriber may take first, the refused ones greyed with why. */
export function PackageList({ offers, onChoose }: { offers: ClmPackageOffer[]; onChoose: (nasCode: string) => void }) {
  const { t } = useTranslation('clm');
  const lang = useLang();
  const money = useMoney();
  const sorted = [...offers.filter((o) => o.eligible), ...offers.filter((o) => !o.eligible)];
  return (
    <section aria-labelledby="clm-packages-title">
      <h2 id="clm-packages-title" className="clm-subtitle">
        {t('packages.title')}
      </h2>
      <ul className="clm-packages" data-testid="clm-packages">
        {sorted.map((o) => (
          <li key={o.nas_code} className={`clm-package${o.eligible ? '' : ' is-refused'}`} data-testid={`clm-package-${o.nas_code}`}>
            <h3 className="clm-package__name">{o.title[lang]}</h3>
            <p className="clm-price">
              <strong>{money.monthly(o.monthly_fee)}</strong>
            </p>
            <p className="clm-package__diff">{money.difference(o.price_difference)}</p>
            <ul className="clm-benefits">
              {o.benefits.map((b) => (
                <li key={b.en}>{b[lang]}</li>
              ))}
            </ul>
            {o.eligible ? (
              <button type="button" className="clm-btn" onClick={() => onChoose(o.nas_code)}>
                {t('packages.choose')}
              </button>
            ) : (
              <p className="clm-refused" data-testid="clm-refused">
                {o.reasons.map((r) => t(`reasons.${r}`)).join(' · ')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
