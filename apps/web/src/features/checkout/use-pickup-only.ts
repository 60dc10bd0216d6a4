import { parseLang } from '@store/domain/lang';
import { simPickupOnly } from '@store/domain/sim';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/lib/use-config';
import { useCheckoutCart } from './api/get-checkout-cart';
import { checkoutState } from './checkout-state';

/**
 * Spec config sim_postpaid_pickup_only: true when it is on and the cart holds a postpaid SIM, which
 * is then handed over at a shop only (the server refuses an address with 422 sim_pickup_only).
 */
export function usePickupOnly(): boolean {
  const { i18n } = useTranslation();
  const toggle = useConfig().sim_postpaid_pickup_only.toggle;
  const cart = useCheckoutCart(checkoutState.couponCode(), parseLang(i18n.language));
  return simPickupOnly(cart.data?.lines ?? [], toggle);
}
