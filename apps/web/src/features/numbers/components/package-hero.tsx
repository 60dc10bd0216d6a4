import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';
import type { SimPackage } from '@store/domain/sim';
import { basePath } from '@/lib/boot';

/** A plan's page head: banner, name, price, highlights, contract and terms (children go under the terms). */
export function PackageHero({ pkg: p, from = false, children }: { pkg: SimPackage; from?: boolean; children?: ReactNode }) {
  const { t, i18n } = useTranslation('numbers');
  const l = i18n.language === 'en' ? 'en' : 'th';
  return (
    <section className="pkg-hero">
      <img src={`${basePath()}${p.detail_image.desktop}?lang=${l}`} alt="" width={800} height={360} className="pkg-hero__img" />
      <div>
        <h1 className="num-title">{p.name[l]}</h1>
        <p className="pkg-card__price">
          <strong>{t(from ? 'priceFrom' : 'baht', { price: formatPrice(p.baseline) })}</strong>
          {p.sim_type === 'postpaid' && <span>{t('perMonth')}</span>}
        </p>
        <ul className="pkg-card__hl">
          {p.highlights.map((h) => (
            <li key={h.en}>{h[l]}</li>
          ))}
        </ul>
        <p className="pkg-card__meta">
          {p.contract > 0 ? t('contract', { count: p.contract }) : t('noContract')}
          {p.advance_payment > 0 && <> · {t('advance', { price: formatPrice(p.advance_payment) })}</>}
          {p.penalty > 0 && <> · {t('penalty', { price: formatPrice(p.penalty) })}</>}
        </p>
        <p className="num-small">{p.term_short[l]}</p>
        <details className="num-terms">
          <summary>{t('terms')}</summary>
          <p>{p.term_long[l]}</p>
        </details>
        {children}
      </div>
    </section>
  );
}
