import type { FortuneStorageKey } from './fortune-storage-keys';

/** The browser-storage keys of spec section 3, named once. Only what is not secret lives here. */
export const STORAGE_KEYS = {
  lang: 'lang',
  cartLength: 'cart-length',
  cartId: 'cart-id',
  deliveryMethod: 'delivery-method',
  pickupShopId: 'pickup-shop-id',
  pickupShopName: 'pickup-shop-name',
  utmSource: 'utm-source',
  campaign: 'campaign',
  orderId: 'order_id',
  orderIdSecure: 'order_id_secure',
  couponCode: 'coupon_code',
  // Coupon sync (spec 3 "coupon sync date, count, up-to-date/last-sync time"; spec 4 and 9).
  couponSyncDate: 'coupon-sync-date',
  couponSyncCount: 'coupon-sync-count',
  couponSyncTime: 'coupon-sync-time',
  contactMobile: 'contact-mobile',
  // Sign-in and addresses (spec 4: cleared on logout); never a token.
  loginCode: 'login_code',
  popupName: 'popup_name',
  address: 'address',
  selectedAddressId: 'selected_address_id',
  // SIM verification (spec 3: verify forms/results, postpaid-data, postpaid-sim-data).
  verifyForm: 'verify-form',
  verifyResult: 'verify-result',
  postpaidData: 'postpaid-data',
  postpaidSimData: 'postpaid-sim-data',
  // Sale mode (spec 6: sale_mode and shop_code; the seller's session is an httpOnly cookie, decision 039).
  saleData: 'sale-data',
  // Offline shop device (spec 3: vhora-offline-data, vhora-authen-type, vhora-authen-data-{type}); the session is a cookie, never here.
  offlineData: 'vhora-offline-data',
  offlineAuthType: 'vhora-authen-type',
  offlineAuthEmployee: 'vhora-authen-data-employee',
  offlineAuthDealer: 'vhora-authen-data-dealer',
} as const;

/** A key of STORAGE_KEYS, or of the fortune pages' own (fortune-storage-keys.ts, kept out of this module's chunk). */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | FortuneStorageKey;

/** localStorage that never throws (private mode, quota, disabled storage). */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the value lives for this page only */
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};
