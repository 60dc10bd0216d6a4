import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { holdHiAppointment } from '@store/domain/contracts/home-internet';
import { call } from '@/lib/api-client';
import { getTransactionQueryOptions } from './get-transaction';

/** POST /home-internet/transactions/:id/appointment: holds a slot (TMF646 appointment initialized), releasing an earlier hold. */
export const holdAppointment = ({ transactionId, slotId }: { transactionId: string; slotId: string }) =>
  call<typeof holdHiAppointment>('POST', '/home-internet/transactions/:id/appointment', { params: { id: transactionId }, body: { slot_id: slotId } });

export function useHoldAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: holdAppointment,
    onSuccess: (tx) => client.setQueryData(getTransactionQueryOptions(tx.id).queryKey, tx),
    // Free teams changed either way (mine taken, or the slot was full).
    onSettled: (_data, _error, input) => client.invalidateQueries({ queryKey: ['home-internet', 'slots', input.transactionId] }),
  });
}
