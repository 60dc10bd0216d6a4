import { useMutation } from '@tanstack/react-query';
import type { checkStudent as contract } from '@store/domain/contracts/university';
import type { StudentCheckBody } from '@store/domain/university';
import { call } from '@/lib/api-client';

/** POST /university/verifications: university, student ID and Thai ID; an OTP goes to the student's mobile on the registry. */
export const checkStudent = (body: StudentCheckBody) => call<typeof contract>('POST', '/university/verifications', { body });

export function useCheckStudent() {
  return useMutation({ mutationFn: checkStudent });
}
