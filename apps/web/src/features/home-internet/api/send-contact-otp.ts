import { useMutation } from '@tanstack/react-query';
import type { sendHiContactOtp } from '@store/domain/contracts/home-internet';
import type { HiContactBody } from '@store/domain/home-internet';
import { call } from '@/lib/api-client';

/** POST /home-internet/transactions/:id/contact: the installation contact; an OTP goes to the mobile. */
export const sendContactOtp = ({ transactionId, body }: { transactionId: string; body: HiContactBody }) =>
  call<typeof sendHiContactOtp>('POST', '/home-internet/transactions/:id/contact', { params: { id: transactionId }, body });

export function useSendContactOtp() {
  return useMutation({ mutationFn: sendContactOtp });
}
