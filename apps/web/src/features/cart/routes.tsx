import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';

/** /cart (route cart, kept alive by the layout: decision 012). */
export function cartRoutes(): RouteObject[] {
  return [{ id: 'cart', path: 'cart', lazy: lazyPage(() => import('./cart-page'), 'CartPage', ['cart']) }];
}
