import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /product-slug/:category/:brand/:slug (segments lowercased): the product id, 404 when none. */
export const productSlugQueryOptions = (category: string, brand: string, slug: string) => {
  const path = [category, brand, slug].map((s) => encodeURIComponent(s.toLowerCase())).join('/');
  return queryOptions({
    queryKey: ['product-slug', path],
    queryFn: ({ signal }) => api<{ product_id: number; href: string }>(`/product-slug/${path}`, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
};

export const useProductBySlug = (category: string, brand: string, slug: string) => useQuery(productSlugQueryOptions(category, brand, slug));
