import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as contract from '@store/domain/contracts/loyalty';
import type { RouteData } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

/** The member card as the profile shows it (POST /account-app/truecard/get-status, spec 3 truecard data with aging). */
export type MemberCardStatus = RouteData<typeof contract.getCardStatus>;

export const getMemberCard = () => call<typeof contract.getCardStatus>('POST', '/account-app/truecard/get-status');

export const getMemberCardQueryOptions = () => queryOptions({ queryKey: ['loyalty', 'card'], queryFn: getMemberCard, staleTime: 30_000 });

/** The signed-in user's member card; only asked for when `enabled`. */
export function useMemberCard(enabled: boolean) {
  return useQuery({ ...getMemberCardQueryOptions(), enabled });
}
