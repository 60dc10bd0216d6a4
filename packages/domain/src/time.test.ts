import { describe, expect, it } from 'vitest';
import { formatUtcTimestamp, isActiveUntil, parseUtcTimestamp } from './time';

describe('formatUtcTimestamp (YYYY-MM-DD HH:mm:ss, UTC)', () => {
  it('formats in UTC whatever the time zone', () => {
    expect(formatUtcTimestamp(new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 678)))).toBe('2025-01-02 03:04:05');
    expect(formatUtcTimestamp(new Date('2025-06-30T23:59:59+07:00'))).toBe('2025-06-30 16:59:59');
  });
});

describe('parseUtcTimestamp', () => {
  it('reads the string as UTC', () => {
    expect(parseUtcTimestamp('2025-01-02 03:04:05')?.toISOString()).toBe('2025-01-02T03:04:05.000Z');
  });

  it('round-trips with formatUtcTimestamp', () => {
    const text = '2024-02-29 23:59:59';
    expect(formatUtcTimestamp(parseUtcTimestamp(text)!)).toBe(text);
  });

  it.each([
    ['2025-01-02T03:04:05', 'ISO with T'],
    ['2025-01-02 03:04:05Z', 'a zone suffix'],
    ['2025-01-02 03:04', 'no seconds'],
    ['2025-1-2 03:04:05', 'one-digit month and day'],
    ['2025-13-01 00:00:00', 'month 13'],
    ['2025-02-30 00:00:00', 'the 30th of February'],
    ['2023-02-29 00:00:00', 'the 29th of February in a common year'],
    ['2025-04-31 00:00:00', 'the 31st of April'],
    ['2025-01-01 24:00:00', 'hour 24'],
    ['2025-01-01 23:60:00', 'minute 60'],
    ['', 'nothing'],
    ['not a date', 'words'],
  ])('rejects %j (%s)', (value) => {
    expect(parseUtcTimestamp(value)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(parseUtcTimestamp(null)).toBeNull();
    expect(parseUtcTimestamp(undefined)).toBeNull();
  });
});

describe('isActiveUntil (spec 3: active only if the expiry exists and is after now)', () => {
  const now = new Date('2025-01-02T03:04:05Z');

  it('is active when the expiry is a second after now', () => {
    expect(isActiveUntil('2025-01-02 03:04:06', now)).toBe(true);
  });

  it('is not active when the expiry equals now', () => {
    expect(isActiveUntil('2025-01-02 03:04:05', now)).toBe(false);
  });

  it('is not active when the expiry has passed', () => {
    expect(isActiveUntil('2025-01-02 03:04:04', now)).toBe(false);
  });

  it.each([[null], [undefined], [''], ['2025-02-30 00:00:00'], ['2099-01-01T00:00:00Z']])('is not active with the expiry %j', (expiry) => {
    expect(isActiveUntil(expiry, now)).toBe(false);
  });
});
