import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { serverRendered } from '@/app/server-render';

// One lazy function for every table the home route is in (the shell's and the full one, app/route-table.tsx): its page loads once.
const home = lazyPage(() => import('./home-page'), 'HomePage', ['home']);

/** The home page, rendered on the server with its live rows' data in the query cache. */
export function homeRoutes(): RouteObject[] {
  return [
    serverRendered({ id: 'home', index: true, lazy: home }, async ({ queryClient }) => {
      if (!import.meta.env.SSR) return;
      const { prefetchHomeRows } = await import('./api/home-rows');
      await prefetchHomeRows(queryClient);
    }),
  ];
}
