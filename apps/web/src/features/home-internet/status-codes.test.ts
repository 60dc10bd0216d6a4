import { describe, expect, it } from 'vitest';
import { HI_STATUS_CODES, hiStatusCodeOf } from '@store/domain/home-internet';
import { STATUS_CODES, statusCodeOf, statusPath } from './status-codes';

describe('home-internet status codes', () => {
  it('are the domain table, code for code', () => {
    expect([...STATUS_CODES].sort()).toEqual(Object.keys(HI_STATUS_CODES).sort());
    for (const [status, error] of Object.entries(HI_STATUS_CODES)) expect(statusCodeOf(error)).toBe(status === 'TOSERR01' ? 'TOSERR01' : status);
    for (const error of ['whatever', 'generic', 'network_error']) expect(statusCodeOf(error)).toBe(hiStatusCodeOf(error));
  });

  it('sends an expired transaction to TOSERR02', () => {
    expect(statusPath('appointment', 'tol_transaction_expired')).toBe('/trueonline/status/appointment/TOSERR02');
  });
});
