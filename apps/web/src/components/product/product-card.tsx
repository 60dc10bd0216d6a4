import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductCard as Card } from '@store/domain/catalog';
import { pickText, type Lang } from '@store/domain/lang';
import { basePath } from '@/lib/boot';
import { GridBadges } from './grid-badges';
import { Price } from './price';
import { WishlistHeart } from './wishlist-heart';
import './product.css';

/** An API path under /api (generated product images) as a URL under the base path. */
export const apiAsset = (path: string) => `${basePath()}/api${path}`;

/** One grid tile: picture, name, price and compare-at price, colours, badges and the wishlist heart. */
export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const { t, i18n } = useTranslation('product');
  const lang = i18n.language as Lang;
  const name = pickText(product.name, lang);
  const extraColors = product.colors.length - 5;
  return (
    <article className="pcard" data-testid="product-card">
      <Link to={product.href} className="pcard__link">
        <img className="pcard__img" src={apiAsset(product.image)} alt="" width={400} height={400} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <span className="pcard__brand">{pickText(product.brand.name, lang)}</span>
        <h3 className="pcard__name">{name}</h3>
        <span className="pcard__sub">{pickText(product.subtitle, lang)}</span>
      </Link>
      <Price value={product.price} compareAt={product.compare_at_price} />
      <div className="pcard__meta">
        <ul className="swatches" aria-label={t('colorsLabel', { count: product.colors.length })}>
          {product.colors.slice(0, 5).map((c) => (
            <li key={c.key} className="swatch" style={{ background: c.hex }} title={pickText(c.name, lang)}>
              <span className="visually-hidden">{pickText(c.name, lang)}</span>
            </li>
          ))}
          {extraColors > 0 && <li className="swatch-more">+{extraColors}</li>}
        </ul>
        {!product.in_stock && <span className="pcard__oos">{t('outOfStock')}</span>}
      </div>
      <GridBadges badges={product.badges} />
      <WishlistHeart productId={product.id} name={name} />
    </article>
  );
}

/** The product grid: 2 columns on phones, up to 4 on desktop. */
export function ProductGrid({ products, label }: { products: Card[]; label?: string }) {
  return (
    <ul className="pgrid" aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}
