import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';

/** The sandbox SMS inbox (issue 13); the page itself says when the sandbox is off. */
export function smsInboxRoutes(): RouteObject[] {
  return [{ id: 'dev-sms-inbox', path: 'dev/sms-inbox', lazy: lazyPage(() => import('./sms-inbox-page'), 'SmsInboxPage', ['sms-inbox']) }];
}
