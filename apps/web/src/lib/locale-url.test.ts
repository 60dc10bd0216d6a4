import { describe, expect, it } from 'vitest';
import { localeUrl } from './locale-url';

describe('localeUrl', () => {
  it('is relative to the document base, so the app works under any base path', () => {
    expect(localeUrl('a1b2c3d4', 'en', 'home', 'https://shop.example/store/')).toBe('https://shop.example/store/locales/a1b2c3d4/en/home.json');
    expect(localeUrl('a1b2c3d4', 'th', 'sms-inbox', 'https://shop.example/')).toBe('https://shop.example/locales/a1b2c3d4/th/sms-inbox.json');
    // The base is the folder of <base href>, not the page's path.
    expect(localeUrl('dev', 'th', 'catalog', 'https://shop.example/store/smartphones/apple')).toBe('https://shop.example/store/smartphones/locales/dev/th/catalog.json');
  });

  it('keeps a strange language or namespace name inside its path segment', () => {
    expect(localeUrl('v', '../x', 'a/b', 'https://shop.example/')).toBe('https://shop.example/locales/v/..%2Fx/a%2Fb.json');
  });
});
