import type { ComponentType } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/**
 * A React Router `lazy` that loads a page's chunk and its locale namespaces in parallel, so the page
 * renders translated at once: `lazy: lazyPage(() => import('./x-page'), 'XPage', ['x'])`.
 */
export function lazyPage<M extends Record<string, unknown>>(importer: () => Promise<M>, exportName: keyof M & string, namespaces: string[] = []) {
  return async () => {
    const [module] = await Promise.all([importer(), loadNamespaces(namespaces)]);
    return { Component: module[exportName] as ComponentType };
  };
}
