import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { pickText, type Lang } from '@store/domain/lang';
import { apiAsset } from '@/components/product/product-card';
import { Price } from '@/components/product/price';
import { useFlashSale } from '../api/get-flash-sale';
import { Countdown } from '@/components/product/countdown';
import { useDocumentTitle } from '../use-document-title';
import '../catalog.css';

/**
 * /online-store/shop/flash-sale and /online-store/brand/:name/flash-sale: the sale's countdown (to its
 * end, or to its start when upcoming), each item's flash price, what is left of its quota, sold out.
 */
export function FlashSalePage() {
  const { name } = useParams();
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language as Lang;
  const sale = useFlashSale(name ? name.toLowerCase() : null);
  const data = sale.data;
  // The countdown follows the server's clock, not the device's.
  const offset = useMemo(() => (data ? new Date(data.server_time).getTime() - Date.now() : 0), [data]);
  useDocumentTitle(data ? pickText(data.title, lang) : '');
  if (sale.isError) return <Navigate to="/" replace />;
  if (!data) return <div className="page" aria-busy="true" />;
  return (
    <div className="page flash">
      <header className="flash__head">
        <h1>{pickText(data.title, lang)}</h1>
        {data.phase === 'running' && <Countdown target={data.ends_at} offset={offset} label={t('flash.endsIn')} />}
        {data.phase === 'upcoming' && <Countdown target={data.starts_at} offset={offset} label={t('flash.startsIn')} />}
        {data.phase === 'ended' && <p className="flash__ended">{t('flash.ended')}</p>}
      </header>
      <ul className="pgrid flash__grid">
        {data.items.map((item) => {
          const productName = pickText(item.product.name, lang);
          const soldPct = Math.min(100, Math.round((item.sold / item.quota) * 100));
          return (
            <li key={item.variant_id}>
              <article className={`pcard flash-card${item.sold_out ? ' is-sold-out' : ''}`} data-testid="flash-item">
                <Link to={`${item.product.href}?variant=${item.variant_id}`} className="pcard__link">
                  <img className="pcard__img" src={apiAsset(`/product-images/${item.product.id}/${item.color.key}/0.svg`)} alt="" width={400} height={400} loading="lazy" />
                  <h2 className="pcard__name">{productName}</h2>
                  <span className="pcard__sub">{[item.capacity, pickText(item.color.name, lang)].filter(Boolean).join(' · ')}</span>
                </Link>
                <Price value={data.phase === 'upcoming' ? item.regular_price : item.price} compareAt={data.phase === 'upcoming' ? null : item.regular_price} />
                {item.sold_out ? (
                  <p className="flash-card__out">{t('flash.soldOut')}</p>
                ) : (
                  <div className="meter" role="img" aria-label={t('flash.sold', { sold: item.sold, quota: item.quota })}>
                    <span className="meter__bar" style={{ width: `${soldPct}%` }} />
                    <span className="meter__text">{t('flash.leftOf', { count: item.remaining, quota: item.quota })}</span>
                  </div>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
