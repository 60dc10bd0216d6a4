/**
 * Search text normalisation shared by the server (stored search columns, query) and the web app
 * (suggestion input). Pure and dependency-free so the header can load it cheaply.
 */

/** Search queries longer than this are refused (400), not searched. */
export const SEARCH_QUERY_MAX = 200;

/** Lowercase, NFC, punctuation to spaces, spaces collapsed: "iPhone 17 Pro-Max!" -> "iphone 17 pro max". */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/**
 * The normalised text without any spaces: Thai is written without spaces between words, so
 * "ไอโฟน 17 โปร" and "ไอโฟน17โปร" must meet on the same key.
 */
export function compactSearchText(value: string): string {
  return normalizeSearchText(value).replace(/ /g, '');
}

/** The trimmed query a suggestion call needs (spec 5: only for non-empty trimmed input); '' when none. */
export function suggestionQuery(value: string): string {
  const text = value.trim();
  return text.length > SEARCH_QUERY_MAX ? text.slice(0, SEARCH_QUERY_MAX) : text;
}
