import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { tableRoutes } from '@/app/coming-soon-routes';
import { FOCUSED_TASK } from '@/lib/route-handle';

/*
 * Prepaid to postpaid (spec 2 /pre2post): one lazy chunk, its pages by route name (pre2post-verify,
 * -listing, -noneligible, -priceplan, -address, -order, -success), each with this feature's texts
 * and those of the shared pieces the pages show (address picker, order steps, eKYC step): one list
 * for all, so this table, in the main chunk, stays a few words. The verify, address and order steps
 * are focused tasks. The phone side of the eKYC hand-off (pre2post/ekyc-desktop/:hash) is the ekyc
 * feature's.
 */
const NS = ['pre2post', 'address', 'tracking', 'ekyc'];
const ROUTES = ['verify', 'listing', 'noneligible', 'priceplan/:nas_code', 'address/:nas_code', 'order/:nas_code', 'success/:secure_key'].map((p) => `pre2post/${p}`);

const pages = () => import('./routes/load-pages').then((m) => m.loadPages() as Promise<Record<string, ComponentType>>);

export function pre2postRoutes(): RouteObject[] {
  return tableRoutes(ROUTES, (id, path) => ({ id, path, handle: /verify|address|order/.test(path) ? FOCUSED_TASK : undefined, lazy: lazyPage(pages, id, NS) }));
}
