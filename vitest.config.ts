import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'server', include: ['apps/server/src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      // The storefront's pure logic (no DOM): `@/` is apps/web/src as in Vite.
      { resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } }, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
