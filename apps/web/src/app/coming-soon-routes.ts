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
  'redeem-truepoint',
  'payment-offline/qr',
  'payment-offline/unsuccess',
  'university/verify',
  'paysmooth/:id',
  'paysmooth-payment',
  // /online-store
  'online-store/verify/:id?',
  'online-store/bundle/:id/:bundle/:nas',
  ['online-store-sale-id-form', 'online-store/saleIdForm/:id'],
  ['online-store-bundle-verify', 'online-store/bundle/:id/:nas/:number/:bundle/:propo/:inventory_id?'],
  'online-store/newcustomer/verify',
  'online-store/blackcard/verify/:product',
  'online-store/privilege/verify/:product/:inventory/:promotion',
  'online-store/existing-verify-fail',
  'online-store/partner-privilege',
  ['online-store-partner-privilege-detail', 'online-store/partner-privilege/:id'],
  'online-store/device-only/verify/:id',
  // /uppack, /clm
  'uppack',
  'uppack/index',
  'uppack/step1',
  'uppack/step2',
  'uppack/step3',
  'uppack/success',
  ['clm-bundle', 'clmbundle'],
  ['clm-sim-mnp', 'clm/simmnp'],
  ['clm-sim-bundle', 'clm/simbundle'],
  ['clm-trueonline', 'clmtrueonline'],
  ['clm-tmvh-vas', 'clm/tmvhvas'],
  ['clm-tol-vas', 'clm/tolvas'],
  'clm/device',
  'clm/personalize',
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
