import { useMutation } from '@tanstack/react-query';
import type { resendOfflineEmail } from '@store/domain/contracts/offline-shop';
import type { RouteBody } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

/** POST /offline/orders/:order_number/resend-email (spec resend-email): the reading again, through the e-mail outbox. */
export function useResendEmail() {
  return useMutation({
    mutationFn: ({ orderNumber, body }: { orderNumber: string; body: RouteBody<typeof resendOfflineEmail> }) =>
      call<typeof resendOfflineEmail>('POST', '/offline/orders/:order_number/resend-email', { params: { order_number: orderNumber }, body }),
  });
}
