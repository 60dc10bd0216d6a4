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

/** How many listeners each event has in this tab (see `on`). */
const listening = new Map<StoreEventName, number>();
/**
 * Cross-tab events that came before anything in this tab listened for them (a tab still starting
 * when another tab logs in or out): they are dispatched again once something subscribes, after the
 * current task, so every listener that subscribes in the same render (the session keeper and the cart
 * keeper both listen for login) gets them, once each.
 */
const missed = new Map<StoreEventName, unknown>();

channel?.addEventListener('message', (message: MessageEvent<{ name: StoreEventName; detail: unknown }>) => {
  const { name, detail } = message.data;
  if (!listening.get(name)) missed.set(name, detail);
  window.dispatchEvent(new CustomEvent(name, { detail }));
});

export function emit<K extends StoreEventName>(name: K, detail: StoreEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
  if (CROSS_TAB.includes(name)) channel?.postMessage({ name, detail });
}

/** Subscribes and returns the unsubscribe function (fits useEffect). */
export function on<K extends StoreEventName>(name: K, handler: (detail: StoreEvents[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<StoreEvents[K]>).detail);
  window.addEventListener(name, listener);
  listening.set(name, (listening.get(name) ?? 0) + 1);
  if (missed.has(name)) {
    const detail = missed.get(name);
    missed.delete(name);
    queueMicrotask(() => window.dispatchEvent(new CustomEvent(name, { detail })));
  }
  return () => {
    window.removeEventListener(name, listener);
    listening.set(name, (listening.get(name) ?? 1) - 1);
  };
}
