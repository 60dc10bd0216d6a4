import { useSyncExternalStore } from 'react';
import type { saleLogout } from '@store/domain/contracts/sale';
import { call } from './api-client';
import { STORAGE_KEYS, storage } from './storage';

/**
 * The stored sale data of spec 6 (`sale_mode` 1 shows the sale footer, with `shop_code`) and the
 * shop's name for the footer: nothing secret, the seller's session is the httpOnly staff cookie
 * (decision 039). Saved at the seller's sign-in, removed at logout and when fetching the seller's
 * orders fails (spec 4).
 */
export interface SaleData {
  sale_mode: 1;
  shop_code: string;
  shop_name: { th: string; en: string };
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: SaleData | null } = { raw: null, value: null };

function read(): SaleData | null {
  const raw = storage.get(STORAGE_KEYS.saleData);
  if (raw === cached.raw) return cached.value;
  let value: SaleData | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<SaleData>) : null;
    if (parsed?.sale_mode === 1 && typeof parsed.shop_code === 'string' && parsed.shop_name) value = parsed as SaleData;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

const notify = () => listeners.forEach((l) => l());

export function saveSaleData(data: SaleData): void {
  storage.set(STORAGE_KEYS.saleData, JSON.stringify(data));
  notify();
}

export function clearSaleData(): void {
  storage.remove(STORAGE_KEYS.saleData);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === STORAGE_KEYS.saleData && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The sale data of this browser (null on the server and outside sale mode). */
export function useSaleData(): SaleData | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Ends the seller's session (POST /v2/sale/logout) and the stored sale data. */
export async function saleLogoutNow(): Promise<void> {
  try {
    await call<typeof saleLogout>('POST', '/v2/sale/logout');
  } finally {
    clearSaleData();
  }
}
