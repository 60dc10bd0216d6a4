import { STORAGE_KEYS, storage } from '@/lib/storage';

/**
 * The checkout's choices kept in the spec's storage keys (spec 3: delivery-method, pickup-shop-id,
 * pickup-shop-name; address and selected_address_id, cleared at logout), read by /payment.
 */
export type DeliveryMethod = 'address' | 'pickup';

export interface PlaceNames {
  province: string;
  city: string;
  district: string;
}

/** A guest's delivery address (with the place names in both languages, to show it again). */
export interface GuestAddress {
  name: string;
  phone: string;
  line1: string;
  postcode: string;
  province_id: number;
  district_id: number;
  subdistrict_id: number;
  th: PlaceNames;
  en: PlaceNames;
  email?: string;
}

function readJson<T>(raw: string | null): T | null {
  try {
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const checkoutState = {
  deliveryMethod: (): DeliveryMethod | null => {
    const value = storage.get(STORAGE_KEYS.deliveryMethod);
    return value === 'address' || value === 'pickup' ? value : null;
  },
  chooseAddress(addressId: number | null, guest: GuestAddress | null) {
    storage.set(STORAGE_KEYS.deliveryMethod, 'address');
    if (addressId !== null) storage.set(STORAGE_KEYS.selectedAddressId, String(addressId));
    if (guest) storage.set(STORAGE_KEYS.address, JSON.stringify(guest));
  },
  choosePickup(shopId: string, shopName: string) {
    storage.set(STORAGE_KEYS.deliveryMethod, 'pickup');
    storage.set(STORAGE_KEYS.pickupShopId, shopId);
    storage.set(STORAGE_KEYS.pickupShopName, shopName);
  },
  selectedAddressId: (): number | null => {
    const id = Number(storage.get(STORAGE_KEYS.selectedAddressId));
    return Number.isInteger(id) && id > 0 ? id : null;
  },
  guestAddress: (): GuestAddress | null => readJson<GuestAddress>(storage.get(STORAGE_KEYS.address)),
  pickupShop: (): { id: string; name: string } | null => {
    const id = storage.get(STORAGE_KEYS.pickupShopId);
    return id ? { id, name: storage.get(STORAGE_KEYS.pickupShopName) ?? '' } : null;
  },
  couponCode: () => storage.get(STORAGE_KEYS.couponCode),
};

/** A random Idempotency-Key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
