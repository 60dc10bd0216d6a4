import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { FOCUSED_TASK } from '@/lib/route-handle';

const NS = ['sale'];

/**
 * Seller sale mode (issue 19 part B, decision 039): the seller's sign-in, /sale (orders and totals,
 * a new order for a customer) and one order (send by SMS or show a QR); the customer's pages
 * /payment-offline/qr (pay the link's order) and /payment-offline/unsuccess (why not, and what to do).
 * The seller's working pages and the customer's payment are focused tasks: no floating chat over them.
 */
export function saleRoutes(): RouteObject[] {
  return [
    { id: 'sale-login', path: 'sale/login', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/login-page'), 'SaleLoginPage', NS) },
    { id: 'sale', path: 'sale', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/sale-page'), 'SalePage', NS) },
    { id: 'sale-order', path: 'sale/order/:order_number', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/order-page'), 'SaleOrderPage', NS) },
    { id: 'payment-offline-qr', path: 'payment-offline/qr', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/pay-qr-page'), 'PayOfflineQrPage', NS) },
    {
      id: 'payment-offline-unsuccess',
      path: 'payment-offline/unsuccess',
      handle: FOCUSED_TASK,
      lazy: lazyPage(() => import('./routes/unsuccess-page'), 'PayOfflineUnsuccessPage', NS),
    },
  ];
}
