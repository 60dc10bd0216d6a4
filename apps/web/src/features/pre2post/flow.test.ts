import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Pre2postOrderBody } from '@store/domain/pre2post';
import { attemptKey, clearFlow, readFlow, startFlow, updateFlow } from './flow';

const body = (marketing: boolean): Pre2postOrderBody => ({
  qualification_id: '6f1b6f1e-3c1a-4c55-8a51-0c2b2f1d9e10',
  nas_code: 'NAS699',
  billing_address: { name: 'A', phone: '0812345678', line1: '1 Road', subdistrict_id: 100101, postcode: '10200' },
  consents: { terms: true, marketing, data_sharing: false },
});

describe('pre2post flow state', () => {
  beforeAll(() => {
    // No DOM here: a sessionStorage of a Map.
    const items = new Map<string, string>();
    const sessionStorage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    (globalThis as unknown as { window: unknown }).window = { sessionStorage };
  });
  beforeEach(() => clearFlow());

  it('keeps the qualification (never the ID) for this tab, and forgets it when cleared', () => {
    expect(readFlow()).toBeNull();
    startFlow('q1');
    updateFlow({ email: 'a@example.com' });
    expect(readFlow()).toMatchObject({ qualification_id: 'q1', email: 'a@example.com' });
    expect(JSON.stringify(readFlow())).not.toMatch(/\d{13}/);
    clearFlow();
    expect(readFlow()).toBeNull();
  });

  it('reuses the Idempotency-Key for the same body and makes a new one when the body changes', () => {
    let n = 0;
    const next = () => `key-${(n += 1)}`;
    const first = attemptKey(null, body(false), next);
    expect(first.key).toBe('key-1');
    expect(attemptKey({ attempt: first }, body(false), next).key).toBe('key-1');
    expect(attemptKey({ attempt: first }, body(true), next).key).toBe('key-2');
  });
});
