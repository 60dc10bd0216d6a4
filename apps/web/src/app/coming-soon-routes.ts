import { matchPath, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { serverRendered } from './server-render';

/**
 * The spec's known routes (section 2) whose pages later issues build: a path whose route name is the
 * path without its parameters, slashes as dashes (`uppack/step1` is `uppack-step1`), or [route name,
 * path] where the name differs. They show the coming-soon page instead of bouncing home. Replace an
 * entry when its real page lands.
 */
const SOON: RouteEntry[] = [
  // Every route of spec section 2 is built (issues 13-19); a route the spec adds later starts here.
];

/** `online-store/instantsim/:id` -> `online-store-instantsim`. */
export const routeName = (path: string) => path.replace(/\/:[^/]+\??/g, '').replaceAll('/', '-');

/** A path whose route name is routeName(path), or [route name, path] where the name differs. */
export type RouteEntry = string | [id: string, path: string];

/** The route objects of a table of entries (these placeholders, and the features written the same way: fortune, pre2post). */
export const tableRoutes = (table: RouteEntry[], route: (id: string, path: string) => RouteObject): RouteObject[] =>
  table.map((entry) => (typeof entry === 'string' ? route(routeName(entry), entry) : route(...entry)));

const lazyComingSoon = lazyPage(() => import('@/features/coming-soon/coming-soon-page'), 'ComingSoonPage', ['coming-soon']);

/** Route objects for every SOON entry, all sharing one lazily loaded page chunk (static: rendered on the server too). */
export function comingSoonRoutes(): RouteObject[] {
  return tableRoutes(SOON, (id, path) => serverRendered({ id, path, lazy: lazyComingSoon }));
}

/** Whether a store link (`/trueonline/coverage?x=1`) leads to one of `entries` (a path with parameters, query and trailing slash allowed). */
export function linkMatcher(entries: RouteEntry[]): (link: string) => boolean {
  const patterns = entries.map((entry) => `/${typeof entry === 'string' ? entry : entry[1]}`);
  return (link) => {
    const pathname = link.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
    return patterns.some((pattern) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname) !== null);
  };
}

/** Whether a store link leads to a coming-soon page: not built yet. */
export const isComingSoonLink = linkMatcher(SOON);
