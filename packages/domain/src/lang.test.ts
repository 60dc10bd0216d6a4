import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, parseLang, pickText } from './lang';

describe('parseLang (spec 2: lowercased, th or en, else th)', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['En', 'en'],
    ['th', 'th'],
    ['TH', 'th'],
    [' en ', 'en'],
  ])('%j -> %s', (input, expected) => {
    expect(parseLang(input)).toBe(expected);
  });

  it.each([['fr'], [''], ['english'], ['en-US'], ['e n'], ['jp']])('falls back to Thai for %j', (input) => {
    expect(parseLang(input)).toBe('th');
  });

  it.each([[undefined], [null], [42], [['en']], [{ lang: 'en' }]])('falls back to Thai for the non-string %j', (input) => {
    expect(parseLang(input)).toBe('th');
  });

  it('has Thai as the default language', () => {
    expect(DEFAULT_LANG).toBe('th');
  });
});

describe('pickText', () => {
  const text = { th: 'มือถือ', en: 'Phones' };

  it('picks the text of the language', () => {
    expect(pickText(text, 'th')).toBe('มือถือ');
    expect(pickText(text, 'en')).toBe('Phones');
  });

  it('falls back to Thai when the English text is empty', () => {
    expect(pickText({ th: 'มือถือ', en: '' }, 'en')).toBe('มือถือ');
  });

  it('keeps an empty Thai text empty (no fallback to English)', () => {
    expect(pickText({ th: '', en: 'Phones' }, 'th')).toBe('');
  });
});
