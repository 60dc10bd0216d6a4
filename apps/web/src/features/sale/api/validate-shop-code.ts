import { useMutation } from '@tanstack/react-query';
import type { validateShopCode as contract } from '@store/domain/contracts/sale';
import { call } from '@/lib/api-client';

/** POST /v2/sale/validate-shop-code: the shop of a code (404 shop_not_found). */
export const validateShopCode = (shopCode: string) => call<typeof contract>('POST', '/v2/sale/validate-shop-code', { body: { shop_code: shopCode } });

export const useValidateShopCode = () => useMutation({ mutationFn: validateShopCode });
