import { AddressPage } from './address-page';
import { AppointmentPage } from './appointment-page';
import { CoveragePage } from './coverage-page';
import { FormContactErrorPage, FormContactPage, FormContactSuccessPage } from './form-contact-pages';
import { ItemPage } from './item-page';
import { OrderPage } from './order-page';
import { MatchPackagePage, PackagesPage } from './packages-page';
import { StatusPage } from './status-page';
import { SuccessPage } from './success-page';
import { PackageSummaryPage, PreSummaryPage } from './summary-pages';

/** The home-internet pages by route name (features/home-internet/routes.tsx). */
export const PAGES = {
  'trueonline-coverage': CoveragePage,
  'trueonline-package': PackagesPage,
  'trueonline-match-package': MatchPackagePage,
  'trueonline-item': ItemPage,
  'trueonline-package-summary': PackageSummaryPage,
  'trueonline-appointment': AppointmentPage,
  'trueonline-address': AddressPage,
  'trueonline-pre-summary': PreSummaryPage,
  'trueonline-order': OrderPage,
  'trueonline-success': SuccessPage,
  'trueonline-status': StatusPage,
  'trueonline-form-contact': FormContactPage,
  'trueonline-form-contact-success': FormContactSuccessPage,
  'trueonline-form-contact-error': FormContactErrorPage,
};
