import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogBrands, catalogCategories, catalogLists, catalogShops } from './tables';

type Text = { th: string; en: string };

/** The SQL of the catalogue's reference data (reference.ts holds its cache). */
export async function selectReferenceRows(db: Db) {
  const [brands, categories, lists, shops, colors] = await Promise.all([
    db.select().from(catalogBrands).orderBy(asc(catalogBrands.position)),
    db.select().from(catalogCategories).orderBy(asc(catalogCategories.position)),
    db.select().from(catalogLists),
    db.select().from(catalogShops),
    db.execute(sql`select distinct on (color_key) color_key as key, color_name as name, color_hex as hex from catalog_variants order by color_key, id`),
  ]);
  return { brands, categories, lists, shops, colors: (colors as unknown as { rows: { key: string; name: Text; hex: string }[] }).rows };
}
