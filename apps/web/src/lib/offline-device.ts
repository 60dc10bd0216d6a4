import { basePath } from './boot';
import { STORAGE_KEYS, storage } from './storage';

/**
 * What a shop device keeps of its sign-in (spec 3): the shop's names (vhora-offline-data), the type
 * (vhora-authen-type: employee or dealer) and that type's channel and key (vhora-authen-data-{type}:
 * the shop code). No token: the staff session is an httpOnly cookie. Shared by the offline pages and
 * the offline footer.
 */
export type OfflineType = 'employee' | 'dealer';
export interface OfflineDevice {
  type: OfflineType;
  key: string;
  shopName: { th: string; en: string } | null;
}

const dataKey = (type: OfflineType) => (type === 'dealer' ? STORAGE_KEYS.offlineAuthDealer : STORAGE_KEYS.offlineAuthEmployee);

const parse = <T>(raw: string | null): T | null => {
  try {
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};

export function readOfflineDevice(): OfflineDevice | null {
  const type = storage.get(STORAGE_KEYS.offlineAuthType);
  if (type !== 'employee' && type !== 'dealer') return null;
  const data = parse<{ channel?: string; key?: string }>(storage.get(dataKey(type)));
  const shop = parse<{ shopName?: { th: string; en: string } }>(storage.get(STORAGE_KEYS.offlineData));
  return { type, key: typeof data?.key === 'string' ? data.key : '', shopName: shop?.shopName ?? null };
}

export function saveOfflineDevice(device: OfflineDevice): void {
  storage.set(STORAGE_KEYS.offlineAuthType, device.type);
  storage.set(dataKey(device.type), JSON.stringify({ channel: device.type, key: device.key }));
  if (device.shopName) storage.set(STORAGE_KEYS.offlineData, JSON.stringify({ shopName: device.shopName }));
}

/** Spec 4: the employee, dealer and customer data are cleared at logout. */
export function clearOfflineDevice(): void {
  for (const key of [STORAGE_KEYS.offlineAuthType, STORAGE_KEYS.offlineAuthEmployee, STORAGE_KEYS.offlineAuthDealer, STORAGE_KEYS.offlineData]) storage.remove(key);
  try {
    window.sessionStorage.removeItem(OFFLINE_CUSTOMER_KEY);
  } catch {
    /* storage unavailable */
  }
}

/** The customer's form of the counter sale, for this tab only (cleared after the sale and at logout). */
export const OFFLINE_CUSTOMER_KEY = 'offline-counter-form';

/** The logout address (spec GET …/offline/logout?type=&key=[&error=020]): the server ends the session and goes to the login page. */
export function offlineLogoutUrl(device: { type?: string; key?: string } | null, error?: '020'): string {
  const q = new URLSearchParams();
  if (device?.type) q.set('type', device.type);
  if (device?.key) q.set('key', device.key);
  if (error) q.set('error', error);
  return `${basePath()}/api/offline/logout${q.size ? `?${q}` : ''}`;
}
