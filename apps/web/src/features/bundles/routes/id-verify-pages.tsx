import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { BundleVerification } from '@store/domain/bundles';
import { useCampaign } from '../api/get-campaign';
import { useFreeNumbers, useHoldNumber } from '../api/new-number';
import { EligibleBox } from '../components/eligible-box';
import { IdCheck } from '../components/id-check';
import { ErrorText, Loading, Shell, SignInPanel } from '../components/shell';
import { useSignedIn } from '../components/use-signed-in';
import { CampaignDetail } from './bundle-page';
import { failHref } from './bundle-verify-page';
import '../bundles.css';

const format = (n: string) => `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;

/** A page that checks an ID against campaign `campaignId` (new customer with a new number, device only, sale ID form). */
function IdVerify({ campaignId, title, intro, testId, withNumber }: { campaignId: string; title: string; intro: string; testId: string; withNumber: boolean }) {
  const { t, i18n } = useTranslation('bundles');
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const gate = useSignedIn();
  const campaign = useCampaign(campaignId);
  const numbers = useFreeNumbers();
  const hold = useHoldNumber();
  const [checked, setChecked] = useState<BundleVerification | null>(null);
  if (!campaignId)
    return (
      <Shell title={title} testId={testId}>
        <p className="bnd-muted">{t('newCustomer.noCampaign')}</p>
        <Link className="bnd-btn" to="/clm/device">
          {t('allOffers')}
        </Link>
      </Shell>
    );
  if (campaign.isPending || gate.state === 'loading')
    return (
      <Shell title={title}>
        <Loading />
      </Shell>
    );
  if (campaign.isError)
    return (
      <Shell title={t('bundle.notFound')} testId="bnd-not-found">
        <ErrorText error={campaign.error} />
      </Shell>
    );
  const c = campaign.data;
  const variant = c.variants.find((v) => String(v.id) === params.get('variant')) ?? c.variants.find((v) => v.in_stock) ?? c.variants[0];
  const onChecked = (v: BundleVerification) => (v.eligible ? setChecked(v) : navigate(failHref(v)));
  return (
    <Shell title={title} intro={intro} testId={testId}>
      <p className="bnd-subtitle">{c.name[lang]}</p>
      {gate.state === 'guest' ? (
        <SignInPanel back={location.pathname + location.search} />
      ) : (
        <>
          {withNumber && (
            <section className="bnd-box" aria-labelledby="bnd-pick" data-testid="bnd-pick-number">
              <h2 id="bnd-pick" className="bnd-subtitle">
                {t('newCustomer.pickNumber')}
              </h2>
              {hold.data ? (
                <p className="bnd-ok">{t('newCustomer.picked', { number: format(hold.data.number) })}</p>
              ) : numbers.isPending ? (
                <Loading />
              ) : (
                <ul className="bnd-numbers">
                  {numbers.data?.items.map((n) => (
                    <li key={n.number}>
                      <button type="button" className="bnd-btn bnd-btn--ghost bnd-btn--small" onClick={() => hold.mutate(n.number)} disabled={hold.isPending}>
                        {t('newCustomer.pick', { number: format(n.number) })}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <ErrorText error={hold.error ?? numbers.error} />
            </section>
          )}
          {checked ? (
            <EligibleBox verification={checked} variantId={variant.id} price={variant.subscriber_price} numberHoldId={hold.data?.hold_id} />
          ) : (
            <IdCheck campaignId={c.id} title={withNumber ? t('newCustomer.idStep') : t('verify.title')} onChecked={onChecked} disabled={withNumber && !hold.data} />
          )}
        </>
      )}
      <CampaignDetail campaign={c} variantId={variant.id} />
    </Shell>
  );
}

/** /online-store/newcustomer/verify?campaign=&variant= (route online-store-newcustomer-verify): a new number from the pool with a device. */
export function NewCustomerPage() {
  const { t } = useTranslation('bundles');
  const [params] = useSearchParams();
  return <IdVerify campaignId={params.get('campaign') ?? ''} title={t('newCustomer.title')} intro={t('newCustomer.intro')} testId="bnd-newcustomer" withNumber />;
}

/** /online-store/device-only/verify/:id (route online-store-device-only-verify): a device alone at the campaign price, one per ID. */
export function DeviceOnlyPage() {
  const { t } = useTranslation('bundles');
  const { id = '' } = useParams();
  return <IdVerify campaignId={id} title={t('deviceOnly.title')} intro={t('deviceOnly.intro')} testId="bnd-device-only" withNumber={false} />;
}

/** /online-store/saleIdForm/:id (route online-store-sale-id-form): a sales person enters the customer's ID for campaign :id. */
export function SaleIdFormPage() {
  const { t } = useTranslation('bundles');
  const { id = '' } = useParams();
  return <IdVerify campaignId={id} title={t('saleId.title')} intro={t('saleId.intro')} testId="bnd-sale-id" withNumber={false} />;
}
