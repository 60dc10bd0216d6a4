import { useMutation } from '@tanstack/react-query';
import type { createHiLead } from '@store/domain/contracts/home-internet';
import type { HiLeadBody } from '@store/domain/home-internet';
import { call } from '@/lib/api-client';

/** POST /home-internet/leads (spec tol-ssv contact-form): staff call back. */
export const createLead = (body: HiLeadBody) => call<typeof createHiLead>('POST', '/home-internet/leads', { body });

export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}
