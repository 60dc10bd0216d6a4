import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { FOCUSED_TASK } from '@/lib/route-handle';

/** Students (spec 2 /university/verify; decision 036): the check, its OTP and the vlearn claim, on one page. */
export function universityRoutes(): RouteObject[] {
  return [
    { id: 'university-verify', path: 'university/verify', handle: FOCUSED_TASK, lazy: lazyPage(() => import('./routes/verify-page'), 'VerifyPage', ['university', 'address']) },
  ];
}
