import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time even on a 2-core machine (vitest's default there is one): a database test
    // spends much of its time waiting for PostgreSQL, and the runner itself is mostly idle.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      // isolate: false: a worker imports the app once and runs its files one after another in it,
      // instead of importing the whole module graph again for each of the ~100 files (about a
      // fifth of the run, docs/decisions/051). Tests keep their own state in the app and database
      // they create; module-level state is limited to caches keyed by database.
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      // The storefront's pure logic (no DOM): `@/` is apps/web/src as in Vite.
      { resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } }, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
