import type { CouponChange, NewCoupon, StaffCoupon } from '@store/domain/backoffice';
import type { Db } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { couponById } from './repository';
import { couponPage, insertCoupon, updateCoupon, usesPage } from './admin-repository';
import type { CouponRow } from './view';

export const staffCouponView = (r: CouponRow): StaffCoupon => ({
  id: r.id,
  code: r.code,
  title: r.title,
  description: r.description,
  discount_kind: r.discountKind,
  percent: r.percent,
  amount: r.amount,
  max_discount: r.maxDiscount,
  min_spend: r.minSpend,
  scope_product_ids: r.scopeProductIds,
  scope_categories: r.scopeCategories,
  scope_product_types: r.scopeProductTypes,
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt.toISOString(),
  total_limit: r.totalLimit,
  per_user_limit: r.perUserLimit,
  collectable: r.collectable,
  used: r.used,
  collected: r.collected,
  created_at: r.createdAt.toISOString(),
});

type Fields = Partial<Omit<NewCoupon, 'code'>>;
const columnsOf = (v: Fields) => ({
  ...(v.title !== undefined ? { title: v.title } : {}),
  ...(v.description !== undefined ? { description: v.description } : {}),
  ...(v.discount_kind !== undefined ? { discountKind: v.discount_kind } : {}),
  ...(v.percent !== undefined ? { percent: v.percent } : {}),
  ...(v.amount !== undefined ? { amount: v.amount } : {}),
  ...(v.max_discount !== undefined ? { maxDiscount: v.max_discount } : {}),
  ...(v.min_spend !== undefined ? { minSpend: v.min_spend } : {}),
  ...(v.scope_product_ids !== undefined ? { scopeProductIds: v.scope_product_ids } : {}),
  ...(v.scope_categories !== undefined ? { scopeCategories: v.scope_categories } : {}),
  ...(v.scope_product_types !== undefined ? { scopeProductTypes: v.scope_product_types } : {}),
  ...(v.starts_at !== undefined ? { startsAt: new Date(v.starts_at) } : {}),
  ...(v.ends_at !== undefined ? { endsAt: new Date(v.ends_at) } : {}),
  ...(v.total_limit !== undefined ? { totalLimit: v.total_limit } : {}),
  ...(v.per_user_limit !== undefined ? { perUserLimit: v.per_user_limit } : {}),
  ...(v.collectable !== undefined ? { collectable: v.collectable } : {}),
});

/**
 * The coupon rules staff edit (issue 20): the same table and checks the shop's coupon rules read
 * (coupon-rules.ts), so a coupon made here applies like a seeded one. A percent coupon keeps no
 * amount and a fixed one no percent (the table's check); a limit never falls below the uses taken.
 */
export function createCouponAdmin(db: Db) {
  async function byId(id: number): Promise<CouponRow> {
    const row = await couponById(db, id);
    if (!row) throw notFound('coupon_not_found', 'No such coupon.');
    return row;
  }
  return {
    async list(f: { q?: string; cursor?: number; limit: number }) {
      const rows = await couponPage(db, { q: f.q, beforeId: f.cursor, limit: f.limit });
      const page = rows.slice(0, f.limit);
      return { items: page.map(staffCouponView), next_cursor: rows.length > f.limit ? String(page[page.length - 1].id) : null };
    },
    async get(id: number) {
      return staffCouponView(await byId(id));
    },
    /** 409 coupon_code_taken. */
    async create(input: NewCoupon): Promise<StaffCoupon> {
      const percent = input.discount_kind === 'percent';
      const row = await insertCoupon(db, {
        code: input.code,
        ...columnsOf(input),
        percent: percent ? input.percent : null,
        amount: percent ? null : input.amount,
        maxDiscount: percent ? input.max_discount : null,
        startsAt: new Date(input.starts_at),
        endsAt: new Date(input.ends_at),
      } as never);
      if (!row) throw conflict('coupon_code_taken', 'A coupon with this code exists.');
      return staffCouponView(row);
    },
    /** 404 coupon_not_found, 422 coupon_invalid (the kind, its value or the window), 422 total_limit_below_used. */
    async change(id: number, input: CouponChange): Promise<{ before: StaffCoupon; after: StaffCoupon }> {
      const before = await byId(id);
      const kind = input.discount_kind ?? before.discountKind;
      const merged = {
        percent: input.percent !== undefined ? input.percent : before.percent,
        amount: input.amount !== undefined ? input.amount : before.amount,
        maxDiscount: input.max_discount !== undefined ? input.max_discount : before.maxDiscount,
      };
      if (kind === 'percent' && merged.percent === null)
        throw unprocessable('coupon_invalid', 'A percent coupon needs its percent.', [{ path: 'body.percent', message: 'coupon_percent_required' }]);
      if (kind === 'fixed' && merged.amount === null)
        throw unprocessable('coupon_invalid', 'A fixed coupon needs its amount.', [{ path: 'body.amount', message: 'coupon_amount_required' }]);
      const startsAt = input.starts_at ? new Date(input.starts_at) : before.startsAt;
      const endsAt = input.ends_at ? new Date(input.ends_at) : before.endsAt;
      if (startsAt >= endsAt) throw unprocessable('coupon_invalid', 'The coupon must end after it starts.', [{ path: 'body.ends_at', message: 'coupon_window_invalid' }]);
      const set = {
        ...columnsOf(input),
        discountKind: kind,
        percent: kind === 'percent' ? merged.percent : null,
        amount: kind === 'fixed' ? merged.amount : null,
        maxDiscount: kind === 'percent' ? merged.maxDiscount : null,
      };
      const after = await updateCoupon(db, id, set);
      if (!after) throw unprocessable('total_limit_below_used', 'The use limit cannot be below the uses already taken.', { used: before.used });
      return { before: staffCouponView(before), after: staffCouponView(after) };
    },
    async uses(id: number, f: { cursor?: number; limit: number }) {
      await byId(id);
      const rows = await usesPage(db, id, { beforeId: f.cursor, limit: f.limit });
      const page = rows.slice(0, f.limit);
      return {
        items: page.map((u) => ({
          id: u.id,
          order_id: u.orderId,
          user: `…${u.userId.slice(-6)}`,
          discount: u.discount,
          used_at: u.usedAt.toISOString(),
          released_at: u.releasedAt?.toISOString() ?? null,
        })),
        next_cursor: rows.length > f.limit ? String(page[page.length - 1].id) : null,
      };
    },
  };
}

export type CouponAdmin = ReturnType<typeof createCouponAdmin>;
