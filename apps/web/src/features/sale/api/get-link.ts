import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSaleLink } from '@store/domain/contracts/sale';
import { call } from '@/lib/api-client';

/** GET /sale/links/:token: the customer's view of a sale link (no session). */
export const getLink = (token: string, signal?: AbortSignal) => call<typeof getSaleLink>('GET', '/sale/links/:token', { params: { token }, signal });

export const saleLinkQueryOptions = (token: string) => queryOptions({ queryKey: ['sale-link', token], queryFn: ({ signal }) => getLink(token, signal), retry: false });

/** The link, followed every 3 s while a payment is being made or its QR waits, until paid. */
export const useSaleLink = (token: string, poll: boolean) =>
  useQuery({
    ...saleLinkQueryOptions(token),
    enabled: !!token,
    refetchInterval: (q) => ((poll || q.state.data?.payment?.status === 'pending') && q.state.data?.status === 'open' ? 3_000 : false),
    refetchIntervalInBackground: true,
  });
