import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './root-layout';
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
          { id: 'not-found', path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    { basename: basePath() || '/' },
  );
}
