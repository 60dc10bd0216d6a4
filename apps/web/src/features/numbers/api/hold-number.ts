import { useMutation } from '@tanstack/react-query';
import type { HoldFlow, NumberHold } from '@store/domain/number-search';
import { api } from '@/lib/api-client';

/** POST /numbers/:number/hold with a fresh Idempotency-Key per choice (a retry of the same click reuses it). */
export const holdNumber = (number: string, flow: HoldFlow, key: string) =>
  api<NumberHold>(`/numbers/${number}/hold`, { method: 'POST', body: { flow }, headers: { 'idempotency-key': key } });

export function useHoldNumber() {
  return useMutation({ mutationFn: ({ number, flow, key }: { number: string; flow: HoldFlow; key: string }) => holdNumber(number, flow, key) });
}
