import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';

/**
 * The coupon pages (spec 2): /coupon (coupon-page), /coupon/condition/:id/:product
 * (coupon-condition-page), /profile/coupon (profile-coupon) and /profile/coupon/history
 * (profile-coupon-history). The route ids are the spec's route names: the layout's keep-alive outlet
 * keeps coupon-page, coupon-condition-page and profile-coupon alive by these ids.
 */
export function couponRoutes(): RouteObject[] {
  const ns = ['coupon', 'product'];
  return [
    { id: 'coupon-page', path: 'coupon', lazy: lazyPage(() => import('./coupon-page'), 'CouponPage', ns) },
    { id: 'coupon-condition-page', path: 'coupon/condition/:id/:product', lazy: lazyPage(() => import('./coupon-condition-page'), 'CouponConditionPage', ns) },
    { id: 'profile-coupon', path: 'profile/coupon', lazy: lazyPage(() => import('./profile-coupon-page'), 'ProfileCouponPage', ns) },
    { id: 'profile-coupon-history', path: 'profile/coupon/history', lazy: lazyPage(() => import('./coupon-history-page'), 'CouponHistoryPage', ns) },
  ];
}
