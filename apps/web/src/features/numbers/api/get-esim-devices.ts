import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getEsimDevicesQueryOptions = () =>
  queryOptions({ queryKey: ['esim-devices'], queryFn: ({ signal }) => api<{ brand: string; model: string }[]>('/esim/support-devices', { signal }), staleTime: 3_600_000 });

export function useEsimDevices(enabled: boolean) {
  return useQuery({ ...getEsimDevicesQueryOptions(), enabled });
}
