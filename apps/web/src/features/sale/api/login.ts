import { useMutation } from '@tanstack/react-query';
import type { saleLogin } from '@store/domain/contracts/sale';
import { call } from '@/lib/api-client';
import { saveSaleData } from '@/lib/sale-mode';

/** POST /v2/sale/login: the seller's session (an httpOnly cookie); the sale data (spec 6) is stored for the footer. */
export async function login(body: { email: string; password: string; shop_code: string }) {
  const config = await call<typeof saleLogin>('POST', '/v2/sale/login', { body });
  if (config.sale_mode === 1 && config.shop_code && config.shop) saveSaleData({ sale_mode: 1, shop_code: config.shop_code, shop_name: config.shop.name });
  return config;
}

export const useLogin = () => useMutation({ mutationFn: login });
