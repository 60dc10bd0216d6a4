import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The operator console (docs/decisions/040): its own bundle, served by the API server under
 * `{BASE_PATH}/admin/` (apps/server/src/admin-web.ts). Relative asset URLs (base './') let one build
 * serve under any BASE_PATH; the console routes by hash, so the server only ever sends index.html.
 * The storefront (apps/web) never imports anything from here.
 */
export default defineConfig({
  base: './',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 2500 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
