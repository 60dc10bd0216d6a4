import type { StoreConfig } from '@store/domain/config';
import type { Bundle, ExistingCampaign, HoldRef, LineSimMeta, ProductType } from '@store/domain/line-kinds';

/** Snapshots kept on an order (the cart line, delivery and contact as they were when it was placed). */
type Text = { th: string; en: string };

export interface OrderLine {
  id: string;
  product_type: ProductType;
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
  sim_meta: LineSimMeta;
  /** Kinds that carry them (line-kinds.ts); absent on orders placed before issue 11. */
  existing_campaign?: ExistingCampaign | null;
  bundle?: Bundle | null;
  inventory_id: string | null;
  /** The typed hold the line carried (migration 0016 rewrote older `hold_id`s). */
  hold: HoldRef | null;
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
  | { method: 'address'; address: DeliveryAddress }
  | { method: 'pickup'; shop: { id: string; name: Text; area: Text; address: Text; phone: string; opening_hours: string } }
  /** A service order (issue 15): the address bills go to; nothing is shipped. */
  | { method: 'billing'; address: DeliveryAddress };

/** A service order's hand-over to the system that carries it out (the subscriber system for a conversion). */
export interface ServiceFulfilment {
  /** ISO time it was sent. */
  sent_at: string;
  /** ISO time it takes effect, when the system said. */
  effective_at: string | null;
  /** The other system's reference (the change id). */
  reference: string | null;
}

export interface OrderContact {
  name: string;
  phone: string;
  email: string | null;
}

/** The buyer of a full tax invoice as stored (the tax ID in full: it is printed on the invoice only). */
export interface TaxInvoiceBuyer {
  name: string;
  tax_id: string;
  /** 'head_office' or a five-digit branch number. */
  branch: string;
  address: string;
  email: string | null;
}

/** The seller as it stood when the invoice was issued (config `seller`). */
export type TaxInvoiceSeller = StoreConfig['seller'];
