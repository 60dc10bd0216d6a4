import { describe, expect, it } from 'vitest';
import type { HiOrderBody } from '@store/domain/home-internet';
import { attemptKey } from './flow';

const body = (marketing: boolean): HiOrderBody => ({ transaction_id: '00000000-0000-4000-8000-000000000001', consents: { terms: true, marketing, data_sharing: false } });

describe('home-internet order attempt', () => {
  it('keeps the key for the same body and makes a new one when it changes', () => {
    let n = 0;
    const next = () => `k${++n}`;
    const first = attemptKey(null, body(false), next);
    expect(first.key).toBe('k1');
    expect(attemptKey({ attempt: first }, body(false), next).key).toBe('k1');
    expect(attemptKey({ attempt: first }, body(true), next).key).toBe('k2');
  });
});
