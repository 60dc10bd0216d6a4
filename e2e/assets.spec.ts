import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressedFiles } from '../apps/web/precompressed-files';
import { expect, test } from './support/fixtures';

/**
 * The web build writes a .gz (Zopfli) and a .br beside every text file of 1 KB or more
 * (apps/web/vite.config.ts `precompress`, the files apps/web/precompressed-files.ts lists), and the
 * server sends them as they are: each must be its file exactly, or a browser runs something else than
 * what was built.
 */
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

test('every compressed copy the web build wrote is its file, in gzip and in Brotli', () => {
  // Not the dot folders: the server bundle (.ssr) is built after the compression, and neither is served.
  const compressed = precompressedFiles(dist).filter(({ file }) => !path.relative(dist, file).startsWith('.'));
  expect(compressed.length).toBeGreaterThan(50);
  for (const { file } of compressed) {
    const body = readFileSync(file);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body), `${file}.gz`).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(body), `${file}.br`).toBe(true);
  }
});

test('the home page gets its scripts gzip-compressed from the build, byte for byte what was built', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' });
  const scripts: Array<{ url: string; encoding: string | undefined; body: Buffer }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void Promise.all([response.body(), response.allHeaders()]).then(([body, headers]) => scripts.push({ url: response.url(), encoding: headers['content-encoding'], body }));
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => scripts.length).toBeGreaterThan(2);
  for (const script of scripts) {
    const file = path.join(dist, new URL(script.url).pathname);
    expect(script.encoding, script.url).toBe('gzip');
    expect(script.body.equals(readFileSync(file)), script.url).toBe(true);
  }
});
