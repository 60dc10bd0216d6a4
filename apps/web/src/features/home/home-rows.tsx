import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductCard as Card } from '@store/domain/catalog';
import { pickText, parseLang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import { instalments, PAYLATER_MIN_SATANG } from '@store/domain/instalments';
import { Countdown } from '@/components/product/countdown';
import { basePath } from '@/lib/boot';
import { homeFlashSaleQuery, homeLuckyNumbersQuery, homePlansQuery, homeProductsQuery } from './api/home-rows';

/** A titled row with its "see all" link; on phones it scrolls sideways, on desktop it is a grid. */
function Row({
  id,
  title,
  more,
  extra,
  note,
  children,
}: {
  id: string;
  title: string;
  more: { to: string; label: string };
  extra?: ReactNode;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section className="home-section home-row" aria-labelledby={`home-row-${id}`} data-testid={`home-row-${id}`}>
      <div className="home-row__head">
        <h2 className="home-section__title" id={`home-row-${id}`}>
          {title}
        </h2>
        {extra}
        <Link className="home-row__more" to={more.to}>
          {more.label}
        </Link>
      </div>
      {note && <p className="home-row__note">{note}</p>}
      {children}
    </section>
  );
}

/**
 * A light product tile (picture, brand, name, price, saving): the home page's rows link on to the
 * product, so they skip the grid card's colours, badges and wishlist heart and stay within the home
 * page's script budget.
 */
function Tile({ product: p }: { product: Card }) {
  const { t, i18n } = useTranslation('home-rows');
  const lang = parseLang(i18n.language);
  const discount = p.compare_at_price && p.compare_at_price > p.price ? Math.round(((p.compare_at_price - p.price) / p.compare_at_price) * 100) : 0;
  return (
    <Link to={p.href} className="home-tile">
      <img className="home-tile__img" src={`${basePath()}/api${p.image}`} alt="" width={400} height={400} loading="lazy" decoding="async" />
      <span className="home-tile__brand">{pickText(p.brand.name, lang)}</span>
      <span className="home-tile__name">{pickText(p.name, lang)}</span>
      <span className="home-tile__price">
        <strong>฿{formatPrice(p.price)}</strong>
        {discount > 0 && (
          <>
            <s>
              <span className="visually-hidden">{t('was')} </span>฿{formatPrice(p.compare_at_price!)}
            </s>
            <span className="home-tile__off">{t('off', { percent: discount })}</span>
          </>
        )}
      </span>
    </Link>
  );
}

/** A phone's 0% plan over 10 months, as the hero promises (pay-later is offered at checkout on a phone). */
function Instalment({ price }: { price: number }) {
  const { t } = useTranslation('home-rows');
  if (price < PAYLATER_MIN_SATANG) return null;
  return <p className="home-instalment">{t('instalment', { amount: formatPrice(Math.max(...instalments(price, 10))) })}</p>;
}

function Products({ items, label }: { items: Card[]; label: string }) {
  return (
    <ul className="home-row__list" aria-label={label}>
      {items.map((p) => (
        <li key={p.id} className="home-row__item">
          <Tile product={p} />
          <Instalment price={p.price} />
        </li>
      ))}
    </ul>
  );
}

function FlashSaleRow() {
  const { t, i18n } = useTranslation('home-rows');
  const { data: sale, dataUpdatedAt } = useQuery(homeFlashSaleQuery());
  if (!sale || sale.phase === 'ended' || sale.items.length === 0) return null;
  const lang = parseLang(i18n.language);
  const offset = new Date(sale.server_time).getTime() - dataUpdatedAt;
  const running = sale.phase === 'running';
  return (
    <Row
      id="flash-sale"
      title={pickText(sale.title, lang)}
      more={{ to: '/online-store/shop/flash-sale', label: t('seeAll') }}
      extra={<Countdown target={running ? sale.ends_at : sale.starts_at} offset={offset} label={t(running ? 'endsIn' : 'startsIn')} />}
    >
      <ul className="home-row__list" aria-label={pickText(sale.title, lang)}>
        {sale.items.slice(0, 8).map((item) => (
          <li key={item.variant_id} className="home-row__item">
            <Tile product={{ ...item.product, price: item.price, compare_at_price: item.regular_price }} />
            <p className="home-flash__left">{item.sold_out ? t('soldOut') : t('left', { count: item.remaining, quota: item.quota })}</p>
          </li>
        ))}
      </ul>
    </Row>
  );
}

function ProductsRow({ row }: { row: 'popular' | 'newest' }) {
  const { t } = useTranslation('home-rows');
  const { data } = useQuery(homeProductsQuery(row));
  if (!data || data.items.length === 0) return null;
  const title = t(row === 'popular' ? 'popular' : 'newest');
  const to = row === 'popular' ? '/online-store?sort=popular' : '/online-store/list/smartphones?sort=newest';
  return (
    <Row id={row} title={title} more={{ to, label: t('seeAll') }} note={t('instalmentNote')}>
      <Products items={data.items} label={title} />
    </Row>
  );
}

function LuckyNumbersRow() {
  const { t } = useTranslation('home-rows');
  const { data } = useQuery(homeLuckyNumbersQuery());
  if (!data || data.items.length === 0) return null;
  return (
    <Row id="lucky-numbers" title={t('lucky')} more={{ to: '/online-store/luckysim', label: t('seeAll') }}>
      <ul className="home-numbers" aria-label={t('lucky')}>
        {data.items.map((n) => (
          <li key={n.number}>
            <Link className={`home-number home-number--${n.class}`} to={`/online-store/luckysim?choose=${n.number}`} aria-label={t('chooseNumber', { number: n.display })}>
              <span className="home-number__digits">{n.display}</span>
              <span className="home-number__meta">
                {n.price === 0 ? t('free') : t('price', { price: formatPrice(n.price) })} · {t('sum', { sum: n.digit_sum })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Row>
  );
}

function PlansRow() {
  const { t, i18n } = useTranslation('home-rows');
  const { data } = useQuery(homePlansQuery());
  if (!data || data.length === 0) return null;
  const lang = parseLang(i18n.language);
  return (
    <Row id="plans" title={t('plans')} more={{ to: '/packages', label: t('seeAll') }}>
      <ul className="home-plans" aria-label={t('plans')}>
        {data.slice(0, 4).map((p) => (
          <li key={p.id}>
            <Link className="home-plan" to={`/online-store/postpaid/${p.id}`}>
              <span className="home-plan__name">{p.name[lang]}</span>
              <span className="home-plan__data">{p.data_gb === null ? t('unlimited') : t('data', { gb: p.data_gb })}</span>
              <span className="home-plan__price">{t('perMonth', { price: formatPrice(p.baseline) })}</span>
              {p.highlights[0] && <span className="home-plan__hl">{p.highlights[0][lang]}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </Row>
  );
}

/** The live rows under the journeys: flash sale, best sellers, new phones, lucky numbers and plans. */
export function HomeRows() {
  return (
    <>
      <FlashSaleRow />
      <ProductsRow row="popular" />
      <ProductsRow row="newest" />
      <LuckyNumbersRow />
      <PlansRow />
    </>
  );
}
