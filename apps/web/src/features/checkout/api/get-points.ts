import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as contract from '@store/domain/contracts/loyalty';
import type { RouteData } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

export type MemberPoints = RouteData<typeof contract.getPoints>;

/** The signed-in member's points and the rule (POST /cpoint/request-user); no card linked answers 404. */
export const getMemberPoints = () => call<typeof contract.getPoints>('POST', '/cpoint/request-user');

export const getMemberPointsQueryOptions = () => queryOptions({ queryKey: ['loyalty', 'points'], queryFn: getMemberPoints, staleTime: 0, retry: false });

/** Points for the payment page: only for a signed-in shopper (a shopper without a card simply gets no option). */
export function useMemberPoints(enabled: boolean) {
  return useQuery({ ...getMemberPointsQueryOptions(), enabled });
}
