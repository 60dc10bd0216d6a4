import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { BUNDLE_REASONS, type BundleReason } from '@store/domain/bundles';
import { useCampaign } from '../api/get-campaign';
import { LeadForm } from '../components/lead-form';
import { bundleHref } from '../components/offer-card';
import { Loading, Shell } from '../components/shell';
import { takeHref } from './bundle-page';
import { OfferGrid } from './offers-page';
import '../bundles.css';

/** /online-store/verify/:id? (route online-store-verify): with a campaign id, on to its check; without, the offers to choose from. */
export function VerifyIndexPage() {
  const { t } = useTranslation('bundles');
  const { id } = useParams();
  const campaign = useCampaign(id ?? '');
  if (!id)
    return (
      <Shell title={t('verifyIndex.title')} intro={t('verifyIndex.intro')} testId="bnd-verify-index">
        <OfferGrid filter={{}} />
      </Shell>
    );
  if (campaign.isPending)
    return (
      <Shell title={t('verifyIndex.title')}>
        <Loading />
      </Shell>
    );
  if (campaign.isError) return <Navigate to="/online-store/error" replace />;
  const c = campaign.data;
  return <Navigate to={takeHref(c, (c.variants.find((v) => v.in_stock) ?? c.variants[0]).id)} replace />;
}

/**
 * /online-store/existing-verify-fail?campaign=&reasons= (route online-store-existing-verify-fail): why
 * the number cannot take the offer, what to do about each reason, a call back, and other offers.
 */
export function ExistingVerifyFailPage() {
  const { t, i18n } = useTranslation('bundles');
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const [params] = useSearchParams();
  const campaignId = params.get('campaign') ?? '';
  const campaign = useCampaign(campaignId);
  const reasons = (params.get('reasons') ?? '').split(',').filter((r): r is BundleReason => (BUNDLE_REASONS as readonly string[]).includes(r));
  return (
    <Shell title={t('fail.title')} intro={campaign.data ? campaign.data.name[lang] : undefined} testId="bnd-fail">
      <section className="bnd-box bnd-box--warn" aria-labelledby="bnd-fail-why">
        <h2 id="bnd-fail-why" className="bnd-subtitle">
          {t('fail.intro')}
        </h2>
        {reasons.length === 0 ? (
          <p>{t('errors.not_eligible')}</p>
        ) : (
          <ul className="bnd-reasons">
            {reasons.map((r) => (
              <li key={r} data-testid={`bnd-reason-${r}`}>
                <strong>{t(`reasons.${r}.title`)}</strong>
                <span>
                  {t('fail.todo')} {t(`reasons.${r}.todo`)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {campaign.data && (
          <p className="bnd-actions">
            <Link className="bnd-btn bnd-btn--ghost" to={bundleHref(campaign.data)}>
              {t('fail.back')}
            </Link>
          </p>
        )}
      </section>
      {campaignId && <LeadForm campaignId={campaignId} />}
      <h2 className="bnd-subtitle">{t('fail.otherOffers')}</h2>
      <OfferGrid filter={{}} exclude={campaignId} />
    </Shell>
  );
}

type PreviewId = 'device' | 'tmvhsim' | 'mnpsim' | 'tolcvg';
const PREVIEW: Record<PreviewId, { shelf: 'device' | 'sim' | 'mnp' | 'trueonline'; cta: string; sample: 'samplePackage' | 'sampleTol' }> = {
  device: { shelf: 'device', cta: '/clm/device', sample: 'samplePackage' },
  tmvhsim: { shelf: 'sim', cta: '/packages', sample: 'samplePackage' },
  mnpsim: { shelf: 'mnp', cta: '/mnp', sample: 'samplePackage' },
  tolcvg: { shelf: 'trueonline', cta: '/trueonline/coverage', sample: 'sampleTol' },
};

/** A /preview page: the offers screen with a sample subscriber, clearly marked, ending in a call to action instead of an order. */
function Preview({ id }: { id: PreviewId }) {
  const { t } = useTranslation('bundles');
  const p = PREVIEW[id];
  return (
    <Shell title={t(`preview.${id}.title`)} testId={`bnd-preview-${id}`} preview>
      <section className="bnd-box bnd-box--ok" aria-label={t('preview.badge')}>
        <p>
          <strong>{t('preview.sampleNumber')}</strong>
        </p>
        <p className="bnd-muted">{t(`preview.${p.sample}`)}</p>
        <p className="bnd-ok">{t('preview.eligible')}</p>
      </section>
      <OfferGrid filter={{ shelf: p.shelf }} preview />
      <p className="bnd-actions">
        <Link className="bnd-btn bnd-btn--wide" to={p.cta} data-testid="bnd-preview-cta">
          {t(`preview.${id}.cta`)}
        </Link>
      </p>
    </Shell>
  );
}

export const PreviewDevicePage = () => <Preview id="device" />;
export const PreviewTmvhSimPage = () => <Preview id="tmvhsim" />;
export const PreviewMnpSimPage = () => <Preview id="mnpsim" />;
export const PreviewTolCvgPage = () => <Preview id="tolcvg" />;
