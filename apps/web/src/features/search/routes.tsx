import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';

/** The search page route (spec 2 /search, route name search), a lazy chunk with its namespace. */
export function searchRoutes(): RouteObject[] {
  return [{ id: 'search', path: 'search', lazy: lazyPage(() => import('./search-page'), 'SearchPage', ['search']) }];
}
