import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { tableRoutes, type RouteEntry } from '@/app/coming-soon-routes';
import { FOCUSED_TASK } from '@/lib/route-handle';

/*
 * Existing subscribers (spec 2 /uppack, /clm/tmvhvas, /clm/tolvas and their /preview twins; issue
 * 18 part A): one lazy chunk, its pages by route name. The verify and confirm steps are focused tasks.
 */
const NS = ['clm', 'sms-inbox'];
const ROUTES: RouteEntry[] = [
  'uppack',
  'uppack/index',
  'uppack/step1',
  'uppack/step2',
  'uppack/step3',
  'uppack/success',
  ['clm-tmvh-vas', 'clm/tmvhvas'],
  ['clm-tol-vas', 'clm/tolvas'],
  'preview/uppack/step1',
  'preview/uppack/step2',
  'preview/uppack/step3',
  'preview/tmvhvas',
  'preview/tolvas',
];

const pages = () => import('./routes/load-pages').then((m) => m.loadPages() as Promise<Record<string, ComponentType>>);

export function clmRoutes(): RouteObject[] {
  return tableRoutes(ROUTES, (id, path) => ({ id, path, handle: /^uppack\/step[13]$/.test(path) ? FOCUSED_TASK : undefined, lazy: lazyPage(pages, id, NS) }));
}
