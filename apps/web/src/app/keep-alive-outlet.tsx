import { Activity, useRef, type ReactNode } from 'react';
import { useOutlet } from 'react-router';
import { useRouteMatches } from '@/lib/route-handle';

/**
 * The route names whose pages are kept alive on navigation (spec 2): their state (scroll inside,
 * form input, chosen options) is there when the shopper comes back. `product-detail` is the same
 * detail page as `online-store-detail` under its product address. Decision 012.
 */
export const KEEP_ALIVE_ROUTES: ReadonlySet<string> = new Set([
  'online-store-detail',
  'product-detail',
  'coupon-condition-page',
  'online-store-bundle-verify',
  'online-store-trueidbox-verify',
  'profile-coupon',
  'coupon-page',
  'payment',
  'cart',
]);

/**
 * The layout's outlet: a kept-alive page stays mounted inside a hidden React `<Activity>` while
 * another page shows (its effects are cleaned up and set up again when it shows, its state kept);
 * every other page renders fresh. One instance per route name: the latest address of it wins.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useRouteMatches();
  const current = matches[matches.length - 1]?.id ?? '';
  const kept = useRef(new Map<string, ReactNode>());
  if (KEEP_ALIVE_ROUTES.has(current)) kept.current.set(current, outlet);
  return (
    <>
      {[...kept.current].map(([id, element]) => (
        <Activity key={id} mode={id === current ? 'visible' : 'hidden'} name={id}>
          {element}
        </Activity>
      ))}
      {!KEEP_ALIVE_ROUTES.has(current) && outlet}
    </>
  );
}
