import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@store/domain/money';
import type { SimPackage } from '@store/domain/sim';
import { basePath } from '@/lib/boot';

const lang = (l: string) => (l === 'en' ? 'en' : 'th');

/** One price plan: banner, name, price, contract and highlights, with the way on to pick a number. */
export function PackageCard({ pkg, to }: { pkg: SimPackage; to: string }) {
  const { t, i18n } = useTranslation('numbers');
  const l = lang(i18n.language);
  return (
    <article className="pkg-card" data-testid="package-card">
      <img className="pkg-card__img" src={`${basePath()}${pkg.image.mobile}?lang=${l}`} alt="" width={400} height={400} loading="lazy" />
      <div className="pkg-card__body">
        <h3 className="pkg-card__name">{pkg.name[l]}</h3>
        <p className="pkg-card__price">
          <strong>{t('baht', { price: formatPrice(pkg.baseline) })}</strong>
          {pkg.sim_type === 'postpaid' && <span>{t('perMonth')}</span>}
        </p>
        <ul className="pkg-card__hl">
          {pkg.highlights.map((h) => (
            <li key={h.en}>{h[l]}</li>
          ))}
        </ul>
        <p className="pkg-card__meta">
          {pkg.contract > 0 ? t('contract', { count: pkg.contract }) : pkg.validity_days ? t('validity', { count: pkg.validity_days }) : t('noContract')}
          {pkg.esim_allowed && <span className="pkg-card__badge">{t('esim')}</span>}
        </p>
        <Link className="num-btn" to={to} aria-label={t('choosePlanFor', { name: pkg.name[l] })}>
          {t('choosePlan')}
        </Link>
      </div>
    </article>
  );
}
