/**
 * The fortune pages' chunk, reached through this tiny one: the main chunk then lists one file for
 * the fortune routes instead of the pages' chunk and every chunk it imports (home JS budget, bench web).
 */
export const loadPages = () => import('./fortune-pages').then((m) => m.PAGES);
