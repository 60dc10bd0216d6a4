import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { tableRoutes, type RouteEntry } from '@/app/coming-soon-routes';
import { FOCUSED_TASK } from '@/lib/route-handle';

/*
 * Device bundles (issue 18 part B; spec 2 /clmbundle, /clm/simbundle, /clm/simmnp, /clmtrueonline,
 * /clm/device, /clm/personalize, /online-store bundle, verify, newcustomer, device-only, saleIdForm,
 * existing-verify-fail (the fortune feature has /online-store/error), and /preview device, tmvhsim, mnpsim, tolcvg): one lazy chunk, its
 * pages by route name. The checks are focused tasks. This table is in the main chunk: it stays a few words.
 */
const NS = ['bundles', 'sms-inbox'];
const ROUTES: RouteEntry[] = [
  ['clm-bundle', 'clmbundle'],
  ['clm-sim-bundle', 'clm/simbundle'],
  ['clm-sim-mnp', 'clm/simmnp'],
  ['clm-trueonline', 'clmtrueonline'],
  'clm/device',
  'clm/personalize',
  'online-store/bundle/:id/:bundle/:nas',
  ['online-store-bundle-verify', 'online-store/bundle/:id/:nas/:number/:bundle/:propo/:inventory_id?'],
  'online-store/verify/:id?',
  'online-store/newcustomer/verify',
  'online-store/device-only/verify/:id',
  ['online-store-sale-id-form', 'online-store/saleIdForm/:id'],
  'online-store/existing-verify-fail',
  'preview/device',
  'preview/tmvhsim',
  'preview/mnpsim',
  'preview/tolcvg',
];

const pages = () => import('./routes/load-pages').then((m) => m.loadPages() as Promise<Record<string, ComponentType>>);

export function bundlesRoutes(): RouteObject[] {
  return tableRoutes(ROUTES, (id, path) => ({ id, path, handle: /verify|saleIdForm/.test(path) ? FOCUSED_TASK : undefined, lazy: lazyPage(pages, id, NS) }));
}
