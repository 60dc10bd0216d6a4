import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';

/** The phone side of an eKYC hand-off (spec 2: /ekyc-desktop/:hash and its pre2post and home-internet variants), one page. */
export function ekycRoutes(): RouteObject[] {
  const lazy = lazyPage(() => import('./routes/handoff-page'), 'EkycHandoffPage', ['ekyc']);
  return [
    { id: 'ekyc-desktop', path: 'ekyc-desktop/:hash', lazy },
    { id: 'pre2post-ekyc-desktop', path: 'pre2post/ekyc-desktop/:hash', lazy },
    { id: 'trueonline-ekyc-desktop', path: 'trueonline/ekyc-desktop/:hash', lazy },
  ];
}
