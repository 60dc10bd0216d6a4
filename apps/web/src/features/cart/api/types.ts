/** The cart view of decision 011 (GET /api/cart); money in satang. */
export interface I18nText {
  th: string;
  en: string;
}

export type LineStatus = 'ok' | 'out_of_stock' | 'low_stock';

export interface CartLine {
  id: string | number;
  product_type: string;
  product_id: string | number | null;
  variant_id: number | null;
  title: I18nText;
  image: string | null;
  price: number;
  compare_at_price: number | null;
  quantity: number;
  discount: number;
  coupon_discount: number;
  line_total: number;
  capacity: string | null;
  colour: I18nText | string | null;
  inventory: { id: string | number | null; available: number | null } | null;
  sim_meta: unknown;
  /** existing_campaign.advance_payment of a postpaid SIM line (already in its price), satang. */
  advance_payment?: number | null;
  status: LineStatus;
  href: string | null;
  /** The price when the line was added, when the catalogue's price has changed since (`price` is today's). */
  price_at_add?: number | null;
}

export type CartCoupon = null | { code: string; discount: number; error_code?: undefined } | { code: string; error_code: string; discount?: undefined };

export interface Cart {
  id: string | number | null;
  version: number;
  status: 'open' | 'checking_out';
  lines: CartLine[];
  total_quantity: number;
  advance_payment: boolean;
  subtotal: number;
  discount: number;
  coupon: CartCoupon;
  total: number;
  currency: 'THB';
  order: null | { secure_key: string; order_number: string; state: string };
}
