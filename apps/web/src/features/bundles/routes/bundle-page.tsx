import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { BundleCampaign } from '@store/domain/bundles';
import { useCampaign } from '../api/get-campaign';
import { LeadForm } from '../components/lead-form';
import { Rules } from '../components/rules';
import { deviceImage, ErrorText, Loading, Shell, useMoney } from '../components/shell';
import '../bundles.css';

/** Where the shopper goes to take the offer with `variantId`, by the campaign's kind. */
export function takeHref(c: BundleCampaign, variantId: number): string {
  if (c.kind === 'device_bundle_new_customer') return `/online-store/newcustomer/verify?campaign=${encodeURIComponent(c.id)}&variant=${variantId}`;
  if (c.kind === 'device_only') return `/online-store/device-only/verify/${encodeURIComponent(c.id)}?variant=${variantId}`;
  return `/online-store/bundle/${c.product.id}/${encodeURIComponent(c.plan_nas_code ?? '-')}/check/${encodeURIComponent(c.id)}/${c.kind}/${variantId}`;
}

/** The device, its variants at the customer price, the plan, contract and advance payment, rules and benefits. */
export function CampaignDetail({ campaign, variantId, onVariant }: { campaign: BundleCampaign; variantId: number; onVariant?: (id: number) => void }) {
  const { t, i18n } = useTranslation('bundles');
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const money = useMoney();
  const variant = campaign.variants.find((v) => v.id === variantId) ?? campaign.variants[0];
  return (
    <>
      <section className="bnd-box bnd-hero">
        <img
          className="bnd-hero__img"
          src={deviceImage(campaign.product.image, campaign.product.id, variant.colour) ?? ''}
          alt={campaign.product.title[lang]}
          width={200}
          height={200}
        />
        <div>
          <p className="bnd-tag">{t(`kinds.${campaign.kind}`)}</p>
          <h2 className="bnd-subtitle">{campaign.product.title[lang]}</h2>
          <p className="bnd-muted">{campaign.description[lang]}</p>
          <p className="bnd-price" data-testid="bnd-price">
            <span className="bnd-muted">{t('bundle.subscriberPrice')}</span> <strong>{money(variant.subscriber_price)}</strong>
          </p>
          <p className="bnd-muted">
            {t('bundle.regularPrice')} <span className="bnd-strike">{money(variant.price)}</span> · {t('bundle.save', { amount: money(variant.price - variant.subscriber_price) })}
          </p>
        </div>
      </section>
      {onVariant && (
        <fieldset className="bnd-box bnd-variants">
          <legend className="bnd-subtitle">{t('bundle.variant')}</legend>
          {campaign.variants.map((v) => (
            <label key={v.id} className={`bnd-variant${v.id === variant.id ? ' is-on' : ''}`}>
              <input type="radio" name="variant" value={v.id} checked={v.id === variant.id} onChange={() => onVariant(v.id)} disabled={!v.in_stock} />
              <span>
                {[v.capacity, v.colour_name?.[lang]].filter(Boolean).join(' · ')} — {money(v.subscriber_price)}
                {!v.in_stock && ` (${t('bundle.outOfStock')})`}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <section className="bnd-box">
        <dl className="bnd-dl">
          {campaign.plan && (
            <>
              <dt>{t('bundle.plan')}</dt>
              <dd>
                {campaign.plan.name[lang]} · {t('bundle.monthly', { amount: money(campaign.plan.monthly_price) })}
                {campaign.plan.data_gb !== null ? ` · ${t('bundle.data', { gb: campaign.plan.data_gb })}` : ''}
              </dd>
            </>
          )}
          <dt>{t('bundle.contract')}</dt>
          <dd>{campaign.contract_months > 0 ? t('bundle.months', { months: campaign.contract_months }) : t('card.noContract')}</dd>
          {campaign.existing_campaign.advance_payment > 0 && (
            <>
              <dt>{t('bundle.advance')}</dt>
              <dd>
                {money(campaign.existing_campaign.advance_payment)} <span className="bnd-muted">({t('bundle.advanceNote')})</span>
              </dd>
            </>
          )}
        </dl>
        <p className="bnd-muted">{t('bundle.window', { date: new Date(campaign.ends_at).toLocaleDateString(lang === 'th' ? 'th-TH' : 'en-GB', { timeZone: 'Asia/Bangkok' }) })}</p>
      </section>
      {campaign.benefits.length > 0 && (
        <section className="bnd-box" aria-labelledby="bnd-benefits">
          <h2 id="bnd-benefits" className="bnd-subtitle">
            {t('bundle.benefits')}
          </h2>
          <ul className="bnd-list">
            {campaign.benefits.map((b) => (
              <li key={b.id}>{b.title[lang]}</li>
            ))}
          </ul>
        </section>
      )}
      <Rules campaign={campaign} />
    </>
  );
}

/** /online-store/bundle/:id/:bundle/:nas (route online-store-bundle): one campaign's page and the way to take it. */
export function BundlePage() {
  const { t, i18n } = useTranslation('bundles');
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const { id, bundle = '' } = useParams();
  const campaign = useCampaign(bundle);
  const [variantId, setVariantId] = useState<number | null>(null);
  if (campaign.isPending)
    return (
      <Shell title={t('verify.title')}>
        <Loading />
      </Shell>
    );
  if (campaign.isError || String(campaign.data.product.id) !== id)
    return (
      <Shell title={t('bundle.notFound')} testId="bnd-not-found">
        <ErrorText error={campaign.error} />
        <Link className="bnd-btn" to="/clmbundle">
          {t('allOffers')}
        </Link>
      </Shell>
    );
  const c = campaign.data;
  const chosen = variantId ?? (c.variants.find((v) => v.in_stock) ?? c.variants[0]).id;
  const cta = c.kind === 'device_bundle_new_customer' ? t('bundle.newNumber') : c.kind === 'device_only' ? t('bundle.deviceOnly') : t('bundle.checkNumber');
  return (
    <Shell title={c.name[lang]} testId="bnd-bundle">
      <CampaignDetail campaign={c} variantId={chosen} onVariant={setVariantId} />
      {c.open ? (
        <p className="bnd-actions">
          <Link className="bnd-btn bnd-btn--wide" to={takeHref(c, chosen)} data-testid="bnd-take">
            {cta}
          </Link>
        </p>
      ) : (
        <p className="bnd-error">{t('bundle.ended')}</p>
      )}
      <LeadForm campaignId={c.id} />
    </Shell>
  );
}
