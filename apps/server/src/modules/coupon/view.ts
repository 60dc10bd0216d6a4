import type { Coupon } from '@store/domain/coupon';
import { couponState, type CouponRules } from '@store/domain/coupon-rules';
import type { Db } from '../../db/client';
import { loadReference } from '../catalog/reference';
import { getProductCards } from '../catalog/service';
import type { coupons } from './tables';

export type CouponRow = typeof coupons.$inferSelect;

/** The domain rules of a stored coupon. */
export function rulesOf(row: CouponRow): CouponRules {
  return {
    discount: row.discountKind === 'percent' ? { kind: 'percent', percent: row.percent ?? 0, maxDiscount: row.maxDiscount } : { kind: 'fixed', amount: row.amount ?? 0 },
    minSpend: row.minSpend,
    scope: { productIds: row.scopeProductIds, categories: row.scopeCategories, productTypes: row.scopeProductTypes },
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    totalLimit: row.totalLimit,
    perUserLimit: row.perUserLimit,
  };
}

/** Upper-cased, trimmed: how codes are stored and matched. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/**
 * Turns coupon rows into the API shape, with category names and the names and addresses of scoped
 * catalogue products (read through the catalogue module). `mine` holds the ids the caller holds.
 */
export async function toCoupons(db: Db, rows: CouponRow[], mine: ReadonlySet<number>, now = new Date()): Promise<Coupon[]> {
  if (rows.length === 0) return [];
  const ref = await loadReference(db);
  const catalogueIds = [...new Set(rows.flatMap((r) => r.scopeProductIds))].map(Number).filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647);
  const cards = new Map((await getProductCards(db, catalogueIds)).map((c) => [String(c.id), c]));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    discount: row.discountKind === 'percent' ? { kind: 'percent', percent: row.percent ?? 0, max_discount: row.maxDiscount } : { kind: 'fixed', amount: row.amount ?? 0 },
    min_spend: row.minSpend,
    scope: {
      products: row.scopeProductIds.map((id) => {
        const card = cards.get(id);
        return { id, name: card?.name ?? { th: id, en: id }, href: card?.href ?? null };
      }),
      categories: row.scopeCategories.map((slug) => ({ slug, name: ref.categories.get(slug)?.name ?? { th: slug, en: slug } })),
      product_types: row.scopeProductTypes,
    },
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    total_limit: row.totalLimit,
    used: row.used,
    collected: row.collected,
    remaining: row.totalLimit == null ? null : Math.max(0, row.totalLimit - row.used),
    per_user_limit: row.perUserLimit,
    collectable: row.collectable,
    state: couponState({ ...rulesOf(row), used: row.used }, now),
    collected_by_me: mine.has(row.id),
  }));
}
