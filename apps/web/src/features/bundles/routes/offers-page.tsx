import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { BundleKind, BundleShelf } from '@store/domain/bundles';
import { useCampaigns, type CampaignFilter } from '../api/get-campaigns';
import { useMyLeads, useWithdrawLead } from '../api/my-leads';
import { OfferCard } from '../components/offer-card';
import { ErrorText, Loading, Shell } from '../components/shell';
import { useSignedIn } from '../components/use-signed-in';
import '../bundles.css';

type OffersId = 'clm-bundle' | 'clm-sim-bundle' | 'clm-sim-mnp' | 'clm-trueonline' | 'clm-device' | 'clm-personalize';

/** A grid of open campaigns (filtered), or a note and a way to all offers when there are none. */
export function OfferGrid({ filter, preview = false, exclude, kinds }: { filter: CampaignFilter; preview?: boolean; exclude?: string; kinds?: BundleKind[] }) {
  const { t } = useTranslation('bundles');
  const offers = useCampaigns(filter);
  if (offers.isPending) return <Loading />;
  if (offers.isError) return <ErrorText error={offers.error} />;
  const list = offers.data.filter((o) => o.id !== exclude && (!kinds || kinds.includes(o.kind)));
  if (list.length === 0)
    return (
      <p className="bnd-muted">
        {t('empty')}{' '}
        <Link to="/clmbundle" className="bnd-link">
          {t('allOffers')}
        </Link>
      </p>
    );
  return (
    <ul className="bnd-grid" data-testid="bnd-offers">
      {list.map((o) => (
        <OfferCard key={o.id} offer={o} preview={preview} />
      ))}
    </ul>
  );
}

function Offers({ id, filter, kinds }: { id: OffersId; filter: CampaignFilter; kinds?: BundleKind[] }) {
  const { t } = useTranslation('bundles');
  return (
    <Shell title={t(`offers.${id}.title`)} intro={t(`offers.${id}.intro`)} testId={`bnd-${id}`}>
      <OfferGrid filter={filter} kinds={kinds} />
    </Shell>
  );
}

const shelf = (s: BundleShelf): CampaignFilter => ({ shelf: s });

/** /clmbundle: every offer for our subscribers (existing and prepaid). */
export const ClmBundlePage = () => <Offers id="clm-bundle" filter={{}} kinds={['device_bundle_existing', 'device_bundle_prepaid']} />;
/** /clm/simbundle: keep your SIM, get a phone. */
export const SimBundlePage = () => <Offers id="clm-sim-bundle" filter={shelf('sim')} />;
/** /clm/simmnp: for subscribers who moved to us. */
export const SimMnpPage = () => <Offers id="clm-sim-mnp" filter={shelf('mnp')} />;
/** /clmtrueonline: for home-internet customers. */
export const TrueonlinePage = () => <Offers id="clm-trueonline" filter={shelf('trueonline')} />;
/** /clm/device: phones with a plan, new customers and devices alone included. */
export const DevicePage = () => <Offers id="clm-device" filter={shelf('device')} />;

/** /clm/personalize: a signed-in subscriber's offers and call-back requests (guests go home). */
export function PersonalizePage() {
  const { t } = useTranslation('bundles');
  const gate = useSignedIn();
  const leads = useMyLeads(gate.state === 'user');
  const withdraw = useWithdrawLead();
  if (gate.state === 'guest') return <Navigate to="/" replace />;
  return (
    <Shell title={t('offers.clm-personalize.title')} intro={t('offers.clm-personalize.intro')} testId="bnd-clm-personalize">
      {gate.state === 'loading' ? (
        <Loading />
      ) : (
        <>
          <OfferGrid filter={{ kind: 'device_bundle_existing' }} />
          <section className="bnd-box" aria-labelledby="bnd-my-leads">
            <h2 id="bnd-my-leads" className="bnd-subtitle">
              {t('myLeads.title')}
            </h2>
            {leads.data && leads.data.length === 0 && <p className="bnd-muted">{t('myLeads.empty')}</p>}
            <ul className="bnd-list">
              {leads.data?.map((l) => (
                <li key={l.id}>
                  {l.campaign_id} · {l.mobile_number} · {t(`myLeads.states.${l.state}`)}{' '}
                  {(l.state === 'new' || l.state === 'contacted') && (
                    <button type="button" className="bnd-link" onClick={() => withdraw.mutate(l.id)} disabled={withdraw.isPending}>
                      {t('myLeads.withdraw')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <ErrorText error={withdraw.error} />
          </section>
        </>
      )}
    </Shell>
  );
}
