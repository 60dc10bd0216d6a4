import { useLayoutEffect } from 'react';
import { useRouteMatches } from '@/lib/route-handle';

/** Resets the scroll position when the route name (the deepest route id) changes (spec 2). */
export function ScrollToTop() {
  const matches = useRouteMatches();
  const routeName = matches[matches.length - 1]?.id;
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [routeName]);
  return null;
}
