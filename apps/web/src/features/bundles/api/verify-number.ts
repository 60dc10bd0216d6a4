import { useMutation } from '@tanstack/react-query';
import type { RouteBody } from '@store/domain/contracts/define';
import type { validateExistingCampaign, verifyBundleCampaign } from '@store/domain/contracts/bundles';
import { call } from '@/lib/api-client';

type Body = RouteBody<typeof validateExistingCampaign>;

/** POST /verify/validate_existing_campaign (existing subscribers) or /truemoveh/bundle-campaigns/verify (prepaid customers). */
export const verifyNumber = ({ prepaid, body }: { prepaid: boolean; body: Body }) =>
  prepaid
    ? call<typeof verifyBundleCampaign>('POST', '/truemoveh/bundle-campaigns/verify', { body })
    : call<typeof validateExistingCampaign>('POST', '/verify/validate_existing_campaign', { body });

export function useVerifyNumber() {
  return useMutation({ mutationFn: verifyNumber });
}
