import type { ProductCard } from '@store/domain/catalog';
import type { CardRow } from './repository';
import type { Reference } from './reference';

/** Where a product's detail page lives: /:category_name/:brand_name/:product_slug (lowercase). */
export const productHref = (row: { category_slug: string; brand_slug: string; slug: string }) => `/${row.category_slug}/${row.brand_slug}/${row.slug}`.toLowerCase();

/** The generated image of a product in a colour; `view` 0..3 (front, back, side, box). Relative to /api. */
export const productImage = (id: number, color: string, view = 0) => `/product-images/${id}/${color}/${view}.svg`;

/** Shapes a grid row into the API card, with brand and category names from the reference data. */
export function toCard(row: CardRow, ref: Reference): ProductCard {
  const brand = ref.brands.get(row.brand_slug);
  const category = ref.categories.get(row.category_slug);
  return {
    id: row.id,
    href: productHref(row),
    name: row.name,
    subtitle: row.subtitle,
    brand: { slug: row.brand_slug, name: brand?.name ?? { th: row.brand_slug, en: row.brand_slug } },
    category: { slug: row.category_slug, name: category?.name ?? { th: row.category_slug, en: row.category_slug } },
    price: Number(row.price),
    compare_at_price: row.compare_at_price === null ? null : Number(row.compare_at_price),
    in_stock: row.in_stock,
    colors: row.swatches,
    capacities: row.capacities,
    image: productImage(row.id, row.swatches[0]?.key ?? 'black'),
    badges: row.in_stock ? ['warranty_1y', 'genuine', 'delivery_48h'] : ['warranty_1y', 'genuine'],
    tags: row.tags,
  };
}
