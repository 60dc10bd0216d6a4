import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ProductDetail as Product, Variant } from '@store/domain/catalog';
import { pickText, type Lang } from '@store/domain/lang';
import { GridBadges } from '@/components/product/grid-badges';
import { formatPrice } from '@store/domain/money';
import { Price } from '@/components/product/price';
import { instalments, PAYLATER_MIN_SATANG } from '@store/domain/instalments';
import { WishlistHeart } from '@/components/product/wishlist-heart';
import { useDocumentTitle } from '../use-document-title';
import { Countdown } from '@/components/product/countdown';
import { Gallery } from './gallery';
import { StockReminderForm } from './stock-reminder-form';
import { AddToCart } from './add-to-cart';
import { VariantPicker } from './variant-picker';
import { MnpBundleOffers } from './mnp-bundle-offers';
import { DeviceBundleOffers } from './device-bundle-offers';

/** The variant in ?variant=, else the cheapest in stock, else the first. */
function initialVariant(product: Product, wanted: number): Variant {
  return product.variants.find((v) => v.id === wanted) ?? [...product.variants].filter((v) => v.stock > 0).sort((a, b) => a.price - b.price)[0] ?? product.variants[0];
}

/**
 * The product detail page (spec 2 online-store-detail, product-detail): gallery, variant choice with
 * stock, price and compare-at price, add to cart, wishlist, notify me, specs, SEO text and FAQ.
 */
export function ProductDetailView({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language as Lang;
  const [params, setParams] = useSearchParams();
  // The choice answers at once; the URL follows (replaced, so back leaves the page) to survive a reload.
  const [selectedId, setSelectedId] = useState(() => initialVariant(product, Number(params.get('variant'))).id);
  const selected = product.variants.find((v) => v.id === selectedId) ?? initialVariant(product, 0);
  const select = (v: Variant) => {
    setSelectedId(v.id);
    const next = new URLSearchParams(params);
    next.set('variant', String(v.id));
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const name = pickText(product.name, lang);
  useDocumentTitle(pickText(product.seo.title, lang).replace(/ \| .*$/, ''), pickText(product.seo.description, lang));
  const flash = selected.flash_sale && selected.flash_sale.remaining > 0 ? selected.flash_sale : null;
  const price = flash ? flash.price : selected.price;
  const compareAt = flash ? selected.price : selected.compare_at_price;
  const stockText = selected.stock === 0 ? t('detail.outOfStock') : selected.stock <= 5 ? t('detail.fewLeft', { count: selected.stock }) : t('detail.inStock');

  return (
    <div className="page pdp">
      <nav className="crumbs" aria-label={t('crumbs')}>
        <ol>
          <li>
            <Link to="/">{t('home')}</Link>
          </li>
          <li>
            <Link to={`/online-store/list/${product.category.slug}`}>{pickText(product.category.name, lang)}</Link>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <div className="pdp__top">
        <Gallery key={selected.color.key} images={selected.images} name={name} />
        <div className="pdp__info">
          <p className="pdp__brand">{pickText(product.brand.name, lang)}</p>
          <h1 className="pdp__name">{name}</h1>
          <p className="pdp__sub">{pickText(product.subtitle, lang)}</p>
          {flash && (
            <div className="flash-note">
              <strong>{t('flash.badge')}</strong>
              <span>{t('flash.left', { count: flash.remaining })}</span>
              <Countdown target={flash.ends_at} label={t('flash.endsIn')} />
            </div>
          )}
          <div data-testid="price">
            <Price value={price} compareAt={compareAt} size="lg" />
          </div>
          {price >= PAYLATER_MIN_SATANG && (
            <p className="pd-instalment" data-testid="instalment">
              {t('detail.instalment', { amount: formatPrice(Math.max(...instalments(price, 10))) })}
            </p>
          )}
          <VariantPicker variants={product.variants} selected={selected} onSelect={select} />
          <p className={`stock${selected.stock === 0 ? ' stock--out' : selected.stock <= 5 ? ' stock--low' : ''}`} role="status" data-testid="stock">
            {stockText}
          </p>
          {/* Siblings: each key its own (two children with one key made React keep the old copy of both on the next render). */}
          <AddToCart key={`cart-${selected.id}`} variant={selected} name={name}>
            <WishlistHeart productId={product.id} name={name} variant="inline" />
          </AddToCart>
          {selected.stock === 0 && <StockReminderForm key={`reminder-${selected.id}`} variantId={selected.id} />}
          <GridBadges badges={['warranty_1y', 'genuine', 'delivery_48h']} />
          <MnpBundleOffers productId={product.id} variantId={selected.id} />
          <DeviceBundleOffers productId={product.id} />
          {product.shop && (
            <Link className="pdp__shop" to={`/online-store/brand/${product.shop.id}`}>
              {t('detail.visitShop', { shop: pickText(product.shop.name, lang) })}
            </Link>
          )}
        </div>
      </div>

      <section className="pdp__section" aria-labelledby="pdp-specs">
        <h2 id="pdp-specs">{t('detail.specs')}</h2>
        <dl className="specs">
          {product.specs.map((s) => (
            <div key={s.label.en} className="specs__row">
              <dt>{pickText(s.label, lang)}</dt>
              <dd>{pickText(s.value, lang)}</dd>
            </div>
          ))}
          <div className="specs__row">
            <dt>{t('detail.sku')}</dt>
            <dd>{selected.sku}</dd>
          </div>
        </dl>
      </section>

      <section className="pdp__section seo" aria-labelledby="pdp-about">
        <h2 id="pdp-about">{t('detail.about', { name })}</h2>
        <p>{pickText(product.description, lang)}</p>
        {product.seo.body.map((p) => (
          <p key={p.en}>{pickText(p, lang)}</p>
        ))}
      </section>

      {product.faq.length > 0 && (
        <section className="pdp__section" aria-labelledby="pdp-faq">
          <h2 id="pdp-faq">{t('detail.faq')}</h2>
          <div className="qa">
            {product.faq.map((item) => (
              <details key={item.question.en} className="qa__item">
                <summary>{pickText(item.question, lang)}</summary>
                <p>{pickText(item.answer, lang)}</p>
              </details>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
