/**
 * The prepaid-to-postpaid pages' chunk, reached through this tiny one: the main chunk then lists one
 * file for the pre2post routes instead of the pages' chunk and every chunk it imports (home JS budget).
 */
export const loadPages = () => import('./pages').then((m) => m.PAGES);
