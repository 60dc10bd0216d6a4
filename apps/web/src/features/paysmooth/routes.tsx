import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { FOCUSED_TASK } from '@/lib/route-handle';

/** Pay smooth (spec 2 /paysmooth/:id, /paysmooth-payment; decision 037): the application with the partner's approval step, and the payment. */
export function paysmoothRoutes(): RouteObject[] {
  return [
    { id: 'paysmooth', path: 'paysmooth/:id', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/apply-page'), 'ApplyPage', ['paysmooth']) },
    { id: 'paysmooth-payment', path: 'paysmooth-payment', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/payment-page'), 'PaymentPage', ['paysmooth']) },
  ];
}
