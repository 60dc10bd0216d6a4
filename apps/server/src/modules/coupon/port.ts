import type { CouponErrorCode } from '@store/domain/coupon-rules';
import type { Db } from '../../db/client';

/** A transaction of the store database (what `db.transaction(async (tx) => ...)` hands over). */
export type CouponTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The error codes of applying a coupon (decision 011) live with the rules in the domain package. */
export { COUPON_ERROR_CODES, type CouponErrorCode } from '@store/domain/coupon-rules';

/** A cart line as the coupon rules see it (money in satang). */
export interface CouponQuoteLine {
  id: string;
  product_id: string;
  product_type: string;
  /** Category slug of the catalogue (e.g. `smartphone`), when the line has one. */
  category?: string | null;
  /** Unit price. */
  price: number;
  quantity: number;
  /** The line's own discount (not the coupon's). */
  discount: number;
}

export interface CouponQuoteInput {
  /** From the session; null for a guest (a guest gets `coupon_login_required`). */
  userId: string | null;
  code: string;
  lines: CouponQuoteLine[];
}

/** The discount in total and per line id, or why the code does not apply. */
export type CouponQuote = { code: string; discount: number; perLine: Record<string, number> } | { code: string; error_code: CouponErrorCode };

export interface CouponRedeemInput {
  code: string;
  userId: string | null;
  orderId: string;
  lines: CouponQuoteLine[];
}

/**
 * The coupon module's service for the cart and order modules (decorated as `app.coupons`).
 * Codes are matched case-insensitively; the returned `code` is the coupon's canonical code.
 */
export interface CouponService {
  /** Evaluates a code against cart lines now (read only; takes no use). */
  quote(input: CouponQuoteInput): Promise<CouponQuote>;
  /**
   * In the place-order transaction: re-evaluates and takes one use (one conditional write
   * `used < total_limit`, and the shopper's per-user limit) recorded against `orderId`. Throws an
   * AppError 422 with the coupon error code when it cannot. Returns the discount as `quote` does.
   */
  redeemInTx(tx: CouponTx, input: CouponRedeemInput): Promise<{ code: string; discount: number; perLine: Record<string, number> }>;
  /** Gives the use taken for `orderId` back (order cancelled or expired); a second call does nothing. Returns whether a use was released. */
  releaseInTx(tx: CouponTx, orderId: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The coupon module's service (decision 011), for the cart and order modules. */
    coupons: CouponService;
  }
}
