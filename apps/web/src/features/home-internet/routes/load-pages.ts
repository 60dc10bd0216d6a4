/**
 * The home-internet pages' chunk, reached through this tiny one: the main chunk then lists one file
 * for the /trueonline routes instead of the pages' chunk and every chunk it imports (home JS budget).
 * Leaflet is a chunk of its own below that, loaded only when the coverage page's map is opened.
 */
export const loadPages = () => import('./pages').then((m) => m.PAGES);
