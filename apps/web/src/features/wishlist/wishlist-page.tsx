import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ProductGrid } from '@/components/product/product-card';
import { sessionQueryOptions } from '@/lib/session';
import { useWishlist } from '@/lib/wishlist';
import './wishlist-page.css';

/** /profile/wishlist (route profile-wishlist): the signed-in shopper's saved products; a guest goes home. */
export function WishlistPage() {
  const { t } = useTranslation('wishlist');
  const session = useQuery(sessionQueryOptions());
  const wishlist = useWishlist();
  if (session.isSuccess && !session.data.user) return <Navigate to="/" replace />;
  const items = wishlist.data?.items;
  return (
    <div className="page wishlist">
      <nav className="wishlist__crumbs" aria-label={t('crumbs')}>
        <Link to="/profile">{t('profile')}</Link>
      </nav>
      <h1 className="wishlist__title">{t('title')}</h1>
      {!items ? (
        <p role="status">{wishlist.isError ? t('failed') : t('loading')}</p>
      ) : items.length === 0 ? (
        <div className="wishlist__empty">
          <p>{t('empty')}</p>
          <Link className="wishlist__cta" to="/online-store/list/all">
            {t('browse')}
          </Link>
        </div>
      ) : (
        <>
          <p className="wishlist__count" role="status">
            {t('count', { count: items.length })}
          </p>
          <ProductGrid products={items} label={t('title')} />
        </>
      )}
    </div>
  );
}
