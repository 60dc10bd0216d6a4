/** The CLM pages' chunk, reached through this tiny one (the main chunk lists one file for the CLM routes). */
export const loadPages = () => import('./pages').then((m) => m.PAGES);
