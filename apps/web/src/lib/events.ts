/**
 * The store's browser events (spec 4): language-changed, cart-updated, login, logout. Logout and
 * login are also broadcast to every open tab of the store.
 */
export interface StoreEvents {
  'language-changed': { lang: 'th' | 'en' };
  'cart-updated': { count: number };
  login: { userId: string };
  logout: Record<string, never>;
}
export type StoreEventName = keyof StoreEvents;

const CROSS_TAB: StoreEventName[] = ['login', 'logout'];
const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('tawan-store') : null;

channel?.addEventListener('message', (message: MessageEvent<{ name: StoreEventName; detail: unknown }>) => {
  window.dispatchEvent(new CustomEvent(message.data.name, { detail: message.data.detail }));
});

export function emit<K extends StoreEventName>(name: K, detail: StoreEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
  if (CROSS_TAB.includes(name)) channel?.postMessage({ name, detail });
}

/** Subscribes and returns the unsubscribe function (fits useEffect). */
export function on<K extends StoreEventName>(name: K, handler: (detail: StoreEvents[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<StoreEvents[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
