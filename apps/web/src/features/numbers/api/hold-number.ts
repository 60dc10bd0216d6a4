import { useMutation } from '@tanstack/react-query';
import type { holdNumber as holdNumberContract } from '@store/domain/contracts/numbers';
import type { SHOP_HOLD_FLOWS } from '@store/domain/number-search';

type HoldFlow = (typeof SHOP_HOLD_FLOWS)[number];
import { call } from '@/lib/api-client';

/** POST /numbers/:number/hold with a fresh Idempotency-Key per choice (a retry of the same click reuses it). */
export const holdNumber = (number: string, flow: HoldFlow, key: string) =>
  call<typeof holdNumberContract>('POST', '/numbers/:number/hold', { params: { number }, body: { flow }, headers: { 'idempotency-key': key } });

export function useHoldNumber() {
  return useMutation({ mutationFn: ({ number, flow, key }: { number: string; flow: HoldFlow; key: string }) => holdNumber(number, flow, key) });
}
