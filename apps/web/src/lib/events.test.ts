import { beforeAll, expect, test } from 'vitest';

type Events = typeof import('./events');
let events: Events;

beforeAll(async () => {
  // The module listens on `window` and a BroadcastChannel (Node has both but `window`).
  (globalThis as { window?: EventTarget }).window ??= new EventTarget();
  events = await import('./events');
});

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a login from another tab that came before anything listened reaches every listener that subscribes in the same turn, once each', async () => {
  const otherTab = new BroadcastChannel('tawan-store');
  try {
    otherTab.postMessage({ name: 'login', detail: { userId: 'u-1' } });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const keeper: string[] = [];
    const cart: string[] = [];
    const offKeeper = events.on('login', (detail) => keeper.push(detail.userId));
    const offCart = events.on('login', (detail) => cart.push(detail.userId));
    await turn();
    expect(keeper).toEqual(['u-1']);
    expect(cart).toEqual(['u-1']);

    // Delivered once: a later listener does not get it again.
    const later: string[] = [];
    const offLater = events.on('login', (detail) => later.push(detail.userId));
    await turn();
    expect(later).toEqual([]);
    [offKeeper, offCart, offLater].forEach((off) => off());
  } finally {
    otherTab.close();
  }
});

test('an event sent in this tab reaches the listeners there are, and nothing is kept for later ones', async () => {
  const now: string[] = [];
  const off = events.on('login', (detail) => now.push(detail.userId));
  events.emit('login', { userId: 'u-2' });
  off();
  const later: string[] = [];
  const offLater = events.on('login', (detail) => later.push(detail.userId));
  await turn();
  expect(now).toEqual(['u-2']);
  expect(later).toEqual([]);
  offLater();
});
