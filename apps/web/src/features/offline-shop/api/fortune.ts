import { useQuery } from '@tanstack/react-query';
import type { personalize, readNumber } from '@store/domain/contracts/fortune';
import type { listSimPackages } from '@store/domain/contracts/sim';
import type { FortuneProfile, ZodiacSign } from '@store/domain/fortune';
import { call } from '@/lib/api-client';

type Profile = Pick<FortuneProfile, 'birth_date' | 'wishes'> & { birth_time?: string };

/** POST /fortune/personalize (the fortune module's ranking, spec post-personalize-funtong): numbers for the customer, best first. */
export function useCounterNumbers(profile: Profile | null, campaign: 'berfuntong' | 'zodiac', zodiacSign?: ZodiacSign) {
  return useQuery({
    queryKey: ['offline-numbers', campaign, zodiacSign ?? null, profile],
    queryFn: ({ signal }) =>
      call<typeof personalize>('POST', '/fortune/personalize', { body: { ...profile!, campaign, ...(zodiacSign ? { zodiac_sign: zodiacSign } : {}), limit: 12 }, signal }),
    enabled: profile !== null,
    staleTime: 30_000,
  });
}

/** POST /fortune/reading: one number read for the customer. */
export function useCounterReading(number: string, profile: Profile | null) {
  return useQuery({
    queryKey: ['offline-reading', number, profile],
    queryFn: ({ signal }) => call<typeof readNumber>('POST', '/fortune/reading', { body: { number, ...profile! }, signal }),
    enabled: profile !== null && /^0[689]\d{8}$/.test(number),
    staleTime: 60_000,
  });
}

/** GET /sim/packages?sim_type=postpaid: the plans; the page keeps those a fortune number is sold with. */
export function usePostpaidPlans() {
  return useQuery({
    queryKey: ['sim-packages', { sim_type: 'postpaid' }],
    queryFn: ({ signal }) => call<typeof listSimPackages>('GET', '/sim/packages', { query: { sim_type: 'postpaid' }, signal }),
    staleTime: 60_000,
  });
}
