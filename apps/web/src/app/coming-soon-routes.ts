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
  // /online-store
  // /uppack, /clm
  // offline channel
  ['offline-store-pickup-success', 'offline-store/pickup-at-shop/success'],
  ['offline-berfuntong-login', 'offline-store/berfuntong/login'],
  ['offline-berfuntong-pre-validation', 'offline-store/berfuntong/pre-validation'],
  ['offline-berfuntong-confirm', 'offline-store/berfuntong/confirm'],
  ['offline-berfuntong-authentication', 'offline-store/berfuntong/authentication'],
  ['offline-berfuntong-success', 'offline-store/berfuntong/success'],
  ['offline-berfuntong-resend-email', 'offline-store/berfuntong/resend-email'],
  ['offline-berfuntong-select', 'offline-store/berfuntong/select'],
  ['offline-berfuntong-verify', 'offline-store/berfuntong/:id/:number'],
  ['offline-berfuntong-zodiac', 'offline-store/berfuntong-zodiac'],
  ['offline-berfuntong-zodiac-verify', 'offline-store/berfuntong-zodiac/:id/:number'],
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

/** The SOON paths as patterns (`/uppack/step1`), matched against a link's path. */
const SOON_PATTERNS = SOON.map((entry) => `/${typeof entry === 'string' ? entry : entry[1]}`);

/** Whether a store link (`/trueonline/coverage?x=1`) leads to a coming-soon page: not built yet. */
export function isComingSoonLink(link: string): boolean {
  const pathname = link.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return SOON_PATTERNS.some((pattern) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname) !== null);
}
