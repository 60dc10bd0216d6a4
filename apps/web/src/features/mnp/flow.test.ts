import { describe, expect, it } from 'vitest';
import type { MnpPlaceOrderBody } from '@store/domain/mnp';
import { attemptKey, failPath, safeBack } from './flow';

const body = (nas: string): MnpPlaceOrderBody => ({
  verification_id: '3f1e8a52-2d6c-4a8c-9a55-1b9e7c0d2f10',
  nas_code: nas,
  consents: { terms: true, marketing: false, data_sharing: false },
});

describe('mnp flow', () => {
  it('keeps the Idempotency-Key for the same body and makes a new one when the body changes', () => {
    let n = 0;
    const next = () => `key-${++n}`;
    const first = attemptKey(null, body('A'), next);
    expect(first.key).toBe('key-1');
    expect(attemptKey({ attempt: first }, body('A'), next)).toEqual(first);
    expect(attemptKey({ attempt: first }, body('B'), next).key).toBe('key-2');
  });

  it('goes back only to a path of this store', () => {
    expect(safeBack('/mnp/verify/one-step/X')).toBe('/mnp/verify/one-step/X');
    expect(safeBack('//evil.example/x')).toBe('/mnp');
    expect(safeBack('https://evil.example/')).toBe('/mnp');
    expect(safeBack('/\\evil')).toBe('/mnp');
    expect(safeBack(null)).toBe('/mnp');
  });

  it('puts the reason and the way back in the fail page address', () => {
    expect(failPath('unpaid_bill', '/mnp/verify/one-step/P1')).toBe('/online-store/mnp-one-step-fail?reason=unpaid_bill&back=%2Fmnp%2Fverify%2Fone-step%2FP1');
  });
});
