import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time even on a 2-core machine (vitest's default there is one): a database test
    // spends much of its time waiting for PostgreSQL, and the runner itself is mostly idle.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'server', include: ['apps/server/src/**/*.test.ts'], globalSetup: ['apps/server/src/test/global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      // The storefront's pure logic (no DOM): `@/` is apps/web/src as in Vite.
      { resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } }, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
