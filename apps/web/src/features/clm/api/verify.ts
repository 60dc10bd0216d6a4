import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { confirmClmOtp, verifyTmvhVas, verifyTmvhVasOwner, verifyTolVas, verifyUppack, verifyUppackOwner } from '@store/domain/contracts/clm';
import type { ClmService, ClmVerification } from '@store/domain/clm';
import { call } from '@/lib/api-client';

type Lang = 'th' | 'en';

/** POST /clm/uppack/verify, /clm/vas/tmvh/verify, /clm/vas/tol/verify: an OTP to the number (or the account's contact mobile). */
export function sendVerification(service: ClmService, target: string, lang: Lang): Promise<ClmVerification> {
  if (service === 'tol') return call<typeof verifyTolVas>('POST', '/clm/vas/tol/verify', { body: { account_id: target, lang } });
  const path = service === 'uppack' ? '/clm/uppack/verify' : '/clm/vas/tmvh/verify';
  return call<typeof verifyUppack | typeof verifyTmvhVas>('POST', path, { body: { mobile_number: target, lang } });
}

/** verify-mobile-only: the signed-in owner's own number, no OTP (403 not_your_number otherwise). */
export function verifyOwner(service: 'uppack' | 'tmvh', mobile: string): Promise<ClmVerification> {
  const path = service === 'uppack' ? '/clm/uppack/verify-mobile-only' : '/clm/vas/tmvh/verify-mobile-only';
  return call<typeof verifyUppackOwner | typeof verifyTmvhVasOwner>('POST', path, { body: { mobile_number: mobile } });
}

/** POST /clm/verifications/:id/otp. */
export const confirmOtp = (id: string, body: { request_id: string; code: string }) => call<typeof confirmClmOtp>('POST', '/clm/verifications/:id/otp', { params: { id }, body });

export function useSendVerification() {
  return useMutation({ mutationFn: (v: { service: ClmService; target: string; lang: Lang }) => sendVerification(v.service, v.target, v.lang) });
}

export function useVerifyOwner() {
  return useMutation({ mutationFn: (v: { service: 'uppack' | 'tmvh'; mobile: string }) => verifyOwner(v.service, v.mobile) });
}

/** A verified verification makes every read of it fresh. */
export function useConfirmOtp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; request_id: string; code: string }) => confirmOtp(v.id, { request_id: v.request_id, code: v.code }),
    onSuccess: (v) => client.invalidateQueries({ queryKey: ['clm', v.id] }),
  });
}
