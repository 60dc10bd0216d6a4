import { lazy, Suspense } from 'react';
import { useIsClient } from '@/components/ui/use-is-client';

const Lazy = lazy(() => import('./auth-sync').then((m) => ({ default: m.AuthSync })));

/**
 * The session keeper in its own chunk and its own Suspense: the first paint does not wait for it.
 * Mounted in the browser only: on the server its chunk is not loaded yet on a process's first render,
 * which renderToString would send as a boundary the browser must render again (React error 419).
 */
export function AuthSync() {
  const isClient = useIsClient();
  if (!isClient) return null;
  return (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
}
