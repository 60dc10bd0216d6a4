import { describe, expect, it } from 'vitest';
import { cardProblems, toCardInput } from './card-fields';

const now = new Date('2026-11-23T00:00:00Z');
const draft = { name: 'Somying Jaidee', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('card draft', () => {
  it('becomes the vault input: digits only, month and a four-digit year', () => {
    expect(toCardInput(draft)).toEqual({ name: 'Somying Jaidee', number: '4242424242424242', expiration_month: 12, expiration_year: 2030, security_code: '123' });
  });

  it('has no problem when it is a valid card', () => {
    expect(cardProblems(draft, now)).toEqual({});
  });

  it('names the field of each problem', () => {
    expect(cardProblems({ name: ' ', number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' }, now)).toEqual({
      name: 'name_required',
      number: 'invalid_number',
      expiry: 'invalid_expiration',
      cvc: 'invalid_security_code',
    });
  });

  it('refuses an expired card and a brand the store does not take', () => {
    expect(cardProblems({ ...draft, expiry: '10/26' }, now)).toEqual({ expiry: 'expired_card' });
    expect(cardProblems({ ...draft, number: '6011 1111 1111 1117' }, now)).toEqual({ number: 'unsupported_brand' });
  });

  it('accepts a card through the last day of its expiry month', () => {
    expect(cardProblems({ ...draft, expiry: '11/26' }, now)).toEqual({});
  });
});
