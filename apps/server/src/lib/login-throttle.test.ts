import { describe, expect, it } from 'vitest';
import { FIRST_LOCK_MS, FREE_FAILURES, MAX_LOCK_MS, lockMs } from './login-throttle';

describe('lockMs', () => {
  it('lets the first failures through, then doubles the pause up to its ceiling', () => {
    for (let n = 0; n < FREE_FAILURES; n++) expect(lockMs(n)).toBe(0);
    expect(lockMs(FREE_FAILURES)).toBe(FIRST_LOCK_MS);
    expect(lockMs(FREE_FAILURES + 1)).toBe(2 * FIRST_LOCK_MS);
    expect(lockMs(FREE_FAILURES + 4)).toBe(16 * FIRST_LOCK_MS);
    expect(lockMs(FREE_FAILURES + 5)).toBe(MAX_LOCK_MS);
    expect(lockMs(1000)).toBe(MAX_LOCK_MS);
  });
});
