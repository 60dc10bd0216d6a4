import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { changeClmVas, confirmClmPackage } from '@store/domain/contracts/clm';
import type { ClmEffective } from '@store/domain/clm';
import { call } from '@/lib/api-client';

/** confirm-new-package with the attempt's Idempotency-Key: a retry gives back the same change, never a second one. */
export const confirmPackage = (id: string, key: string, body: { nas_code: string; effective: ClmEffective; accept_terms: true }) =>
  call<typeof confirmClmPackage>('POST', '/clm/verifications/:id/confirm-new-package', { params: { id }, body, headers: { 'idempotency-key': key } });

/** Adds or removes an add-on (Idempotency-Key per attempt). */
export const changeVas = (id: string, key: string, body: { vas_code: string; action: 'add' | 'remove' }) =>
  call<typeof changeClmVas>('POST', '/clm/verifications/:id/vas', { params: { id }, body, headers: { 'idempotency-key': key } });

export function useConfirmPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; key: string; body: { nas_code: string; effective: ClmEffective; accept_terms: true } }) => confirmPackage(v.id, v.key, v.body),
    onSuccess: (_c, v) => client.invalidateQueries({ queryKey: ['clm', v.id] }),
  });
}

export function useChangeVas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; key: string; body: { vas_code: string; action: 'add' | 'remove' } }) => changeVas(v.id, v.key, v.body),
    onSuccess: (_c, v) => client.invalidateQueries({ queryKey: ['clm', v.id, 'vas'] }),
  });
}
