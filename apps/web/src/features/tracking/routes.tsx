import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';

/** /tracking (guests), /profile/tracking (history) and /profile/tracking/:order_id (one order). */
export function trackingRoutes(): RouteObject[] {
  return [
    { id: 'tracking', path: 'tracking', lazy: lazyPage(() => import('./routes/tracking-page'), 'TrackingPage', ['tracking', 'tax-invoice']) },
    { id: 'profile-tracking', path: 'profile/tracking', lazy: lazyPage(() => import('./routes/profile-tracking-page'), 'ProfileTrackingPage', ['tracking', 'profile']) },
    {
      id: 'profile-tracking-detail',
      path: 'profile/tracking/:order_id',
      lazy: lazyPage(() => import('./routes/profile-tracking-detail-page'), 'ProfileTrackingDetailPage', ['tracking', 'profile', 'tax-invoice']),
    },
  ];
}
