import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as contract from '@store/domain/contracts/loyalty';
import type { RouteData } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

export type CardStatus = RouteData<typeof contract.getCardStatus>;

export const getCardStatus = () => call<typeof contract.getCardStatus>('POST', '/account-app/truecard/get-status');

export const getCardStatusQueryOptions = () => queryOptions({ queryKey: ['loyalty', 'card'], queryFn: getCardStatus, staleTime: 30_000 });

/** The signed-in user's member card (POST /account-app/truecard/get-status); only asked for when `enabled`. */
export function useCardStatus(enabled: boolean) {
  return useQuery({ ...getCardStatusQueryOptions(), enabled });
}
