import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attemptKey, endAttempt, forgetVerification, keepVerification, verificationOf } from './flow';

describe('what the CLM pages keep in the tab', () => {
  // No DOM here: a sessionStorage of a Map.
  const items = new Map<string, string>();
  beforeAll(() => {
    const sessionStorage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    (globalThis as unknown as { window: unknown }).window = { sessionStorage };
  });
  beforeEach(() => items.clear());

  it('keeps one verification id per service, never the number', () => {
    keepVerification('uppack', 'v-1');
    keepVerification('tol', 'v-2');
    expect([verificationOf('uppack'), verificationOf('tmvh'), verificationOf('tol')]).toEqual(['v-1', null, 'v-2']);
    forgetVerification('uppack');
    expect(verificationOf('uppack')).toBeNull();
    expect(JSON.stringify([...items])).not.toMatch(/\d{10}/);
  });

  it('reuses the Idempotency-Key of an attempt until it ends', () => {
    const key = attemptKey('PP699-5G:now');
    expect(key).toMatch(/^clm-[\w-]{8,}$/);
    expect(attemptKey('PP699-5G:now')).toBe(key);
    expect(attemptKey('PP699-5G:next_bill_cycle')).not.toBe(key);
    endAttempt('PP699-5G:now');
    expect(attemptKey('PP699-5G:now')).not.toBe(key);
  });
});
