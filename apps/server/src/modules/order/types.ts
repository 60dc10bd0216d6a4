/** Snapshots kept on an order (the cart line, delivery and contact as they were when it was placed). */
type Text = { th: string; en: string };

export interface OrderLine {
  id: string;
  product_type: string;
  product_id: string;
  variant_id: number | null;
  category: string | null;
  title: Text;
  image: string | null;
  href: string | null;
  price: number;
  compare_at_price: number | null;
  quantity: number;
  discount: number;
  coupon_discount: number;
  line_total: number;
  capacity: string | null;
  colour: Text | null;
  sim_meta: Record<string, unknown> | null;
  inventory_id: string | null;
  hold_id: string | null;
  /** The flash sale whose price and quota the line took (older orders: absent). */
  flash_sale_id?: string | null;
}

export interface DeliveryAddress {
  name: string;
  phone: string;
  line1: string;
  postcode: string;
  province_id: number;
  district_id: number;
  subdistrict_id: number;
  th: { province: string; district: string; subdistrict: string };
  en: { province: string; district: string; subdistrict: string };
}

export type OrderDelivery =
  { method: 'address'; address: DeliveryAddress } | { method: 'pickup'; shop: { id: string; name: Text; area: Text; address: Text; phone: string; opening_hours: string } };

export interface OrderContact {
  name: string;
  phone: string;
  email: string | null;
}
