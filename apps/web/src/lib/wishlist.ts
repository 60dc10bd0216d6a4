import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteData } from '@store/domain/contracts/define';
import type { addToWishlist, getWishlist, removeFromWishlist } from '@store/domain/contracts/wishlist';
import { call } from './api-client';
import { useSession } from './session';

/** The wishlist of spec 7 (GET, POST, DELETE /v2/wishlist), shared by the grid, the detail page and /profile/wishlist. */
export type Wishlist = RouteData<typeof getWishlist>;

export const wishlistQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['wishlist', userId],
    queryFn: ({ signal }) => call<typeof getWishlist>('GET', '/v2/wishlist', { signal }),
    enabled: !!userId,
    staleTime: 30_000,
  });

/** The signed-in user's wishlist; empty for a guest. */
export function useWishlist() {
  const { user } = useSession();
  const query = useQuery(wishlistQueryOptions(user?.user_id ?? null));
  return { ...query, signedIn: !!user, ids: new Set(query.data?.product_ids ?? []) };
}

/** Adds or removes a product, updating the cached list at once and refetching afterwards. */
export function useToggleWishlist() {
  const { user } = useSession();
  const client = useQueryClient();
  const key = wishlistQueryOptions(user?.user_id ?? null).queryKey;
  return useMutation({
    mutationFn: ({ productId, saved }: { productId: number; saved: boolean }) =>
      saved
        ? call<typeof removeFromWishlist>('DELETE', '/v2/wishlist/:product_id', { params: { product_id: productId } })
        : call<typeof addToWishlist>('POST', '/v2/wishlist', { body: { product_id: productId } }),
    onMutate: async ({ productId, saved }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Wishlist>(key);
      if (previous) {
        const ids = saved ? previous.product_ids.filter((id) => id !== productId) : [productId, ...previous.product_ids];
        client.setQueryData<Wishlist>(key, { product_ids: ids, items: previous.items.filter((p) => ids.includes(p.id)) });
      }
      return { previous };
    },
    onError: (_error, _vars, context) => context?.previous && client.setQueryData(key, context.previous),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
