import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';

/** /profile/address (route profile-address), a lazy chunk with the address namespace. */
export function addressRoutes(): RouteObject[] {
  return [{ id: 'profile-address', path: 'profile/address', lazy: lazyPage(() => import('./address-page'), 'AddressPage', ['address']) }];
}
