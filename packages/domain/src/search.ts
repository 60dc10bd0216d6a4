import type { StoreConfig } from './config';

type SearchConfig = Pick<StoreConfig, 'search_result_page' | 'search'>;

/**
 * The store list route of spec 2: online-store-list with an empty search path by default, or the
 * search-result page at path "search" when the search-result toggle is on.
 */
export function searchRoute(config: SearchConfig): { name: string; path: string } {
  return config.search_result_page.toggle ? { name: 'online-store-search-result', path: 'search' } : config.search;
}

/** Where a submitted search goes (spec 2): {prefix}/online-store/{search path}?q={query}. */
export function searchHref(config: SearchConfig, query: string): string {
  const { path } = searchRoute(config);
  return `/online-store${path ? `/${path}` : ''}?q=${encodeURIComponent(query)}`;
}
