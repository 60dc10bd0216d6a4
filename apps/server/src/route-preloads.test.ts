import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRoutePreloads } from './route-preloads';

function distWith(manifest: unknown): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'preloads-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index-1.css'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_carousel.js': { file: 'assets/carousel-1.js', imports: ['_vendor.js'] },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['index.html', '_carousel.js', '_vendor.js'], css: ['assets/home-page-1.css'] },
  'src/locales/th/home.json': { file: 'assets/home-th.js' },
  'src/locales/en/home.json': { file: 'assets/home-en.js' },
};

describe('route preloads', () => {
  const preloads = createRoutePreloads(distWith(manifest));

  it('names the home page chunk, what it imports beyond the entry, its stylesheet and the locale of the language', () => {
    const th = preloads('/', 'th');
    expect(th).toContain('href="assets/home-page-1.js"');
    expect(th).toContain('href="assets/carousel-1.js"');
    expect(th).toContain('href="assets/home-th.js"');
    expect(th).not.toContain('home-en.js');
    expect(th).toContain('<link rel="stylesheet" href="assets/home-page-1.css" />');
    // The entry, its imports and its stylesheet are in index.html already.
    expect(th).not.toContain('index-1');
    expect(th).not.toContain('vendor-1');
    expect(preloads('/', 'en')).toContain('href="assets/home-en.js"');
  });

  it('adds nothing for pages it has no entry for, or without a manifest', () => {
    expect(preloads('/cart', 'th')).toBe('');
    expect(createRoutePreloads(mkdtempSync(path.join(tmpdir(), 'none-')))('/', 'th')).toBe('');
  });
});
