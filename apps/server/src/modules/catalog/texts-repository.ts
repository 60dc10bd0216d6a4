import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogEditorials, catalogLists } from './tables';

type Text = { th: string; en: string };

/** The SEO texts of the store lists, by slug. */
export function storeListTexts(db: Db) {
  return db.select({ slug: catalogLists.slug, title: catalogLists.title, description: catalogLists.description }).from(catalogLists).orderBy(asc(catalogLists.slug));
}

/** The texts of the editorial pages, shop by shop in their order. */
export function editorialTexts(db: Db) {
  return db
    .select({ id: catalogEditorials.id, title: catalogEditorials.title, summary: catalogEditorials.summary, body: catalogEditorials.body })
    .from(catalogEditorials)
    .orderBy(sql`${catalogEditorials.shopId} nulls first`, asc(catalogEditorials.position), asc(catalogEditorials.id));
}

export async function existingListSlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db.select({ slug: catalogLists.slug }).from(catalogLists).where(inArray(catalogLists.slug, slugs));
  return new Set(rows.map((r) => r.slug));
}

export async function existingEditorialIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: catalogEditorials.id }).from(catalogEditorials).where(inArray(catalogEditorials.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function updateStoreListText(db: Db, slug: string, title: Text, description: Text): Promise<void> {
  await db.update(catalogLists).set({ title, description }).where(eq(catalogLists.slug, slug));
}

export async function updateEditorialText(db: Db, id: string, texts: { title: Text; summary: Text; body: { kind: 'h2' | 'p'; text: Text }[] }): Promise<void> {
  await db.update(catalogEditorials).set(texts).where(eq(catalogEditorials.id, id));
}
