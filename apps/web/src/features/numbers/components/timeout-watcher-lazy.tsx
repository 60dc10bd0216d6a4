import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { onHoldsChanged, readHolds } from '../hold-store';

const Lazy = lazy(() => Promise.all([import('./timeout-watcher'), loadNamespaces(['numbers'])]).then(([m]) => ({ default: m.TimeoutWatcher })));

/** Loads the hold watcher (and its texts) only once the shopper holds a number. */
export function HoldTimeoutWatcher() {
  const [active, setActive] = useState(() => readHolds().length > 0);
  useEffect(() => onHoldsChanged(() => setActive((was) => was || readHolds().length > 0)), []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
}
