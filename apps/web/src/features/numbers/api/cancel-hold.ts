import { api } from '@/lib/api-client';

/** DELETE /numbers/:number/hold: gives the number back (the server drops its cart line). */
export const cancelHold = (number: string) => api<{ number: string; hold_id: string }>(`/numbers/${number}/hold`, { method: 'DELETE' });
