import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// base './' + a <base href> injected by the server lets one build serve under any BASE_PATH.
export default defineConfig({
  base: './',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 2048 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
