import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { FOCUSED_TASK } from '@/lib/route-handle';

/*
 * The checkout routes at the root (spec 2): /address, /pickup, /payment (kept alive, decision 012),
 * /payment/qr/:secure_key, /payment/order/:secure_key (pay a placed order), /payment/success, /payment/error, /success, /pending and /paylater.
 */
const NS = ['checkout'];
export function checkoutRoutes(): RouteObject[] {
  // Every checkout step is a focused task: the floating buttons stay out of the way.
  return [
    { id: 'address', path: 'address', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/address-page'), 'AddressPage', ['checkout', 'address']) },
    { id: 'pickup', path: 'pickup', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/pickup-page'), 'PickupPage', NS) },
    { id: 'payment', path: 'payment', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/payment-page'), 'PaymentPage', NS) },
    { id: 'payment-qr', path: 'payment/qr/:secure_key', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/qr-page'), 'QrPage', NS) },
    { id: 'payment-order', path: 'payment/order/:secure_key', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/pay-order-page'), 'PayOrderPage', NS) },
    { id: 'payment-success', path: 'payment/success', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/payment-success-page'), 'PaymentSuccessPage', NS) },
    { id: 'payment-error', path: 'payment/error', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/payment-error-page'), 'PaymentErrorPage', NS) },
    { id: 'success', path: 'success', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/success-page'), 'SuccessPage', [...NS, 'tax-invoice']) },
    { id: 'pending', path: 'pending', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/pending-page'), 'PendingPage', NS) },
    { id: 'paylater', path: 'paylater', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/paylater-page'), 'PayLaterPage', NS) },
  ];
}
