import { Navigate, type RouteObject } from 'react-router';
import { rootRoute } from './route-table';
import { comingSoonRoutes } from './coming-soon-routes';
import { catalogRoutes } from '@/features/catalog/routes';
import { homeRoutes } from '@/features/home/routes';
import { searchRoutes } from '@/features/search/routes';
import { wishlistRoutes } from '@/features/wishlist/routes';
import { profileRoutes } from '@/features/profile/routes';
import { addressRoutes } from '@/features/address/routes';
import { cartRoutes } from '@/features/cart/routes';
import { checkoutRoutes } from '@/features/checkout/routes';
import { trackingRoutes } from '@/features/tracking/routes';
import { couponRoutes } from '@/features/coupon/routes';
import { numbersRoutes } from '@/features/numbers/routes';
import { fortuneRoutes } from '@/features/fortune/routes';
import { pre2postRoutes } from '@/features/pre2post/routes';
import { mnpRoutes } from '@/features/mnp/routes';
import { smsInboxRoutes } from '@/features/sms-inbox/routes';
import { ekycRoutes } from '@/features/ekyc/routes';
import { homeInternetRoutes } from '@/features/home-internet/routes';
import { bundlesRoutes } from '@/features/bundles/routes';
import { loyaltyRoutes } from '@/features/loyalty/routes';
import { clmRoutes } from '@/features/clm/routes';
import { universityRoutes } from '@/features/university/routes';
import { paysmoothRoutes } from '@/features/paysmooth/routes';
import { saleRoutes } from '@/features/sale/routes';
import { offlineShopRoutes } from '@/features/offline-shop/routes';

/**
 * Routes with a stable id: the "route name" of spec 2 (scroll resets when it changes). The same tree
 * is rendered on the server (entry-server.tsx) for the routes marked with serverRendered(). The
 * browser loads this table as a chunk of its own, with the first page other than home (app/route-table.tsx).
 */
export function createRoutes(): RouteObject[] {
  // Real pages replace the coming-soon placeholder of the same route name.
  const storeRoutes = [
    ...catalogRoutes(),
    ...searchRoutes(),
    ...wishlistRoutes(),
    ...cartRoutes(),
    ...couponRoutes(),
    ...checkoutRoutes(),
    ...trackingRoutes(),
    ...numbersRoutes(),
    ...fortuneRoutes(),
    ...pre2postRoutes(),
    ...clmRoutes(),
    ...mnpRoutes(),
    ...smsInboxRoutes(),
    ...ekycRoutes(),
    ...homeInternetRoutes(),
    ...bundlesRoutes(),
    ...loyaltyRoutes(),
    ...universityRoutes(),
    ...paysmoothRoutes(),
    ...saleRoutes(),
    ...offlineShopRoutes(),
  ];
  // Every route gets an error boundary (app/route-runtime.tsx), so a failing page keeps the header and footer around it.
  return [
    rootRoute([
      ...homeRoutes(),
      ...profileRoutes(),
      ...addressRoutes(),
      ...storeRoutes,
      ...comingSoonRoutes().filter((route) => !storeRoutes.some((r) => r.id === route.id)),
      { id: 'not-found', path: '*', element: <Navigate to="/" replace /> },
    ]),
  ];
}
