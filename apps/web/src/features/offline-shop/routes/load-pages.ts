/** The offline pages' chunk, reached through this tiny one (the main chunk lists one file for these routes). */
export const loadPages = () => import('./pages').then((m) => m.PAGES);
