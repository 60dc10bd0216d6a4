import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { tableRoutes, type RouteEntry } from '@/app/coming-soon-routes';

/*
 * The fortune pages (spec 2: berfuntong, its list, zodiac, vhora god and its presale, mahachok, the
 * SWB link and the item-result error page): one lazy chunk with the fortune namespace, its pages
 * by route name. Written as the coming-soon table is ([route name, path] where the name is not the
 * path's), so the main chunk's route list hardly grows. Their verify pages are the numbers feature's.
 */
const ROUTES: RouteEntry[] = [
  'online-store/berfuntong',
  'online-store/berfuntong/select',
  'online-store/berfuntong-zodiac',
  ['online-store-vhora-god', 'online-store/postpaid/vhora-god/:id'],
  ['online-store-presale-vhora-god', 'online-store/postpaid/presale-vhora-god/:id'],
  ['online-store-mahachok', 'online-store/berfuntong-mahachok'],
  'online-store/swb/:group/:encrypt',
  'online-store/error',
];

const pages = () => import('./routes/load-pages').then((m) => m.loadPages() as Promise<Record<string, ComponentType>>);

export function fortuneRoutes(): RouteObject[] {
  return tableRoutes(ROUTES, (id, path) => ({ id, path, lazy: lazyPage(pages, id, ['fortune']) }));
}
