import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as contract from '@store/domain/contracts/loyalty';
import type { RouteData } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

export type PointsStatus = RouteData<typeof contract.getPoints>;

export const getPoints = () => call<typeof contract.getPoints>('POST', '/cpoint/request-user');

export const getPointsQueryOptions = () => queryOptions({ queryKey: ['loyalty', 'points'], queryFn: getPoints, staleTime: 0 });

/** The member's points, rate and history (POST /cpoint/request-user); only when `enabled` (a card is linked). */
export function usePoints(enabled: boolean) {
  return useQuery({ ...getPointsQueryOptions(), enabled });
}
