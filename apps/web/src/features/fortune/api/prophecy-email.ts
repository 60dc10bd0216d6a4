import { useMutation } from '@tanstack/react-query';
import type { emailProphecy } from '@store/domain/contracts/fortune';
import type { ReadingProfile } from './reading';
import { call } from '@/lib/api-client';

/** POST /fortune/prophecy/email: the full reading of a number I hold, by e-mail (one a minute). */
export function useEmailProphecy() {
  return useMutation({
    mutationFn: (body: ReadingProfile & { number: string; email: string; lang: 'th' | 'en' }) => call<typeof emailProphecy>('POST', '/fortune/prophecy/email', { body }),
  });
}
