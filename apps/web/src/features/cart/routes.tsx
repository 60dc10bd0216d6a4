import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { FOCUSED_TASK } from '@/lib/route-handle';

/**
 * /cart (route cart, kept alive by the layout: decision 012). The first step of checkout: no floating
 * chat or call-back button over the phone's checkout bar (issue 13).
 */
export function cartRoutes(): RouteObject[] {
  return [{ id: 'cart', path: 'cart', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./cart-page'), 'CartPage', ['cart']) }];
}
