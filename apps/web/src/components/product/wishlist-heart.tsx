import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { authUrl } from '@/lib/session';
import { useToggleWishlist, useWishlist } from '@/lib/wishlist';

/**
 * The wishlist heart (spec 7 Wishlist): toggles the product for a signed-in user; a guest is sent
 * to log in and comes back to the same page.
 */
export function WishlistHeart({ productId, name, variant = 'overlay' }: { productId: number; name: string; variant?: 'overlay' | 'inline' }) {
  const { t } = useTranslation('product');
  const location = useLocation();
  const { ids, signedIn } = useWishlist();
  const toggle = useToggleWishlist();
  const saved = ids.has(productId);
  const label = saved ? t('wishlistRemove', { name }) : t('wishlistAdd', { name });
  const onClick = () => {
    if (!signedIn) {
      window.location.assign(authUrl('login', `${location.pathname}${location.search}`));
      return;
    }
    toggle.mutate({ productId, saved });
  };
  return (
    <button
      type="button"
      className={`heart heart--${variant}${saved ? ' is-saved' : ''}`}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={onClick}
      data-testid="wishlist-heart"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.8 4 7.4 4c2 0 3.5 1.1 4.6 2.7C13.1 5.1 14.6 4 16.6 4c3.6 0 5.8 3.6 4.6 7.1-1.7 4.8-9.2 9.4-9.2 9.4z" />
      </svg>
      {variant === 'inline' && <span>{saved ? t('wishlistSaved') : t('wishlistSave')}</span>}
    </button>
  );
}
