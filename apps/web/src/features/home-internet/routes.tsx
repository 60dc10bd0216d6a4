import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { tableRoutes, type RouteEntry } from '@/app/coming-soon-routes';
import { FOCUSED_TASK } from '@/lib/route-handle';

/*
 * Home internet (spec 2 /trueonline): one lazy chunk, its pages by route name, each with this
 * feature's texts and those of the shared pieces the pages show (address picker, installation
 * calendar and status, order steps, eKYC step): one list for all, so this table, in the main chunk,
 * stays a few words. The steps from the appointment to the order are focused tasks. The phone side of
 * the eKYC hand-off (trueonline/ekyc-desktop/:hash) is the ekyc feature's.
 */
const NS = ['home-internet', 'address', 'installation-status', 'tracking', 'ekyc'];
const ROUTES: RouteEntry[] = [
  'trueonline/coverage',
  'trueonline/package',
  'trueonline/match-package',
  'trueonline/item/:id',
  'trueonline/package/summary',
  'trueonline/appointment/:package_id',
  'trueonline/address/:id',
  'trueonline/pre-summary',
  'trueonline/order/:id',
  'trueonline/success/:id',
  'trueonline/status/:page/:code',
  ['trueonline-form-contact', 'trueonline/package/form-contact'],
  ['trueonline-form-contact-success', 'trueonline/package/form-contact/success'],
  ['trueonline-form-contact-error', 'trueonline/package/form-contact/error'],
];
const FOCUSED = /appointment|address|order/;

const pages = () => import('./routes/load-pages').then((m) => m.loadPages() as Promise<Record<string, ComponentType>>);

export function homeInternetRoutes(): RouteObject[] {
  return tableRoutes(ROUTES, (id, path) => ({ id, path, handle: FOCUSED.test(path) ? FOCUSED_TASK : undefined, lazy: lazyPage(pages, id, NS) }));
}
