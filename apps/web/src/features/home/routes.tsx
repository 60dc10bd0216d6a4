import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { serverRendered } from '@/app/server-render';

/** The home page, rendered on the server with its live rows' data in the query cache. */
export function homeRoutes(): RouteObject[] {
  return [
    serverRendered({ id: 'home', index: true, lazy: lazyPage(() => import('./home-page'), 'HomePage', ['home']) }, async ({ queryClient }) => {
      if (!import.meta.env.SSR) return;
      const { prefetchHomeRows } = await import('./api/home-rows');
      await prefetchHomeRows(queryClient);
    }),
  ];
}
