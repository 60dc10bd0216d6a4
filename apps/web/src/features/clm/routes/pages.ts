import { LandingPage } from './landing-page';
import { PreviewStep1Page, Step1Page } from './step1-page';
import { PreviewStep2Page, Step2Page } from './step2-page';
import { PreviewStep3Page, Step3Page } from './step3-page';
import { SuccessPage } from './success-page';
import { PreviewTmvhVasPage, PreviewTolVasPage, TmvhVasPage, TolVasPage } from './vas-page';

/** The CLM pages by route name (features/clm/routes.tsx). */
export const PAGES = {
  uppack: LandingPage,
  'uppack-index': LandingPage,
  'uppack-step1': Step1Page,
  'uppack-step2': Step2Page,
  'uppack-step3': Step3Page,
  'uppack-success': SuccessPage,
  'clm-tmvh-vas': TmvhVasPage,
  'clm-tol-vas': TolVasPage,
  'preview-uppack-step1': PreviewStep1Page,
  'preview-uppack-step2': PreviewStep2Page,
  'preview-uppack-step3': PreviewStep3Page,
  'preview-tmvhvas': PreviewTmvhVasPage,
  'preview-tolvas': PreviewTolVasPage,
};
