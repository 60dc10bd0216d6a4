import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { tableRoutes, type RouteEntry } from '@/app/coming-soon-routes';
import { FOCUSED_TASK } from '@/lib/route-handle';

/*
 * Number porting in (spec 2 /mnp/verify/:id/:code, /mnp-bundle/verify/…, /mnp-auto/verify/…,
 * /online-store/mnp-bundle/…, /online-store/mnp-auto/…, /online-store/mnp-one-step-fail; and the
 * landing /mnp, the two-step activation /mnp/activate and the sandbox PIN page /mnp/pin): one lazy
 * chunk, its pages by route name, each with this feature's texts and those of the shared pieces they
 * show (eKYC step, SMS inbox link, porting status). The verify steps and the activation are focused
 * tasks. This table is in the main chunk: it stays a few words.
 */
const NS = ['mnp', 'ekyc', 'porting-status'];
const ROUTES: RouteEntry[] = [
  'mnp',
  'mnp/verify/:id/:code',
  'mnp-bundle/verify/:id/:inventory/:bundle',
  'mnp-auto/verify/:id/:nas_code/:bundle_id',
  'online-store/mnp-bundle/:id/:inventory/:bundle',
  'online-store/mnp-auto/:id/:nas_code/:bundle_id',
  'online-store/mnp-one-step-fail',
  'mnp/activate',
  ['mnp-sandbox-pin', 'mnp/pin'],
];

const pages = () => import('./routes/load-pages').then((m) => m.loadPages() as Promise<Record<string, ComponentType>>);

export function mnpRoutes(): RouteObject[] {
  return tableRoutes(ROUTES, (id, path) => ({ id, path, handle: /verify|activate/.test(path) ? FOCUSED_TASK : undefined, lazy: lazyPage(pages, id, NS) }));
}
