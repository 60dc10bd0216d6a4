import type { cancelNumberHold } from '@store/domain/contracts/numbers';
import { call } from '@/lib/api-client';

/** DELETE /numbers/:number/hold: gives the number back (the server drops its cart line). */
export const cancelHold = (number: string) => call<typeof cancelNumberHold>('DELETE', '/numbers/:number/hold', { params: { number } });
