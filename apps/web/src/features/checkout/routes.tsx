import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';

/*
 * The checkout routes at the root (spec 2): /address, /pickup, /payment (kept alive, decision 012),
 * /payment/qr/:secure_key, /payment/success, /payment/error, /success, /pending and /paylater.
 */
const NS = ['checkout'];
export function checkoutRoutes(): RouteObject[] {
  return [
    { id: 'address', path: 'address', lazy: lazyPage(() => import('./routes/address-page'), 'AddressPage', ['checkout', 'address']) },
    { id: 'pickup', path: 'pickup', lazy: lazyPage(() => import('./routes/pickup-page'), 'PickupPage', NS) },
    { id: 'payment', path: 'payment', lazy: lazyPage(() => import('./routes/payment-page'), 'PaymentPage', NS) },
    { id: 'payment-qr', path: 'payment/qr/:secure_key', lazy: lazyPage(() => import('./routes/qr-page'), 'QrPage', NS) },
    { id: 'payment-success', path: 'payment/success', lazy: lazyPage(() => import('./routes/payment-success-page'), 'PaymentSuccessPage', NS) },
    { id: 'payment-error', path: 'payment/error', lazy: lazyPage(() => import('./routes/payment-error-page'), 'PaymentErrorPage', NS) },
    { id: 'success', path: 'success', lazy: lazyPage(() => import('./routes/success-page'), 'SuccessPage', NS) },
    { id: 'pending', path: 'pending', lazy: lazyPage(() => import('./routes/pending-page'), 'PendingPage', NS) },
    { id: 'paylater', path: 'paylater', lazy: lazyPage(() => import('./routes/paylater-page'), 'PayLaterPage', NS) },
  ];
}
