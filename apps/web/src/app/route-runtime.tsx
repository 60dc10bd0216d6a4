import { Component, use, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, useParams, useRoutes, type Location, type RouteObject } from 'react-router';
import { RouteError } from '@/components/layout/route-error';
import { RouteMatchesContext, type RouteHandle, type RouteMatch } from '@/lib/route-handle';

/*
 * The store's routes on React Router's declarative routing (docs/decisions/053). The route tables of
 * the features keep React Router's route objects: `lazy` (app/lazy-page.ts) loads a page's chunk and
 * its locale namespaces, `handle` says what the chrome and the server need to know. Here they become
 * elements: a lazy page renders at once once its chunk is in (as it is for the first page, which
 * main.tsx and the server render load first) and suspends until then (a navigation keeps the page
 * shown until it is in); every page has an error boundary of its own.
 */

type LazyRoute = () => Promise<{ Component?: ComponentType | null }>;

/**
 * A load made once and shared: a failed one stays failed for the render that waits on it (its error
 * boundary then shows it), and `retry` (a new navigation) makes it again. For a page's chunk here
 * and for the route table (route-table.tsx).
 */
export function loadOnce<T>(load: () => Promise<T>): (retry?: boolean) => Promise<T> {
  let promise: Promise<T> | undefined;
  let failed = false;
  return (retry = false) => {
    if (retry && failed) promise = undefined;
    promise ??= load().then(
      (value) => {
        failed = false;
        return value;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return promise;
  };
}

interface LazyState {
  load: (retry?: boolean) => Promise<void>;
  Component?: ComponentType;
}

/** Per lazy function (two routes may share a page): loaded once, whichever route asked first. */
const lazyStates = new WeakMap<LazyRoute, LazyState>();

const lazyState = (lazy: LazyRoute): LazyState => {
  let state = lazyStates.get(lazy);
  if (!state) {
    const created: LazyState = {
      load: loadOnce(async () => {
        created.Component = (await lazy()).Component ?? undefined;
      }),
    };
    lazyStates.set(lazy, (state = created));
  }
  return state;
};

/** Loads a lazy page's chunk once (see loadOnce). */
const loadLazy = (lazy: LazyRoute, retry = false): Promise<void> => lazyState(lazy).load(retry);

function LazyPage({ lazy, prefetch }: { lazy: LazyRoute; prefetch?: RouteHandle['prefetch'] }) {
  const params = useParams();
  const state = lazyState(lazy);
  if (!state.Component) {
    // Starts the page's data with its chunk instead of after it.
    prefetch?.(params);
    use(loadLazy(lazy));
  }
  const Page = state.Component;
  return Page ? <Page /> : null;
}

interface BoundaryProps {
  /** The navigation shown (its location key): a new one clears the error, as the data router did, even to the same address. */
  at: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean; at: string }> {
  state = { error: undefined as unknown, failed: false, at: this.props.at };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { at: string }) {
    return props.at === state.at ? null : { error: undefined, failed: false, at: props.at };
  }
  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** A route's error boundary (issue 11 part 5): a failing page says so in the shopper's language and keeps the chrome around it. */
function RouteBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary at={key}>{children}</ErrorBoundary>;
}

/** The feature route objects as React Router's declarative routing renders them. */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children, element, index, path, id, caseSensitive } = route;
    const page = typeof lazy === 'function' ? <LazyPage lazy={lazy as LazyRoute} prefetch={(route.handle as RouteHandle | undefined)?.prefetch} /> : (element ?? undefined);
    const converted = { id, path, caseSensitive, element: page === undefined ? undefined : <RouteBoundary>{page}</RouteBoundary> };
    return (index ? { ...converted, index: true } : { ...converted, children: children && toElementRoutes(children) }) as RouteObject;
  });
}

type Matched = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

/**
 * React Router's matchRoutes, kept per table and path: each call ranks and compiles every route of
 * the table again (about a hundred here), and a server render asked it several times per request
 * (the route's render step, its lazy pages, the chrome's matches). Bounded: emptied when full.
 */
const MATCHES_KEPT = 500;
const matchCaches = new WeakMap<RouteObject[], Map<string, Matched>>();
function matchesOf(routes: RouteObject[], location: Partial<Location> | string, basename = '/'): Matched {
  const pathname = typeof location === 'string' ? new URL(location, 'http://x').pathname : (location.pathname ?? '/');
  let cache = matchCaches.get(routes);
  if (!cache) matchCaches.set(routes, (cache = new Map()));
  const key = `${basename}\0${pathname}`;
  let found = cache.get(key);
  if (!found) {
    if (cache.size >= MATCHES_KEPT) cache.clear();
    found = matchRoutes(routes, { pathname }, basename) ?? [];
    cache.set(key, found);
  }
  return found;
}

const toRouteMatches = (found: Matched): RouteMatch[] => found.map((m) => ({ id: m.route.id ?? '', pathname: m.pathname, params: m.params, handle: m.route.handle }));

/** The routes that match a location (its path without the base path), outermost first. */
export function routeMatches(routes: RouteObject[], location: Partial<Location> | string, basename?: string): RouteMatch[] {
  return toRouteMatches(matchesOf(routes, location, basename));
}

/**
 * Loads the lazy pages of a location (and starts their data, unless `prefetch` is false: a page
 * hydrating has the server's), so its first render, and a server render, needs nothing more:
 * hydration then matches the server's HTML.
 */
export async function loadRoutesOf(
  routes: RouteObject[],
  location: Partial<Location> | string,
  basename?: string,
  { prefetch = true }: { prefetch?: boolean } = {},
): Promise<RouteMatch[]> {
  const found = matchesOf(routes, location, basename);
  await Promise.all(
    found.map(({ route, params }) => {
      if (typeof route.lazy !== 'function') return undefined;
      if (prefetch) (route.handle as RouteHandle | undefined)?.prefetch?.(params);
      return loadLazy(route.lazy as LazyRoute, true);
    }),
  );
  return toRouteMatches(found);
}

export interface RouteTableState {
  routes: RouteObject[];
  elements: RouteObject[];
}

/** What AppRoutes renders from: a table that may change once (the browser's, app/route-table.tsx) or a fixed one (the server's, tests). */
export interface RouteTableSource {
  get(): RouteTableState;
  subscribe(listener: () => void): () => void;
}

/** A table that never changes. */
export function fixedTable(routes: RouteObject[]): RouteTableSource {
  const state = { routes, elements: toElementRoutes(routes) };
  return { get: () => state, subscribe: () => () => undefined };
}

/** The page for the router's location, with its matches for the chrome (useRouteMatches). */
export function AppRoutes({ table }: { table: RouteTableSource }) {
  const { routes, elements } = useSyncExternalStore(table.subscribe, table.get, table.get);
  const location = useLocation();
  const matches = useMemo(() => routeMatches(routes, location), [routes, location]);
  const page = useRoutes(elements);
  return <RouteMatchesContext value={matches}>{page}</RouteMatchesContext>;
}
