import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HiPackage } from '@store/domain/home-internet';
import { parseLang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';

type T = ReturnType<typeof useTranslation<'home-internet'>>['t'];

/** "24-month contract" or "No contract". */
export const contractText = (t: T, months: number) => (months > 0 ? t('package.contract', { count: months }) : t('package.noContract'));
/** "1,000/500 Mbps". */
export const speedText = (t: T, p: Pick<HiPackage, 'down_mbps' | 'up_mbps'>) =>
  t('package.speed', { down: p.down_mbps.toLocaleString('en-US'), up: p.up_mbps.toLocaleString('en-US') });
/** The installation fee, or "Free installation". */
export const installText = (t: T, fee: number) => (fee > 0 ? t('package.installFee', { price: formatPrice(fee) }) : t('package.installFree'));

/**
 * One package: name, technology and speed, price a month, contract, installation, router, extras,
 * what is paid online (when anything), and its actions: details, and choose (when `onChoose`).
 */
export function PackageCard({ pkg: p, onChoose, choosing }: { pkg: HiPackage; onChoose?: (p: HiPackage) => void; choosing?: boolean }) {
  const { t, i18n } = useTranslation('home-internet');
  const lang = parseLang(i18n.language);
  const name = p.name[lang];
  return (
    <article className={`hi-pkg${p.recommended ? ' hi-pkg--recommended' : ''}`} data-testid="hi-package" data-package={p.id}>
      {p.recommended && <p className="hi-pkg__badge">{t('package.recommended')}</p>}
      <h2 className="hi-pkg__name">{name}</h2>
      <p className="hi-pkg__speed">
        <strong>{speedText(t, p)}</strong> <span className="hi-tag">{t(`technology.${p.technology}`)}</span>
      </p>
      <p className="hi-pkg__price">
        <strong>{t('package.price', { price: formatPrice(p.monthly_price) })}</strong>
        <span>{t('package.perMonth')}</span>
      </p>
      <ul className="hi-pkg__facts">
        <li>{contractText(t, p.contract_months)}</li>
        <li>{installText(t, p.installation_fee)}</li>
        <li>{p.router[lang]}</li>
        {p.extras.map((x, i) => (
          <li key={i}>{x[lang]}</li>
        ))}
      </ul>
      {p.upfront_payment > 0 && (
        <p className="hi-pkg__upfront" data-testid="hi-package-upfront">
          {t('package.payNow', { price: formatPrice(p.upfront_payment), what: p.upfront_label?.[lang] ?? '' })}
        </p>
      )}
      <p className="hi-pkg__actions">
        <Link className="hi-btn hi-btn--ghost hi-btn--small" to={`/trueonline/item/${encodeURIComponent(p.id)}`} aria-label={t('package.detailsFor', { name })}>
          {t('package.details')}
        </Link>
        {onChoose && (
          <button type="button" className="hi-btn hi-btn--small" onClick={() => onChoose(p)} disabled={choosing} aria-label={t('package.chooseFor', { name })}>
            {t('package.choose')}
          </button>
        )}
      </p>
    </article>
  );
}
