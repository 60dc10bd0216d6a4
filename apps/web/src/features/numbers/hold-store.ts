import type { HoldFlow } from '@store/domain/number-search';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { HOLDS_CHANGED_EVENT as CHANGED } from './hold-events';

/** A number the shopper holds, as kept in the browser (spec 3 postpaid-data) so the timer survives a reload. */
export interface StoredHold {
  number: string;
  hold_id: string;
  expires_at: string;
  flow: HoldFlow;
  package_id: number | null;
}

export function readHolds(): StoredHold[] {
  try {
    const parsed = JSON.parse(storage.get(STORAGE_KEYS.postpaidData) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as StoredHold[]).filter((h) => typeof h?.number === 'string' && typeof h?.expires_at === 'string') : [];
  } catch {
    return [];
  }
}

function write(holds: StoredHold[]): void {
  if (holds.length) storage.set(STORAGE_KEYS.postpaidData, JSON.stringify(holds));
  else storage.remove(STORAGE_KEYS.postpaidData);
  window.dispatchEvent(new Event(CHANGED));
}

export function saveHold(hold: StoredHold): void {
  write([...readHolds().filter((h) => h.number !== hold.number), hold]);
}

export function forgetHold(number: string): void {
  write(readHolds().filter((h) => h.number !== number));
}

/** Calls back when the holds change in this tab or another. */
export function onHoldsChanged(callback: () => void): () => void {
  const storageListener = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.postpaidData) callback();
  };
  window.addEventListener(CHANGED, callback);
  window.addEventListener('storage', storageListener);
  return () => {
    window.removeEventListener(CHANGED, callback);
    window.removeEventListener('storage', storageListener);
  };
}
