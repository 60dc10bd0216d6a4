import { describe, expect, it } from 'vitest';
import { HOROSCOPES, zodiacOf } from '@store/domain/fortune';
import { buddhistYear, daysInMonth, isBirthDate, isBirthTime, profileOf, signOf } from './fortune-form';

describe('fortune form', () => {
  it('takes real dates of birth from 1900 to today only', () => {
    expect(isBirthDate('1990-05-17', '2026-03-01')).toBe(true);
    expect(isBirthDate('2000-02-29', '2026-03-01')).toBe(true);
    expect(isBirthDate('1900-02-29', '2026-03-01')).toBe(false);
    expect(isBirthDate('1990-04-31', '2026-03-01')).toBe(false);
    expect(isBirthDate('1899-12-31', '2026-03-01')).toBe(false);
    expect(isBirthDate('2026-03-02', '2026-03-01')).toBe(false);
    expect(isBirthDate('1990-5-17', '2026-03-01')).toBe(false);
  });

  it('knows the days of a month, February 29 while the year is not chosen', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(NaN, 2)).toBe(29);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it('shows the Buddhist Era year and takes an empty or HH:MM time', () => {
    expect(buddhistYear(1990)).toBe(2533);
    expect(isBirthTime('')).toBe(true);
    expect(isBirthTime('23:59')).toBe(true);
    expect(isBirthTime('24:00')).toBe(false);
  });

  it('sends no empty birth time', () => {
    expect(profileOf({ birth_date: '1990-05-17', birth_time: '', timezone: 'Asia/Bangkok', wishes: ['wealth'] })).toEqual({
      birth_date: '1990-05-17',
      timezone: 'Asia/Bangkok',
      wishes: ['wealth'],
    });
    expect(profileOf({ birth_date: '1990-05-17', birth_time: '19:30', timezone: 'Asia/Bangkok', wishes: [] }).birth_time).toBe('19:30');
  });

  it('finds the sign of a birth date among the listed signs as the server does', () => {
    for (const date of ['1990-01-01', '1990-01-14', '1990-01-15', '1990-04-13', '1990-05-17', '1990-12-16', '1990-12-31', '2000-02-29']) {
      expect(signOf(date, HOROSCOPES)).toBe(zodiacOf(date));
    }
    expect(signOf('1990-05-17', [])).toBeNull();
  });
});
