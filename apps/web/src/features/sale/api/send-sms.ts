import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { sendSaleSms } from '@store/domain/contracts/sale';
import { call } from '@/lib/api-client';

/** POST /v2/sale/sms: a new link by SMS to the customer (the same key sends nothing twice). */
export const sendSms = ({ key, orderNumber, lang }: { key: string; orderNumber: string; lang: 'th' | 'en' }) =>
  call<typeof sendSaleSms>('POST', '/v2/sale/sms', { body: { order_number: orderNumber, lang }, headers: { 'idempotency-key': key } });

export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendSms, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['sale'] }) });
}
