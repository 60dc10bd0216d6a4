import { ActivatePage } from './activate-page';
import { AutoPage, BundlePage } from './bundle-page';
import { AutoVerifyPage, BundleVerifyPage } from './bundle-verify-page';
import { FailPage } from './fail-page';
import { LandingPage } from './landing-page';
import { PinPage } from './pin-page';
import { VerifyPage } from './verify-page';

/** The porting pages by route name (features/mnp/routes.tsx). */
export const PAGES = {
  mnp: LandingPage,
  'mnp-verify': VerifyPage,
  'mnp-bundle-verify': BundleVerifyPage,
  'mnp-auto-verify': AutoVerifyPage,
  'online-store-mnp-bundle': BundlePage,
  'online-store-mnp-auto': AutoPage,
  'online-store-mnp-one-step-fail': FailPage,
  'mnp-activate': ActivatePage,
  'mnp-sandbox-pin': PinPage,
};
