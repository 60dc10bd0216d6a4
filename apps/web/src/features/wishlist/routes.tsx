import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';

/** /profile/wishlist (route name profile-wishlist), a lazy chunk with its namespaces. */
export function wishlistRoutes(): RouteObject[] {
  return [{ id: 'profile-wishlist', path: 'profile/wishlist', lazy: lazyPage(() => import('./wishlist-page'), 'WishlistPage', ['wishlist', 'product']) }];
}
