import { describe, expect, it } from 'vitest';
import { compactSearchText, normalizeSearchText, suggestionQuery } from './search-text';

describe('search text', () => {
  it('lowercases and turns punctuation into single spaces', () => {
    expect(normalizeSearchText('  iPhone 17 Pro-Max!! ')).toBe('iphone 17 pro max');
  });
  it('keeps Thai letters, vowels and tone marks', () => {
    expect(normalizeSearchText('ซัมซุง กาแล็กซี่')).toBe('ซัมซุง กาแล็กซี่');
  });
  it('compacts Thai with and without spaces to the same key', () => {
    expect(compactSearchText('ไอโฟน 17 โปร')).toBe(compactSearchText('ไอโฟน17โปร'));
  });
  it('gives suggestions only for non-empty trimmed input', () => {
    expect(suggestionQuery('   ')).toBe('');
    expect(suggestionQuery(' oppo ')).toBe('oppo');
  });
});
