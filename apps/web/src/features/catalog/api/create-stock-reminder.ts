import { useMutation } from '@tanstack/react-query';
import type { createStockReminder as createStockReminderRoute } from '@store/domain/contracts/catalog';
import { call } from '@/lib/api-client';

/** POST /stock-reminder: "notify me" when an out-of-stock option is back. */
export function createStockReminder(variantId: number, contact: string) {
  const body = contact.includes('@') ? { variant_id: variantId, email: contact.trim() } : { variant_id: variantId, mobile_number: contact.replace(/[\s-]/g, '') };
  return call<typeof createStockReminderRoute>('POST', '/stock-reminder', { body });
}

export const useCreateStockReminder = () =>
  useMutation({ mutationFn: ({ variantId, contact }: { variantId: number; contact: string }) => createStockReminder(variantId, contact) });
