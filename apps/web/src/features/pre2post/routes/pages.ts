import { AddressPage } from './address-page';
import { ListingPage } from './listing-page';
import { NoneligiblePage } from './noneligible-page';
import { OrderPage } from './order-page';
import { PriceplanPage } from './priceplan-page';
import { SuccessPage } from './success-page';
import { VerifyPage } from './verify-page';

/** The prepaid-to-postpaid pages by route name (features/pre2post/routes.tsx). */
export const PAGES = {
  'pre2post-verify': VerifyPage,
  'pre2post-listing': ListingPage,
  'pre2post-noneligible': NoneligiblePage,
  'pre2post-priceplan': PriceplanPage,
  'pre2post-address': AddressPage,
  'pre2post-order': OrderPage,
  'pre2post-success': SuccessPage,
};
