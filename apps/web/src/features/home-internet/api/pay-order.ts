import { useMutation } from '@tanstack/react-query';
import type { payAgain } from '@store/domain/contracts/order';
import { call } from '@/lib/api-client';

/**
 * POST /orders/:secure_key/payments with PromptPay: the upfront payment of a placed home-internet
 * order (decision 031); the QR is then shown by the checkout's /payment/qr/:secure_key page.
 */
export const payByPromptPay = ({ secureKey, key }: { secureKey: string; key: string }) =>
  call<typeof payAgain>('POST', '/orders/:secure_key/payments', {
    params: { secure_key: secureKey },
    body: { payment: { method: 'promptpay' } },
    headers: { 'idempotency-key': key },
  });

export function usePayByPromptPay() {
  return useMutation({ mutationFn: payByPromptPay });
}
