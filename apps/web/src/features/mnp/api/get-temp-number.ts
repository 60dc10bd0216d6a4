import { useQuery } from '@tanstack/react-query';
import type { randomMnpTempNumber } from '@store/domain/contracts/mnp';
import { call } from '@/lib/api-client';

/**
 * GET /mnp/bundling/random/mobile/nas?nas_code= (spec name): a free temporary number for an auto
 * bundle, offered for display (placing the order takes one; it may differ).
 */
export function useTempNumber(nasCode: string) {
  return useQuery({
    queryKey: ['mnp', 'temp-number', nasCode],
    queryFn: ({ signal }) => call<typeof randomMnpTempNumber>('GET', '/mnp/bundling/random/mobile/nas', { query: { nas_code: nasCode }, signal }),
    enabled: !!nasCode,
    retry: false,
    staleTime: Infinity,
  });
}
