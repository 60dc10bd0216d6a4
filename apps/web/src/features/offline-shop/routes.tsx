import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { tableRoutes, type RouteEntry } from '@/app/coming-soon-routes';
import { FOCUSED_TASK } from '@/lib/route-handle';

/*
 * The offline shop (spec 2 /offline-store/*; issue 19 part A): sign-in on a shop device, the counter
 * sale of a fortune number and the pickup at the shop. One lazy chunk, its pages by route name.
 */
const ROUTES: RouteEntry[] = [
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

const pages = () => import('./routes/load-pages').then((m) => m.loadPages() as Promise<Record<string, ComponentType>>);

export function offlineShopRoutes(): RouteObject[] {
  return tableRoutes(ROUTES, (id, path) => ({
    id,
    path,
    handle: /login|authentication|confirm/.test(path) ? FOCUSED_TASK : undefined,
    lazy: lazyPage(pages, id, ['offline-shop']),
  }));
}
