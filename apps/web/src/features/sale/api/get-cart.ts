import { useQuery } from '@tanstack/react-query';
import type { getCart } from '@store/domain/contracts/cart';
import { call } from '@/lib/api-client';

/** GET /cart: the seller's cart, which the next order for a customer is made of. */
export const getSellerCart = (signal?: AbortSignal) => call<typeof getCart>('GET', '/cart', { signal });

export const useSellerCart = () => useQuery({ queryKey: ['cart', 'sale'], queryFn: ({ signal }) => getSellerCart(signal), retry: false });
