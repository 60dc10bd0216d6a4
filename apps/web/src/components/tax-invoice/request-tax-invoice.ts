import { useMutation } from '@tanstack/react-query';
import type { requestTaxInvoice } from '@store/domain/contracts/order';
import type { RouteBody } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

export type TaxInvoiceBody = RouteBody<typeof requestTaxInvoice>;

/** POST /orders/:secure_key/tax-invoice: the invoice (issued now, or the same one issued before). */
export const postTaxInvoice = (secureKey: string, body: TaxInvoiceBody) =>
  call<typeof requestTaxInvoice>('POST', '/orders/:secure_key/tax-invoice', { params: { secure_key: secureKey }, body });

export function useRequestTaxInvoice(secureKey: string) {
  return useMutation({ mutationFn: (body: TaxInvoiceBody) => postTaxInvoice(secureKey, body) });
}
