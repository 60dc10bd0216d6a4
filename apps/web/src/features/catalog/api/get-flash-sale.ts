import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlashSale } from '@store/domain/catalog';
import { api } from '@/lib/api-client';

/** GET /flash-sales/current (?brand=): the running, next or last flash sale with quotas. */
export const flashSaleQueryOptions = (brand: string | null) =>
  queryOptions({
    queryKey: ['flash-sale', brand],
    queryFn: ({ signal }) => api<FlashSale>(`/flash-sales/current${brand ? `?brand=${encodeURIComponent(brand)}` : ''}`, { signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
    retry: false,
  });

export const useFlashSale = (brand: string | null) => useQuery(flashSaleQueryOptions(brand));
