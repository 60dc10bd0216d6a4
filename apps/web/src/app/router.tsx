import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './root-layout';
import { comingSoonRoutes } from './coming-soon-routes';
import { lazyPage } from './lazy-page';
import { basePath } from '@/lib/boot';
import { profileRoutes } from '@/features/profile/routes';
import { addressRoutes } from '@/features/address/routes';

/** Routes with a stable id: the "route name" of spec 2 (scroll resets when it changes). */
export function createRouter() {
  return createBrowserRouter(
    [
      {
        id: 'root',
        element: <RootLayout />,
        children: [
          { id: 'home', index: true, lazy: lazyPage(() => import('@/features/home/home-page'), 'HomePage', ['home']) },
          ...profileRoutes(),
          ...addressRoutes(),
          ...comingSoonRoutes(),
          { id: 'not-found', path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    { basename: basePath() || '/' },
  );
}
