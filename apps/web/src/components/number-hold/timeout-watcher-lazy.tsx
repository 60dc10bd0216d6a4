import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { HOLDS_CHANGED_EVENT } from '@/lib/number-hold-events';

const Lazy = lazy(() => Promise.all([import('./timeout-watcher'), loadNamespaces(['numbers'])]).then(([m]) => ({ default: m.TimeoutWatcher })));

/**
 * Loads the hold watcher (and its texts) only once the shopper holds a number. Storage is read in an
 * effect, never while rendering, so a server-rendered page hydrates the same markup.
 */
export function HoldTimeoutWatcher() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const check = () => {
      if (storage.get(STORAGE_KEYS.postpaidData)) setActive(true);
    };
    check();
    window.addEventListener(HOLDS_CHANGED_EVENT, check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener(HOLDS_CHANGED_EVENT, check);
      window.removeEventListener('storage', check);
    };
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
}
