import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { BundleVerification } from '@store/domain/bundles';
import { useCampaign } from '../api/get-campaign';
import { EligibleBox } from '../components/eligible-box';
import { NumberCheck } from '../components/number-check';
import { ErrorText, Loading, Shell, SignInPanel } from '../components/shell';
import { useSignedIn } from '../components/use-signed-in';
import { CampaignDetail } from './bundle-page';
import '../bundles.css';

/** Where a refused check goes: the reasons, what to do and other offers. */
export const failHref = (v: BundleVerification) => `/online-store/existing-verify-fail?campaign=${encodeURIComponent(v.campaign_id)}&reasons=${v.reasons.join(',')}`;

/**
 * /online-store/bundle/:id/:nas/:number/:bundle/:propo/:inventory_id? (route online-store-bundle-verify):
 * a subscriber checks their number against campaign :bundle for variant :inventory_id (the number is
 * never in the address: :number is a fixed word); eligible goes to the cart at the customer price,
 * refused to existing-verify-fail with the reasons.
 */
export function BundleVerifyPage() {
  const { t, i18n } = useTranslation('bundles');
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const { bundle = '', inventory_id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const gate = useSignedIn();
  const campaign = useCampaign(bundle);
  const [checked, setChecked] = useState<BundleVerification | null>(null);
  if (campaign.isPending || gate.state === 'loading')
    return (
      <Shell title={t('verify.title')}>
        <Loading />
      </Shell>
    );
  if (campaign.isError)
    return (
      <Shell title={t('bundle.notFound')} testId="bnd-not-found">
        <ErrorText error={campaign.error} />
        <Link className="bnd-btn" to="/clmbundle">
          {t('allOffers')}
        </Link>
      </Shell>
    );
  const c = campaign.data;
  const variant = c.variants.find((v) => String(v.id) === inventory_id) ?? c.variants.find((v) => v.in_stock) ?? c.variants[0];
  const onChecked = (v: BundleVerification) => (v.eligible ? setChecked(v) : navigate(failHref(v)));
  return (
    <Shell title={c.name[lang]} testId="bnd-verify">
      {gate.state === 'guest' ? (
        <SignInPanel back={location.pathname + location.search} />
      ) : checked ? (
        <EligibleBox verification={checked} variantId={variant.id} price={variant.subscriber_price} />
      ) : (
        <NumberCheck campaignId={c.id} prepaid={c.kind === 'device_bundle_prepaid'} onChecked={onChecked} />
      )}
      <CampaignDetail campaign={c} variantId={variant.id} />
    </Shell>
  );
}
