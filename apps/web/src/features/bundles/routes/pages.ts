import { BundlePage } from './bundle-page';
import { BundleVerifyPage } from './bundle-verify-page';
import { DeviceOnlyPage, NewCustomerPage, SaleIdFormPage } from './id-verify-pages';
import { ClmBundlePage, DevicePage, PersonalizePage, SimBundlePage, SimMnpPage, TrueonlinePage } from './offers-page';
import { ExistingVerifyFailPage, PreviewDevicePage, PreviewMnpSimPage, PreviewTmvhSimPage, PreviewTolCvgPage, VerifyIndexPage } from './other-pages';

/** The bundles pages by route name (features/bundles/routes.tsx). */
export const PAGES = {
  'clm-bundle': ClmBundlePage,
  'clm-sim-bundle': SimBundlePage,
  'clm-sim-mnp': SimMnpPage,
  'clm-trueonline': TrueonlinePage,
  'clm-device': DevicePage,
  'clm-personalize': PersonalizePage,
  'online-store-bundle': BundlePage,
  'online-store-bundle-verify': BundleVerifyPage,
  'online-store-verify': VerifyIndexPage,
  'online-store-newcustomer-verify': NewCustomerPage,
  'online-store-device-only-verify': DeviceOnlyPage,
  'online-store-sale-id-form': SaleIdFormPage,
  'online-store-existing-verify-fail': ExistingVerifyFailPage,
  'preview-device': PreviewDevicePage,
  'preview-tmvhsim': PreviewTmvhSimPage,
  'preview-mnpsim': PreviewMnpSimPage,
  'preview-tolcvg': PreviewTolCvgPage,
};
