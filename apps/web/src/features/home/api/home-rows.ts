import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { getCurrentFlashSale, listProducts } from '@store/domain/contracts/catalog';
import type { searchNumbers } from '@store/domain/contracts/numbers';
import type { listSimPackages } from '@store/domain/contracts/sim';
import { call } from '@/lib/api-client';

/**
 * The home page's live rows (issue 13), each from the call that owns it: the store's flash sale, best
 * sellers, the newest phones, lucky numbers and postpaid plans. Rendered on the server with the page
 * (prefetchHomeRows); a row whose call fails is left out, the page still renders.
 */
const STALE = 60_000;
const ROW_SIZE = 8;

export const homeFlashSaleQuery = () =>
  queryOptions({
    queryKey: ['home', 'flash-sale'],
    queryFn: ({ signal }) => call<typeof getCurrentFlashSale>('GET', '/flash-sales/current', { query: {}, signal }),
    staleTime: 15_000,
    retry: false,
  });

export const homeProductsQuery = (row: 'popular' | 'newest') =>
  queryOptions({
    queryKey: ['home', row],
    queryFn: ({ signal }) =>
      call<typeof listProducts>('GET', '/products', {
        query: row === 'popular' ? { sort: 'popular', in_stock: 'true', per_page: ROW_SIZE } : { sort: 'newest', category: 'smartphones', per_page: ROW_SIZE },
        signal,
      }),
    staleTime: STALE,
    retry: false,
  });

/** Lucky numbers (bronze to gold) anyone can choose on the lucky-number page. */
export const LUCKY_CLASSES = 'lucky_gold,lucky_silver,lucky_bronze';

export const homeLuckyNumbersQuery = () =>
  queryOptions({
    queryKey: ['home', 'lucky-numbers'],
    queryFn: ({ signal }) => call<typeof searchNumbers>('GET', '/numbers/search', { query: { class: LUCKY_CLASSES, limit: 6 }, signal }),
    staleTime: 10_000,
    retry: false,
  });

export const homePlansQuery = () =>
  queryOptions({
    queryKey: ['home', 'plans'],
    queryFn: ({ signal }) => call<typeof listSimPackages>('GET', '/sim/packages', { query: { sim_type: 'postpaid' }, signal }),
    staleTime: STALE,
    retry: false,
  });

/**
 * The server's data step for the home page: every row at once. A row whose call fails is dropped from
 * the cache, so the page still renders on the server and the browser asks for that row itself.
 */
export async function prefetchHomeRows(queryClient: QueryClient): Promise<void> {
  const rows = [homeFlashSaleQuery(), homeProductsQuery('popular'), homeProductsQuery('newest'), homeLuckyNumbersQuery(), homePlansQuery()];
  await Promise.all(
    rows.map(async (options) => {
      await queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
      if (queryClient.getQueryState(options.queryKey)?.status === 'error') queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    }),
  );
}
