import { use } from 'react';
import type { Location, RouteObject } from 'react-router';
import { homeRoutes } from '@/features/home/routes';
import { RootLayout } from './root-layout';
import { loadOnce, loadRoutesOf, routeMatches, toElementRoutes, type RouteTableSource, type RouteTableState } from './route-runtime';

/*
 * The route table the browser runs (decision 053). The main chunk carries only the home page's
 * route. Every other route, with the lazy imports and preload lists of its page chunks, is in the
 * chunk of app/router.tsx. That chunk comes with the first page that needs it: a first navigation
 * away from home, or a page opened directly (the server names the chunk in that page's HTML). The
 * server renders from the full table.
 */

/** The root route around `children`. It is the same in both tables, so the layout stays mounted when the full table comes in. */
export const rootRoute = (children: RouteObject[]): RouteObject => ({ id: 'root', element: <RootLayout />, children });

/** The route that stands for every route of the full table until it is in. */
const GATE_ID = 'route-table';

/**
 * The browser's table: home first, the full table (`loadFull`) from the first location that needs
 * it. `prepare` gets a location ready to render: the full table if needed, then the page's chunk and
 * early data.
 */
export function createRouteTable(basename: string, loadFull: () => Promise<RouteObject[]>) {
  const listeners = new Set<() => void>();
  /** Loads the full table once and swaps it in (loadOnce: a failed load is tried again by the next navigation). */
  const full = loadOnce(async () => {
    const routes = await loadFull();
    state = { routes, elements: toElementRoutes(routes) };
    listeners.forEach((listener) => listener());
  });
  /** Until the full table is in, a page other than home renders this: it waits for the table, and a table that fails to load is the page's error. */
  function RouteTableGate() {
    use(full());
    return null;
  }
  const shell = [rootRoute([...homeRoutes(), { id: GATE_ID, path: '*', element: <RouteTableGate /> }])];
  let state: RouteTableState = { routes: shell, elements: toElementRoutes(shell) };
  const needsFull = (location: Partial<Location>) => routeMatches(state.routes, location, basename).at(-1)?.id === GATE_ID;
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async prepare(location: Partial<Location>, options?: { prefetch?: boolean }): Promise<void> {
      if (needsFull(location)) await full(true);
      await loadRoutesOf(state.routes, location, basename, options);
    },
  } satisfies RouteTableSource & { prepare: (location: Partial<Location>, options?: { prefetch?: boolean }) => Promise<void> };
}
