import { useMutation } from '@tanstack/react-query';
import type { holdFortuneNumber as holdContract } from '@store/domain/contracts/fortune';
import type { FortuneHoldBody } from '@store/domain/fortune';
import { call } from '@/lib/api-client';

/** POST /fortune/numbers/:number/hold (30 minutes) with one Idempotency-Key per choice (a retry of the same click reuses it). */
export const holdFortuneNumber = (number: string, body: FortuneHoldBody, key: string) =>
  call<typeof holdContract>('POST', '/fortune/numbers/:number/hold', { params: { number }, body, headers: { 'idempotency-key': key } });

export function useHoldFortuneNumber() {
  return useMutation({ mutationFn: ({ number, body, key }: { number: string; body: FortuneHoldBody; key: string }) => holdFortuneNumber(number, body, key) });
}
