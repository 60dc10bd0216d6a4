import type { HoldFlow } from '@store/domain/number-search';
import type { cancelNumberHold } from '@store/domain/contracts/numbers';
import { campaignPath, isFortuneFlow, SWB_MAX_HOLD_MS } from '@store/domain/fortune-flows';
import { call } from './api-client';
import { FORTUNE_STORAGE_KEYS } from './fortune-storage-keys';
import { STORAGE_KEYS, storage } from './storage';
import { HOLDS_CHANGED_EVENT as CHANGED } from './number-hold-events';

/**
 * The numbers the shopper holds, as kept in the browser (spec 3 postpaid-data) so the timer survives
 * a reload: written by every page that holds a number (numbers, fortune, SWB), read by the hold
 * timer (components/number-hold).
 */
export interface StoredHold {
  number: string;
  hold_id: string;
  expires_at: string;
  flow: HoldFlow;
  package_id: number | null;
}

/** DELETE /numbers/:number/hold: gives the number back, whatever its flow (the server drops its cart line). */
export const cancelHold = (number: string) => call<typeof cancelNumberHold>('DELETE', '/numbers/:number/hold', { params: { number } });

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

/** Forgets a hold (and the SWB link's number and time, spec 3 swb-mobile / swb-timestamp, when it was that one). */
export function forgetHold(number: string): void {
  if (storage.get(FORTUNE_STORAGE_KEYS.swbMobile) === number) {
    storage.remove(FORTUNE_STORAGE_KEYS.swbMobile);
    storage.remove(FORTUNE_STORAGE_KEYS.swbTimestamp);
  }
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

/**
 * The holds the timer watches, soonest expiry first: spec 9 ignores an SWB hold with more than two
 * hours left (a partner may give a long one; the server caps it anyway).
 */
export function timedHolds(holds: readonly StoredHold[], now: number): StoredHold[] {
  return holds.filter((h) => h.flow !== 'swb' || Date.parse(h.expires_at) - now <= SWB_MAX_HOLD_MS).sort((a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at));
}

/**
 * Where closing the timeout dialog goes (spec 4): the lucky listings to their page, the fortune
 * campaigns (the lucky-number campaign) to their page, SWB to the online store; null: reload.
 */
export function timeoutDestination(hold: Pick<StoredHold, 'flow' | 'package_id'>): string | null {
  if (hold.flow === 'luckysim' || hold.flow === 'lucky9999') return `/online-store/${hold.flow}`;
  if (isFortuneFlow(hold.flow)) return campaignPath(hold.flow, hold.package_id ?? undefined);
  return null;
}
