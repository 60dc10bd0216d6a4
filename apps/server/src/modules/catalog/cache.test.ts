import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './cache';

describe('read cache', () => {
  afterEach(() => vi.useRealTimers());

  it('serves a fresh entry, then the stale one while a single refresh runs, then the new value', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10, 10_000);
    let n = 0;
    const load = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(++n), 100)));
    const first = cache.get('k', load);
    await vi.advanceTimersByTimeAsync(100);
    expect(await first).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1500);
    expect(await cache.get('k', load)).toBe(1); // stale, refresh started
    expect(await cache.get('k', load)).toBe(1); // refresh still counts as one
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('loads again past the stale limit, keeps no failures, and can be switched off', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10, 5000);
    let n = 0;
    await cache.get('k', async () => ++n);
    vi.advanceTimersByTime(6000);
    expect(await cache.get('k', async () => ++n)).toBe(2);
    await expect(cache.get('bad', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('bad', async () => 7)).toBe(7);
    const off = new TtlCache<number>(0);
    expect(await off.get('k', async () => ++n)).toBe(3);
    expect(await off.get('k', async () => ++n)).toBe(4);
  });
});
