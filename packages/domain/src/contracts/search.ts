import { z } from 'zod';
import { dataEnvelope } from '../api';
import { SEARCH_QUERY_MAX } from '../search-text';
import { defineRoute } from './define';

const tags = ['search'];
const list = dataEnvelope(z.array(z.string()));

/** Search suggestions (anyone), spec 7 Content and search. */
export const getSearchSuggestions = defineRoute({
  method: 'GET',
  path: '/v2/search/suggestion',
  tags,
  summary: 'Product names matching the typed text (Thai with or without spaces, English with small typos)',
  querystring: z.object({
    q: z.string().max(SEARCH_QUERY_MAX, `q is limited to ${SEARCH_QUERY_MAX} characters`).default(''),
    lang: z.string().max(8).optional(),
    limit: z.coerce.number().int().min(1).max(20).default(8),
  }),
  response: { 200: list },
});

/** Search history (signed-in users; 401 without a session). */
export const getSearchHistory = defineRoute({
  method: 'GET',
  path: '/v2/search/history',
  tags,
  summary: 'My recent searches, newest first (signed in)',
  response: { 200: list },
});

export const addSearchHistory = defineRoute({
  method: 'POST',
  path: '/v2/search/history',
  tags,
  summary: 'Remember a submitted search (signed in); returns the history',
  body: z.object({ keyword: z.string().trim().min(1, 'keyword is empty').max(SEARCH_QUERY_MAX) }),
  response: { 201: list },
});

export const clearSearchHistory = defineRoute({
  method: 'DELETE',
  path: '/v2/search/history',
  tags,
  summary: 'Clear my search history (signed in)',
  response: { 200: list },
});
