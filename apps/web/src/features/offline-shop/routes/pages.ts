import { PickupSuccessPage, ResendEmailPage, SuccessPage } from './after-pages';
import { ConfirmPage, PreValidationPage, SelectPage, VerifyPage, ZodiacPage, ZodiacVerifyPage } from './sale-pages';
import { AuthenticationPage, LoginPage } from './sign-in-pages';

/** The offline shop's pages by route name (features/offline-shop/routes.tsx). */
export const PAGES = {
  'offline-store-pickup-success': PickupSuccessPage,
  'offline-berfuntong-login': LoginPage,
  'offline-berfuntong-pre-validation': PreValidationPage,
  'offline-berfuntong-confirm': ConfirmPage,
  'offline-berfuntong-authentication': AuthenticationPage,
  'offline-berfuntong-success': SuccessPage,
  'offline-berfuntong-resend-email': ResendEmailPage,
  'offline-berfuntong-select': SelectPage,
  'offline-berfuntong-verify': VerifyPage,
  'offline-berfuntong-zodiac': ZodiacPage,
  'offline-berfuntong-zodiac-verify': ZodiacVerifyPage,
};
