import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `text` with LIKE's wildcards and its escape character escaped, so each stands for itself. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for text that contains `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** What separates the fields of a lower-cased search-text column (no search may hold it). */
export const SEARCH_FIELD_SEPARATOR = '\u001f';

/**
 * `column`, a lower-cased search text of fields joined by SEARCH_FIELD_SEPARATOR, contains `search`
 * in any case: LIKE on a lower-cased pattern (ILIKE would fold the case of every row on each
 * search). A search holding the separator matches nothing, so no match spans two fields.
 */
export function searchTextContains(column: AnyColumn, search: string): SQL {
  if (search.includes(SEARCH_FIELD_SEPARATOR)) return sql`false`;
  return sql`${column} like lower(${containsPattern(search)})`;
}
