import type { getStudentVerification } from '@store/domain/contracts/university';
import { call } from '@/lib/api-client';

/** GET /university/verifications/:id: the caller's own verification, with the student's claim if any. */
export const getVerification = (id: string) => call<typeof getStudentVerification>('GET', '/university/verifications/:id', { params: { id } });
