import { useMutation } from '@tanstack/react-query';
import type { confirmStudent as contract } from '@store/domain/contracts/university';
import { call } from '@/lib/api-client';

/** POST /university/verifications/:id/otp: the code from the student's SMS; the verification (with the student's claim, if any). */
export const confirmStudent = ({ id, request_id, code }: { id: string; request_id: string; code: string }) =>
  call<typeof contract>('POST', '/university/verifications/:id/otp', { params: { id }, body: { request_id, code } });

export function useConfirmStudent() {
  return useMutation({ mutationFn: confirmStudent });
}
