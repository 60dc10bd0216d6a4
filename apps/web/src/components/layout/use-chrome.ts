import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLang, type Lang } from '@store/domain/lang';

/** The desktop breakpoint of spec 9: the bottom menu bar above it, drawers below it. */
export const DESKTOP_QUERY = '(min-width: 1000px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(DESKTOP_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True at 1000 px and wider; follows resizes. False on the server and while hydrating (mobile first). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  );
}

/** The `layout` translations and the current language (re-renders when the language changes). */
export function useChrome() {
  const { t, i18n } = useTranslation('layout');
  return { t, lang: parseLang(i18n.language) as Lang };
}

/** The route that shows search results or a product list, where the header search keeps `q` (spec 2). */
export function isSearchOrListPath(pathname: string): boolean {
  return pathname === '/search' || pathname === '/online-store' || pathname === '/online-store/search' || pathname.startsWith('/online-store/list/');
}
