import { lazy, Suspense } from 'react';

const Lazy = lazy(() => import('./auth-sync').then((m) => ({ default: m.AuthSync })));

/** The session keeper in its own chunk and its own Suspense: the first paint does not wait for it. */
export function AuthSync() {
  return (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
}
