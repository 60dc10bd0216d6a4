import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';

/** Member card, points and privileges (issue 18 part C): /redeem-truepoint, the partner privileges and the two verify pages. */
export function loyaltyRoutes(): RouteObject[] {
  const NS = ['loyalty'];
  return [
    { id: 'redeem-truepoint', path: 'redeem-truepoint', lazy: lazyPage(() => import('./routes/redeem-page'), 'RedeemPage', NS) },
    { id: 'online-store-partner-privilege', path: 'online-store/partner-privilege', lazy: lazyPage(() => import('./routes/privileges-page'), 'PrivilegesPage', NS) },
    {
      id: 'online-store-partner-privilege-detail',
      path: 'online-store/partner-privilege/:id',
      lazy: lazyPage(() => import('./routes/privilege-detail-page'), 'PrivilegeDetailPage', NS),
    },
    { id: 'online-store-blackcard-verify', path: 'online-store/blackcard/verify/:product', lazy: lazyPage(() => import('./routes/verify-pages'), 'BlackcardVerifyPage', NS) },
    {
      id: 'online-store-privilege-verify',
      path: 'online-store/privilege/verify/:product/:inventory/:promotion',
      lazy: lazyPage(() => import('./routes/verify-pages'), 'PrivilegeVerifyPage', NS),
    },
  ];
}
