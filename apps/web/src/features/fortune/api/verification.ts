import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { getFortuneVerification, verifyFortunePhone } from '@store/domain/contracts/fortune';
import type { sendSimOtp } from '@store/domain/contracts/sim';
import type { FortuneHoldFlow } from '@store/domain/fortune-flows';
import { call } from '@/lib/api-client';

const KEY = ['fortune-verification'];

/** GET /fortune/verify: my verified fortune phone (masked) for the next 7 days, or null. Signed-in shoppers only. */
export function useFortuneVerification(enabled: boolean) {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => call<typeof getFortuneVerification>('GET', '/fortune/verify', { signal }), enabled, staleTime: 60_000 });
}

/** POST /sim/otp with the fortune flow: a code to the shopper's phone. */
export function useSendFortuneOtp() {
  return useMutation({
    mutationFn: (body: { mobile_number: string; flow: FortuneHoldFlow; lang: 'th' | 'en' }) => call<typeof sendSimOtp>('POST', '/sim/otp', { body }),
  });
}

/** POST /fortune/verify: the code checked, the phone verified; the answer is put in the cache. */
export function useVerifyFortunePhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { mobile_number: string; otp_request_id: string; otp_code: string }) => call<typeof verifyFortunePhone>('POST', '/fortune/verify', { body }),
    onSuccess: (verified) => client.setQueryData(KEY, verified),
  });
}
