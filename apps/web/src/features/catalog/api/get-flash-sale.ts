import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getCurrentFlashSale } from '@store/domain/contracts/catalog';
import { call } from '@/lib/api-client';

/** GET /flash-sales/current (?brand=): the running, next or last flash sale with quotas. */
export const flashSaleQueryOptions = (brand: string | null) =>
  queryOptions({
    queryKey: ['flash-sale', brand],
    queryFn: ({ signal }) => call<typeof getCurrentFlashSale>('GET', '/flash-sales/current', { query: { brand: brand ?? undefined }, signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
    retry: false,
  });

export const useFlashSale = (brand: string | null) => useQuery(flashSaleQueryOptions(brand));
