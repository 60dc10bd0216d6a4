import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';

/** /profile (overview), /profile/detail and /profile/edit: lazy chunks with the profile namespace. */
export function profileRoutes(): RouteObject[] {
  return [
    { id: 'profile', path: 'profile', lazy: lazyPage(() => import('./profile-overview-page'), 'ProfileOverviewPage', ['profile']) },
    { id: 'profile-detail', path: 'profile/detail', lazy: lazyPage(() => import('./profile-detail-page'), 'ProfileDetailPage', ['profile']) },
    { id: 'profile-edit', path: 'profile/edit', lazy: lazyPage(() => import('./profile-edit-page'), 'ProfileEditPage', ['profile']) },
  ];
}
