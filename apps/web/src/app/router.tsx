import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './root-layout';
import { comingSoonRoutes } from './coming-soon-routes';
import { basePath } from '@/lib/boot';

/** Routes with a stable id: the "route name" of spec 2 (scroll resets when it changes). */
export function createRouter() {
  return createBrowserRouter(
    [
      {
        id: 'root',
        element: <RootLayout />,
        children: [
          { id: 'home', index: true, lazy: async () => ({ Component: (await import('@/features/home/home-page')).HomePage }) },
          ...comingSoonRoutes(),
          { id: 'not-found', path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    { basename: basePath() || '/' },
  );
}
