import { useQuery } from '@tanstack/react-query';
import type { getSmsInbox } from '@store/domain/contracts/sms-inbox';
import { ApiError, call } from '@/lib/api-client';

/**
 * Whether the sandbox SMS inbox is on (the embedded SMS default, no real provider): the server
 * answers 404 `sms_inbox_off` when it is off. `undefined` while unknown.
 */
export function useSmsSandbox(): boolean | undefined {
  const query = useQuery({
    queryKey: ['sms-inbox', 'status'],
    queryFn: async () => {
      try {
        await call<typeof getSmsInbox>('GET', '/dev/sms-inbox');
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  return query.data;
}

/** The last messages sent to `to` (a 10-digit number), or none while `to` is empty. */
export function useSmsInbox(to: string) {
  return useQuery({
    queryKey: ['sms-inbox', to],
    queryFn: () => call<typeof getSmsInbox>('GET', '/dev/sms-inbox', { query: { to } }),
    enabled: to !== '',
    retry: false,
  });
}
