import { describe, expect, it } from 'vitest';
import { cardBrand, cardIssues, isCardExpired, isPayLaterAvailable, luhnValid, tmf676State, type CardInput } from './payment';

const now = new Date('2025-03-15T12:00:00Z');
const card = (over: Partial<CardInput> = {}): CardInput => ({
  name: 'Somchai Jaidee',
  number: '4242424242424242',
  expiration_month: 12,
  expiration_year: 2030,
  security_code: '123',
  ...over,
});

describe('Luhn', () => {
  it.each(['4242424242424242', '4000000000000002', '4000000000003063', '5555555555554444', '378282246310005', '3530111333300000', '4242 4242 4242 4242', '4242-4242-4242-4242'])(
    '%s passes',
    (n) => expect(luhnValid(n)).toBe(true),
  );
  it.each(['4242424242424241', '4000000000000001', '1234567812345678', '42424242424', '42424242424242424242', 'abcd', '', '4242424242424242x'])('%s fails', (n) =>
    expect(luhnValid(n)).toBe(false),
  );
});

describe('card brand', () => {
  it.each([
    ['4242424242424242', 'Visa'],
    ['4222222222222', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['2223003122003222', 'MasterCard'],
    ['2720990000000007', 'MasterCard'],
    ['3530111333300000', 'JCB'],
    ['378282246310005', 'American Express'],
    ['6200000000000005', 'UnionPay'],
    ['2721000000000000', null],
    ['6011111111111117', null],
    ['42424242424242', null],
  ])('%s -> %s', (n, brand) => expect(cardBrand(n)).toBe(brand));
});

describe('expiry: valid through the last day of the month', () => {
  it.each([
    [3, 2025, new Date('2025-03-31T23:59:59Z'), false],
    [3, 2025, new Date('2025-04-01T00:00:00Z'), true],
    [2, 2025, now, true],
    [12, 2025, new Date('2025-12-31T23:59:59Z'), false],
    [12, 2025, new Date('2026-01-01T00:00:00Z'), true],
  ])('%i/%i at %s expired: %s', (m, y, at, expired) => expect(isCardExpired(m, y, at)).toBe(expired));
});

describe('cardIssues', () => {
  it('finds nothing wrong with a good card', () => {
    expect(cardIssues(card(), now)).toEqual([]);
    expect(cardIssues(card({ number: '3782 822463 10005', security_code: '1234' }), now)).toEqual([]);
  });
  it.each([
    [{ number: '4242424242424241' }, ['invalid_number']],
    [{ number: '6011111111111117' }, ['unsupported_brand']],
    [{ expiration_month: 13 }, ['invalid_expiration']],
    [{ expiration_month: 0 }, ['invalid_expiration']],
    [{ expiration_year: 25 }, ['invalid_expiration']],
    [{ expiration_month: 2, expiration_year: 2025 }, ['expired_card']],
    [{ security_code: '12' }, ['invalid_security_code']],
    [{ security_code: '1234' }, ['invalid_security_code']],
    [{ security_code: '12a' }, ['invalid_security_code']],
    [{ number: '378282246310005', security_code: '123' }, ['invalid_security_code']],
    [{ number: '1', expiration_month: 1, expiration_year: 2020, security_code: '' }, ['invalid_number', 'expired_card', 'invalid_security_code']],
  ] as const)('%j -> %j', (over, issues) => expect(cardIssues(card(over), now)).toEqual(issues));
});

describe('TMF676 states', () => {
  it.each([
    ['pending', null, 'pendingAuthorization'],
    ['successful', null, 'captured'],
    ['failed', 'insufficient_fund', 'denied'],
    ['failed', 'card_declined', 'denied'],
    ['failed', 'authentication_failed', 'failed'],
    ['failed', null, 'failed'],
    ['expired', null, 'canceled'],
    ['reversed', null, 'canceled'],
  ] as const)('%s (%s) -> %s', (status, code, state) => expect(tmf676State(status, code)).toBe(state));
});

describe('pay-later (spec 9)', () => {
  const android = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
  const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
  const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
  it.each([
    [{ eligible: true }, android, true],
    [{ eligible: true }, iphone, true],
    [{ eligible: true }, ipad, false],
    [{ eligible: true }, desktop, false],
    [{ eligible: true }, '', false],
    [{ eligible: true }, null, false],
    [{ eligible: false }, android, false],
    [{ eligible: null }, iphone, false],
    [{}, iphone, false],
    [null, iphone, false],
    [undefined, android, false],
  ])('%j on %s -> %s', (status, ua, available) => expect(isPayLaterAvailable(status, ua)).toBe(available));
});
