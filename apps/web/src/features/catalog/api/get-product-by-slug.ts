import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getProductByPath } from '@store/domain/contracts/catalog';
import type { RouteData } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

type ProductDetail = RouteData<typeof getProductByPath>;

const paramsOf = (category: string, brand: string, slug: string) => ({ category: category.toLowerCase(), brand: brand.toLowerCase(), slug: slug.toLowerCase() });
const pathOf = (category: string, brand: string, slug: string) => [category, brand, slug].map((s) => encodeURIComponent(s.toLowerCase())).join('/');
const fetchProduct = (category: string, brand: string, slug: string, signal?: AbortSignal) =>
  call<typeof getProductByPath>('GET', '/products/by-path/:category/:brand/:slug', { params: paramsOf(category, brand, slug), signal });

// Requests started by the route before its page chunk has loaded, picked up by the query below.
const early = new Map<string, Promise<ProductDetail>>();

/** Starts GET /products/by-path/… at navigation time, in parallel with the page's chunk. */
export function prefetchProductBySlug(category: string, brand: string, slug: string): void {
  const path = pathOf(category, brand, slug);
  if (early.has(path)) return;
  const request = fetchProduct(category, brand, slug);
  request.catch(() => undefined);
  early.set(path, request);
  setTimeout(() => early.delete(path), 10_000);
}

/** The product at /:category/:brand/:slug (segments lowercased), in one call; 404 when none (the page goes home). */
export const productBySlugQueryOptions = (category: string, brand: string, slug: string) => {
  const path = pathOf(category, brand, slug);
  return queryOptions({
    queryKey: ['product-path', path],
    queryFn: ({ signal }) => {
      const started = early.get(path);
      early.delete(path);
      return started ?? fetchProduct(category, brand, slug, signal);
    },
    staleTime: 30_000,
    retry: false,
  });
};

export const useProductBySlug = (category: string, brand: string, slug: string) => useQuery(productBySlugQueryOptions(category, brand, slug));
