import type { StoreConfig } from '@store/domain/config';
import type { Content } from '@store/domain/content';

/** What the server inlines into index.html (config and content), so the first paint needs no fetch. */
export interface BootData {
  config: StoreConfig;
  content: Partial<Content>;
  basePath: string;
}

let cached: BootData | null | undefined;
// Set once by the server bundle (entry-server): the same BASE_PATH for every request of the process.
let serverBasePath = '';

/** The boot data of this page; null on the server (which seeds the query cache itself) or when missing. */
export function readBootData(): BootData | null {
  if (cached !== undefined) return cached;
  if (typeof document === 'undefined') return null;
  const el = document.getElementById('boot-data');
  try {
    cached = el?.textContent ? (JSON.parse(el.textContent) as BootData) : null;
  } catch {
    cached = null;
  }
  return cached;
}

/**
 * When the inlined boot data was read from the database: the server writes it into the page it
 * answers, so it is as fresh as the page's navigation (0 without boot data: stale at once).
 */
export function bootDataUpdatedAt(): number {
  return readBootData() && typeof performance !== 'undefined' ? Math.floor(performance.timeOrigin) : 0;
}

/** The server's BASE_PATH when rendering there (no document to read it from). */
export function setServerBasePath(path: string): void {
  serverBasePath = path;
}

/** The router basename: the server's BASE_PATH, read from the boot data or the document's <base href>. */
export function basePath(): string {
  if (typeof document === 'undefined') return serverBasePath;
  const boot = readBootData();
  if (boot) return boot.basePath;
  const base = document.querySelector('base')?.getAttribute('href');
  return base ? base.replace(/\/+$/, '') : '';
}
