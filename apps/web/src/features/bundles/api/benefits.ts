import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { campaignInstantBenefits, claimInstantBenefit } from '@store/domain/contracts/bundles';
import { call } from '@/lib/api-client';

/** POST clm/get-campaign-instant-benefit: the instant benefits for this verified number. */
export function useBenefits(verificationId: string | null) {
  return useQuery({
    queryKey: ['bundles', 'benefits', verificationId],
    queryFn: () => call<typeof campaignInstantBenefits>('POST', '/clm/get-campaign-instant-benefit', { body: { verification_id: verificationId! } }),
    enabled: verificationId !== null,
  });
}

/** POST /clm/instant-benefits/:benefit_id/claim. */
export function useClaimBenefit(verificationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (benefitId: string) =>
      call<typeof claimInstantBenefit>('POST', '/clm/instant-benefits/:benefit_id/claim', { params: { benefit_id: benefitId }, body: { verification_id: verificationId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['bundles', 'benefits', verificationId] }),
  });
}
