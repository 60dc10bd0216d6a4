import { describe, expect, it } from 'vitest';
import { payOrderBack } from './pay-order-back';

describe('payOrderBack', () => {
  it('keeps a path of this site', () => {
    expect(payOrderBack('/trueonline/success/abc', 'k')).toBe('/trueonline/success/abc');
    expect(payOrderBack('/profile/tracking?x=1', 'k')).toBe('/profile/tracking?x=1');
  });
  it('refuses anything that could leave the site, and falls back to the payment success page', () => {
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'trueonline', '/a\nb', '/a\\b'])
      expect(payOrderBack(bad, 'a b')).toBe('/payment/success?order=a%20b');
  });
});
