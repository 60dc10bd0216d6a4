import { lazy, Suspense } from 'react';

const Lazy = lazy(() => import('./cart-sync').then((m) => ({ default: m.CartSync })));

/** The cart keeper in its own chunk: the first paint does not wait for it. */
export function CartSync() {
  return (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
}
