import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the browser needs to tokenise a card at the gateway's vault (decision 010). */
export interface PaymentGateway {
  name: string;
  public_key: string;
  tokens_url: string;
}

export const getPaymentGatewayQueryOptions = () =>
  queryOptions({ queryKey: ['payment-gateway'], queryFn: ({ signal }) => api<PaymentGateway>('/payments/gateway', { signal }), staleTime: 10 * 60_000 });
