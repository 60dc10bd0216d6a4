import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { showSaleQr } from '@store/domain/contracts/sale';
import { call } from '@/lib/api-client';

/** POST /v2/sale/qr: a new link and its QR code for the customer's camera. */
export const showQr = ({ key, orderNumber }: { key: string; orderNumber: string }) =>
  call<typeof showSaleQr>('POST', '/v2/sale/qr', { body: { order_number: orderNumber }, headers: { 'idempotency-key': key } });

export function useShowQr() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: showQr, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['sale'] }) });
}
