import { createBrowserRouter, matchRoutes, Navigate, type HydrationState, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { basePath } from '@/lib/boot';
import { RouteError } from '@/components/layout/route-error';
import { homeRoutes } from '@/features/home/routes';

/**
 * Routes with a stable id: the "route name" of spec 2 (scroll resets when it changes). The same tree
 * is rendered on the server (entry-server.tsx) for the routes marked with serverRendered(). `pages`
 * are every page but home (`pageRoutes()` of page-routes.tsx, a chunk of its own: loadPageRoutes).
 */
export function createRoutes(pages: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while the first page's chunk (or the product loader) loads on a page the server did not
      // render; a server-rendered page resolves its lazy routes before hydrating and never shows it.
      hydrateFallbackElement: <div className="app-loading" aria-busy="true" />,
      // Every page has the error element too, so a failing page keeps the header and footer around it.
      children: withErrorElement([...homeRoutes(), ...pages, { id: 'not-found', path: '*', element: <Navigate to="/" replace /> }]),
    },
  ];
}

const withErrorElement = (routes: RouteObject[]): RouteObject[] => routes.map((route) => ({ errorElement: <RouteError />, ...route }) as RouteObject);

let pagesChunk: Promise<RouteObject[]> | null = null;

/** The routes of every page but home (one request, shared by every caller). */
export function loadPageRoutes(): Promise<RouteObject[]> {
  pagesChunk ??= import('./page-routes').then((m) => m.pageRoutes());
  return pagesChunk;
}

/** Whether `routes` (built without the other pages) have a real route for this location, not only the catch-all. */
export function matchesWithoutPages(routes: RouteObject[], location: Location | string): boolean {
  const matches = matchRoutes(routes, location, basePath() || '/');
  return !!matches && !matches.some((m) => m.route.id === 'not-found');
}

/**
 * The browser router; `hydrationData` when the page was rendered on the server. With `withPages`
 * false the routes lack the other pages: the first navigation that matches only the catch-all (or a
 * path with parameters) loads them and adds them under the root (React Router's
 * patchRoutesOnNavigation), before the page's own chunk loads.
 */
export function createRouter(routes: RouteObject[], hydrationData?: HydrationState, withPages = true) {
  let patched = withPages;
  return createBrowserRouter(routes, {
    basename: basePath() || '/',
    hydrationData,
    patchRoutesOnNavigation: withPages
      ? undefined
      : async ({ patch }) => {
          if (patched) return;
          const pages = await loadPageRoutes();
          if (patched) return;
          patched = true;
          patch('root', withErrorElement(pages));
        },
  });
}
