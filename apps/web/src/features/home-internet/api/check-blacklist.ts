import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { checkHiBlacklist } from '@store/domain/contracts/home-internet';
import { call } from '@/lib/api-client';
import { getTransactionQueryOptions } from './get-transaction';

/** POST /home-internet/transactions/:id/blacklist-check (spec check-blacklist-retrieve-calendar): 422 tol_blacklisted, else the calendar. */
export const checkBlacklist = ({ transactionId, thaiId }: { transactionId: string; thaiId: string }) =>
  call<typeof checkHiBlacklist>('POST', '/home-internet/transactions/:id/blacklist-check', { params: { id: transactionId }, body: { thai_id: thaiId } });

export function useCheckBlacklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkBlacklist,
    onSuccess: (_calendar, input) => client.invalidateQueries({ queryKey: getTransactionQueryOptions(input.transactionId).queryKey }),
  });
}
