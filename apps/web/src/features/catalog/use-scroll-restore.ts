import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const KEY = 'catalog-scroll';

function readAll(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Keeps a list's place on back navigation: remembers the scroll position of each history entry and,
 * when the shopper comes back (a POP), scrolls there once the list has rendered. Runs after the
 * chrome's scroll-to-top (a route-name change), which is why it is an effect and not a layout effect.
 */
export function useScrollRestore(ready: boolean) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (!ready || navigationType !== 'POP') return;
    const y = readAll()[key];
    if (y) requestAnimationFrame(() => window.scrollTo(0, y));
  }, [key, ready, navigationType]);
  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Scrolls caused by leaving (the next page's scroll-to-top) belong to the next history entry.
        if ((window.history.state as { key?: string } | null)?.key !== key) return;
        const all = readAll();
        all[key] = Math.round(window.scrollY);
        const keys = Object.keys(all);
        if (keys.length > 50) delete all[keys[0]];
        try {
          sessionStorage.setItem(KEY, JSON.stringify(all));
        } catch {
          /* storage full or off: the place is not kept */
        }
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);
}
