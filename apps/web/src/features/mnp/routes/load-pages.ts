/**
 * The porting pages' chunk, reached through this tiny one: the main chunk then lists one file for the
 * mnp routes instead of the pages' chunk and every chunk it imports (home JS budget).
 */
export const loadPages = () => import('./pages').then((m) => m.PAGES);
