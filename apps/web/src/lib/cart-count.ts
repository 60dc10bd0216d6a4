import { useEffect, useState } from 'react';
import { emit, on } from './events';
import { STORAGE_KEYS, storage } from './storage';

function readCount(): number {
  const n = Number(storage.get(STORAGE_KEYS.cartLength));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** The header's cart count (spec 4): kept in storage, updated on the cart-updated event. */
export function useCartCount(): number {
  // 0 on the server and in the first client render (they must agree); the stored count right after mount.
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(readCount());
    const offEvent = on('cart-updated', ({ count: next }) => setCount(next > 0 ? next : 0));
    const onStorage = (e: StorageEvent) => e.key === STORAGE_KEYS.cartLength && setCount(readCount());
    window.addEventListener('storage', onStorage);
    return () => {
      offEvent();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return count;
}

/** Sets the stored count and tells every listener. */
export function setCartCount(count: number): void {
  const next = Math.max(0, count);
  storage.set(STORAGE_KEYS.cartLength, String(next));
  emit('cart-updated', { count: next });
}
