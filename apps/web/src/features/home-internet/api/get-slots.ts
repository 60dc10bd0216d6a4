import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getHiCalendar } from '@store/domain/contracts/home-internet';
import { call } from '@/lib/api-client';

/** GET /home-internet/transactions/:id/slots (TMF646 searchTimeSlot): the area's free slots for 14 days. */
export const getSlotsQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: ['home-internet', 'slots', transactionId],
    queryFn: ({ signal }) => call<typeof getHiCalendar>('GET', '/home-internet/transactions/:id/slots', { params: { id: transactionId }, signal }),
    retry: false,
  });

/** The calendar, read again every minute while open (teams are taken by other shoppers). */
export function useSlots(transactionId: string, enabled = true) {
  return useQuery({ ...getSlotsQueryOptions(transactionId), enabled, refetchInterval: 60_000 });
}
