import type { ProductSort } from '@store/domain/catalog';
import type { FacetsQuery } from './api/get-facets';
import type { ProductsQuery } from './api/get-products';

/**
 * The store list's state lives in the URL (so back navigation returns to the same filters and page):
 * q, brand, category, capacity, color (comma-joined), price_min / price_max in baht, in_stock, sort, page.
 */
export interface ListState {
  q: string;
  brand: string[];
  category: string[];
  capacity: string[];
  color: string[];
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  sort: ProductSort | null;
  page: number;
}

export const SORTS: ProductSort[] = ['relevance', 'popular', 'newest', 'price_asc', 'price_desc'];
export const PER_PAGE = 24;
export type ListFilterKey = 'brand' | 'category' | 'capacity' | 'color';

const list = (value: string | null, re: RegExp) => (value ? [...new Set(value.split(',').filter((v) => re.test(v)))].slice(0, 20) : []);
const baht = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100_000_000 ? Math.floor(n) : null;
};

/** Reads the URL, ignoring malformed values (the API would refuse them). */
export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort') as ProductSort | null;
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    brand: list(params.get('brand'), /^[a-z0-9-]{1,63}$/),
    category: list(params.get('category'), /^[a-z0-9-]{1,63}$/),
    capacity: list(params.get('capacity'), /^\d{1,4}(GB|TB)$/),
    color: list(params.get('color'), /^[a-z-]{1,30}$/),
    priceMin: baht(params.get('price_min')),
    priceMax: baht(params.get('price_max')),
    inStock: params.get('in_stock') === 'true',
    sort: sort && SORTS.includes(sort) ? sort : null,
    page: Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1,
  };
}

/** The URL parameters of a state (defaults left out). */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const key of ['category', 'brand', 'capacity', 'color'] as const) if (state[key].length) params.set(key, state[key].join(','));
  if (state.priceMin !== null) params.set('price_min', String(state.priceMin));
  if (state.priceMax !== null) params.set('price_max', String(state.priceMax));
  if (state.inStock) params.set('in_stock', 'true');
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

type Context = { list?: string; shop?: string; campaign?: string };

/** The API query for GET /products (prices in satang), within a list, shop or campaign; in the order the URL lists it. */
export function productsQuery(state: ListState, context: Context): ProductsQuery {
  const query: ProductsQuery = { ...facetsQuery(state, context) };
  for (const key of ['category', 'brand', 'capacity', 'color'] as const) if (state[key].length) query[key] = state[key].join(',');
  let { priceMin, priceMax } = state;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  if (priceMin !== null) query.min_price = priceMin * 100;
  if (priceMax !== null) query.max_price = priceMax * 100 + 99;
  if (state.inStock) query.in_stock = 'true';
  if (state.sort) query.sort = state.sort;
  query.page = state.page;
  query.per_page = PER_PAGE;
  return query;
}

/** The facets query: the same context and search, without the shopper's own filters. */
export function facetsQuery(state: ListState, context: Context): FacetsQuery {
  const query: FacetsQuery = {};
  if (context.list) query.list = context.list;
  if (context.shop) query.shop = context.shop;
  if (context.campaign) query.campaign = context.campaign;
  if (state.q.trim()) query.q = state.q.trim();
  return query;
}

export const hasFilters = (s: ListState) => s.brand.length + s.category.length + s.capacity.length + s.color.length > 0 || s.priceMin !== null || s.priceMax !== null || s.inStock;
