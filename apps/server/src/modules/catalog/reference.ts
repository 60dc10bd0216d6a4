import type { Db } from '../../db/client';
import { TtlCache } from './cache';
import { selectReferenceRows } from './reference-repository';
import type { catalogLists, catalogShops } from './tables';

type Text = { th: string; en: string };

export interface Reference {
  brands: Map<string, { slug: string; name: Text; position: number }>;
  categories: Map<string, { slug: string; name: Text; position: number }>;
  colors: Map<string, { key: string; name: Text; hex: string }>;
  lists: Map<string, typeof catalogLists.$inferSelect>;
  shops: Map<string, typeof catalogShops.$inferSelect>;
}

const caches = new WeakMap<Db, TtlCache<Reference>>();

/** Brands, categories, colours, lists and shops: small, read on every listing, cached for a minute per database. */
export function loadReference(db: Db): Promise<Reference> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache<Reference>(60_000, 1)));
  return cache.get('reference', async () => {
    const { brands, categories, lists, shops, colors } = await selectReferenceRows(db);
    return {
      brands: new Map(brands.map((b) => [b.slug, { slug: b.slug, name: b.name, position: b.position }])),
      categories: new Map(categories.map((c) => [c.slug, { slug: c.slug, name: c.name, position: c.position }])),
      colors: new Map(colors.map((c) => [c.key, c])),
      lists: new Map(lists.map((l) => [l.slug, l])),
      shops: new Map(shops.map((s) => [s.id, s])),
    };
  });
}

/** Forgets the cached reference data (after seeding or an operator change). */
export function clearReference(db: Db): void {
  caches.get(db)?.clear();
}
