import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Location } from 'react-router';

/** Whether a navigation from `currentLocation` to `nextLocation` must wait (paths include the base path). */
export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/**
 * A page's say over navigations: `check` answers whether this one is blocked; when it is, `resume`
 * makes it after all (the page's "leave anyway").
 */
export type NavigationCheck = (next: Location, current: Location, resume: () => void) => boolean;

/** Where pages register their checks: the browser's router (app/store-router.tsx); on the server and in tests nothing blocks. */
export interface NavigationBlocks {
  add(check: NavigationCheck): () => void;
}

export const NavigationBlocksContext = createContext<NavigationBlocks>({ add: () => () => undefined });

export interface Blocker {
  state: 'blocked' | 'unblocked';
  /** Stays on the page: the blocked navigation is dropped. */
  reset: () => void;
  /** Leaves after all: the blocked navigation is made. */
  proceed: () => void;
}

/**
 * Blocks the store's own navigations (links, `navigate`, back and forward) while `shouldBlock`
 * says so, as React Router's data-router `useBlocker` did: the page shows its question while
 * `state` is 'blocked'. Reloads and closing the tab are the browser's (`beforeunload`).
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const blocks = useContext(NavigationBlocksContext);
  const [pending, setPending] = useState<{ resume: () => void } | null>(null);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      blocks.add((nextLocation, currentLocation, resume) => {
        if (!latest.current({ currentLocation, nextLocation })) return false;
        setPending({ resume });
        return true;
      }),
    [blocks],
  );
  return useMemo(
    () => ({
      state: pending ? 'blocked' : 'unblocked',
      reset: () => setPending(null),
      proceed: () => {
        setPending(null);
        pending?.resume();
      },
    }),
    [pending],
  );
}
