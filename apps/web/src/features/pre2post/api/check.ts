import { useMutation } from '@tanstack/react-query';
import type { checkPre2post } from '@store/domain/contracts/pre2post';
import type { Pre2postCheckBody } from '@store/domain/pre2post';
import { call } from '@/lib/api-client';

/** POST /pre2post/check: the number and the holder's Thai ID; an OTP goes to that number (never says whether the ID matches). */
export const checkNumber = (body: Pre2postCheckBody) => call<typeof checkPre2post>('POST', '/pre2post/check', { body });

export function useCheckNumber() {
  return useMutation({ mutationFn: checkNumber });
}
