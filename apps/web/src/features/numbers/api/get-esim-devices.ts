import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listEsimDevices } from '@store/domain/contracts/sim';
import { call } from '@/lib/api-client';

export const getEsimDevicesQueryOptions = () =>
  queryOptions({ queryKey: ['esim-devices'], queryFn: ({ signal }) => call<typeof listEsimDevices>('GET', '/esim/support-devices', { signal }), staleTime: 3_600_000 });

export function useEsimDevices(enabled: boolean) {
  return useQuery({ ...getEsimDevicesQueryOptions(), enabled });
}
