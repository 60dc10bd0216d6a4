import { useMutation } from '@tanstack/react-query';
import type { verifyNewCustomer } from '@store/domain/contracts/bundles';
import { call } from '@/lib/api-client';

/** POST /verify/:id: a new customer's or device-only buyer's Thai ID against campaign `id`. */
export const verifyId = ({ id, thaiId }: { id: string; thaiId: string }) => call<typeof verifyNewCustomer>('POST', '/verify/:id', { params: { id }, body: { thai_id: thaiId } });

export function useVerifyId() {
  return useMutation({ mutationFn: verifyId });
}
