import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, NavigationType, type Navigator, type To } from 'react-router';
import { NavigationBlocksContext, type NavigationBlocks, type NavigationCheck } from '@/lib/navigation-block';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/** The browser's router state: the location shown and how it was reached. */
interface Shown {
  action: NavigationType;
  location: Location;
}

/**
 * The browser's history as the store's router drives it: React Router's own browser history, with
 * pages able to hold a navigation (useBlocker, lib/navigation-block.ts). A held push or replace is
 * not made; a held back or forward is undone at once (`go` the other way) and made again if the
 * page lets it go. As React Router's data router did, a navigation first gets the next page ready
 * (`prepare`: its chunk, and its data started), then changes the address and the page together; of
 * two navigations in a row, the later one wins.
 */
export function createStoreHistory(prepare: (next: Location) => Promise<unknown> = () => Promise.resolve()): {
  navigator: Navigator;
  blocks: NavigationBlocks;
  listen: (show: (shown: Shown) => void) => () => void;
  current: () => Shown;
} {
  const history: BrowserHistory = createBrowserHistory({ v5Compat: true });
  const checks = new Set<NavigationCheck>();
  let shown: Shown = { action: history.action, location: history.location };
  /** The `go` that undoes a held back/forward comes back as a pop of its own: it is not a navigation. */
  let undoing = false;
  /** The `go` a page let go after holding it: made without asking again. */
  let letThrough = false;
  /** The latest navigation: one that was ready after a later one started is dropped. */
  let latest = 0;
  const whenReady = (next: Location, go: () => void) => {
    const id = ++latest;
    void prepare(next)
      .catch(() => undefined)
      .then(() => {
        if (id === latest) go();
      });
  };
  const held = (next: Location, resume: () => void) => [...checks].some((check) => check(next, shown.location, resume));
  const nextOf = (to: To, state: unknown): Location => {
    const { pathname, search, hash } = history.encodeLocation(to);
    return { pathname, search, hash, state: state ?? null, key: 'next' };
  };
  /** A push or replace: asked of the pages first, then made once the next page is ready. */
  const navigation =
    (method: 'push' | 'replace') =>
    (to: To, state?: unknown): void => {
      const next = nextOf(to, state);
      const go = () => whenReady(next, () => history[method](to, state));
      if (!held(next, go)) go();
    };
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: navigation('push'),
    replace: navigation('replace'),
  };
  return {
    navigator,
    blocks: {
      add(check) {
        checks.add(check);
        return () => checks.delete(check);
      },
    },
    current: () => shown,
    listen(show) {
      return history.listen(({ action, location, delta }) => {
        const showIt = () => {
          shown = { action, location };
          show(shown);
        };
        if (action !== NavigationType.Pop) return showIt();
        // Back and forward. The `go` that undid a held one comes back as a pop of its own: not a navigation.
        if (undoing) {
          undoing = false;
          return;
        }
        if (letThrough) letThrough = false;
        else if (delta) {
          const resume = () => {
            letThrough = true;
            history.go(delta);
          };
          if (held(location, resume)) {
            undoing = true;
            history.go(-delta);
            return;
          }
        }
        // The address has changed already: the page follows once it is ready.
        whenReady(location, showIt);
      });
    },
  };
}

/**
 * The store's browser router: React Router's declarative `<Router>` over createStoreHistory, each
 * navigation rendered as a transition, as `<BrowserRouter>` does, plus useBlocker. The store needs no data router (no loaders, actions
 * or fetchers): this keeps about 14 KB of gzip off every page (docs/decisions/053).
 */
export function StoreRouter({ basename, prepare, children }: { basename: string; prepare?: (next: Location) => Promise<unknown>; children: ReactNode }) {
  const [store] = useState(() => createStoreHistory(prepare));
  const [shown, setShown] = useState(store.current);
  useLayoutEffect(() => store.listen((next) => startTransition(() => setShown(next))), [store]);
  return (
    <NavigationBlocksContext value={store.blocks}>
      <Router basename={basename} location={shown.location} navigationType={shown.action} navigator={store.navigator}>
        {children}
      </Router>
    </NavigationBlocksContext>
  );
}
