import type { StoreConfig } from '@store/domain/config';
import type { Content } from '@store/domain/content';

/** What the server inlines into index.html (config and content), so the first paint needs no fetch. */
export interface BootData {
  config: StoreConfig;
  content: Partial<Content>;
  basePath: string;
}

let cached: BootData | null | undefined;

export function readBootData(): BootData | null {
  if (cached !== undefined) return cached;
  const el = document.getElementById('boot-data');
  try {
    cached = el?.textContent ? (JSON.parse(el.textContent) as BootData) : null;
  } catch {
    cached = null;
  }
  return cached;
}

/** The router basename: the server's BASE_PATH, read from the boot data or the document's <base href>. */
export function basePath(): string {
  const boot = readBootData();
  if (boot) return boot.basePath;
  const base = document.querySelector('base')?.getAttribute('href');
  return base ? base.replace(/\/+$/, '') : '';
}
