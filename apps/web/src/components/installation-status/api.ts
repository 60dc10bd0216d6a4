import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { getHiOrder, getHiOrderSlots, moveHiAppointment } from '@store/domain/contracts/home-internet';
import { call } from '@/lib/api-client';

/** GET /home-internet/orders/:secure_key: the order with its package, installation address and appointment. */
export const installationQueryOptions = (secureKey: string) =>
  queryOptions({
    queryKey: ['home-internet', 'order', secureKey],
    queryFn: ({ signal }) => call<typeof getHiOrder>('GET', '/home-internet/orders/:secure_key', { params: { secure_key: secureKey }, signal }),
    retry: false,
  });

/** The installation, read again every 30 s while it waits for payment or the team (it moves on by itself). */
export function useInstallation(secureKey: string) {
  return useQuery({
    ...installationQueryOptions(secureKey),
    refetchInterval: (query) => (query.state.data && ['placed', 'awaiting_payment', 'in_progress'].includes(query.state.data.state) ? 30_000 : false),
  });
}

/** GET /home-internet/orders/:secure_key/slots (spec retrive-new-timeslot): the free slots of the order's area. */
export const orderSlotsQueryOptions = (secureKey: string) =>
  queryOptions({
    queryKey: ['home-internet', 'order-slots', secureKey],
    queryFn: ({ signal }) => call<typeof getHiOrderSlots>('GET', '/home-internet/orders/:secure_key/slots', { params: { secure_key: secureKey }, signal }),
    retry: false,
  });

export function useOrderSlots(secureKey: string, enabled: boolean) {
  return useQuery({ ...orderSlotsQueryOptions(secureKey), enabled });
}

/** The order views tracking shows (features/tracking/api: my order, my orders, a guest's tracked order). */
const ORDER_KEYS = ['my-order', 'my-orders', 'tracking'];

/** POST /home-internet/orders/:secure_key/appointment (spec change-due-date): moves the installation; the order is read again. */
export function useMoveAppointment(secureKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slotId: string) =>
      call<typeof moveHiAppointment>('POST', '/home-internet/orders/:secure_key/appointment', { params: { secure_key: secureKey }, body: { slot_id: slotId } }),
    onSuccess: (view) => {
      client.setQueryData(installationQueryOptions(secureKey).queryKey, view);
      ORDER_KEYS.forEach((key) => void client.invalidateQueries({ queryKey: [key] }));
    },
    onSettled: () => client.invalidateQueries({ queryKey: orderSlotsQueryOptions(secureKey).queryKey }),
  });
}
