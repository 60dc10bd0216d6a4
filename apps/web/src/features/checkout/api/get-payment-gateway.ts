import { queryOptions } from '@tanstack/react-query';
import type { RouteData } from '@store/domain/contracts/define';
import type * as contract from '@store/domain/contracts/payment';
import { call } from '@/lib/api-client';

/** What the browser needs to tokenise a card at the gateway's vault (decision 010). */
export type PaymentGateway = RouteData<typeof contract.getPaymentGateway>;

export const getPaymentGatewayQueryOptions = () =>
  queryOptions({ queryKey: ['payment-gateway'], queryFn: ({ signal }) => call<typeof contract.getPaymentGateway>('GET', '/payments/gateway', { signal }), staleTime: 10 * 60_000 });
