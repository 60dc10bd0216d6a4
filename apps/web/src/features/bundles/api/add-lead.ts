import { useMutation } from '@tanstack/react-query';
import type { RouteBody } from '@store/domain/contracts/define';
import type { addLead } from '@store/domain/contracts/bundles';
import { call } from '@/lib/api-client';

/** POST clm/callback/add-leads: a call back about a campaign. */
export const sendLead = (body: RouteBody<typeof addLead>) => call<typeof addLead>('POST', '/clm/callback/add-leads', { body });

export function useAddLead() {
  return useMutation({ mutationFn: sendLead });
}
