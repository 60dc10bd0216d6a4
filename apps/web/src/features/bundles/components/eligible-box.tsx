import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BundleVerification } from '@store/domain/bundles';
import { useBenefits, useClaimBenefit } from '../api/benefits';
import { useClaim } from '../api/claim';
import { ErrorText, useMoney } from './shell';

/** An eligible check: who it is for, the instant benefits to claim, and the bundle into the cart at the customer price. */
export function EligibleBox({ verification, variantId, price, numberHoldId }: { verification: BundleVerification; variantId: number; price: number; numberHoldId?: string }) {
  const { t, i18n } = useTranslation('bundles');
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const money = useMoney();
  const navigate = useNavigate();
  const key = useRef(`bundle-${verification.id}-${Date.now()}`);
  const claim = useClaim();
  const benefits = useBenefits(verification.id);
  const claimBenefit = useClaimBenefit(verification.id);
  const add = () =>
    claim.mutate({ body: { verification_id: verification.id, variant_id: variantId, number_hold_id: numberHoldId }, key: key.current }, { onSuccess: () => navigate('/cart') });
  return (
    <section className="bnd-box bnd-box--ok" data-testid="bnd-eligible" aria-live="polite">
      <h2 className="bnd-subtitle bnd-ok">
        {verification.mobile_number ? t('verify.eligibleTitle', { mobile: verification.mobile_number }) : t('verify.eligibleId', { id: verification.thai_id })}
      </h2>
      {verification.subscriber && (
        <p className="bnd-muted">{t('verify.eligibleText', { package: verification.subscriber.package.title[lang], months: verification.subscriber.months })}</p>
      )}
      {benefits.data && benefits.data.length > 0 && (
        <div className="bnd-benefits">
          <h3 className="bnd-subtitle">{t('bundle.benefits')}</h3>
          <ul>
            {benefits.data.map((b) => (
              <li key={b.id}>
                <span>{b.title[lang]}</span>
                {b.claimed ? (
                  <span className="bnd-ok">{t('verify.claimed')}</span>
                ) : (
                  <button type="button" className="bnd-btn bnd-btn--small bnd-btn--ghost" onClick={() => claimBenefit.mutate(b.id)} disabled={claimBenefit.isPending}>
                    {t('verify.claimBenefit')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="bnd-muted">{t('verify.expires')}</p>
      <ErrorText error={claim.error} />
      <button type="button" className="bnd-btn bnd-btn--wide" onClick={add} disabled={claim.isPending}>
        {claim.isPending ? t('verify.adding') : t('verify.addToCart', { amount: money(price) })}
      </button>
    </section>
  );
}
