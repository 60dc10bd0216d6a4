import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOffers } from '../api/get-offers';
import { NotFound } from '../components/not-found';
import { OfferCard } from '../components/offer-card';
import { Loading, PageShell } from '../components/page-shell';
import { Questions } from '../components/questions';
import '../mnp.css';

/**
 * /mnp (route mnp): "Move to us with your number". The two SIM-only journeys explained (one step:
 * the PIN now and the number moves once paid; two steps: the SIM first, the number moves when it is
 * activated), the plans offered for porting with a button per journey each allows, the device
 * bundles, and the activation page for a delivered two-step SIM.
 */
export function LandingPage() {
  const { t } = useTranslation('mnp');
  const offers = useOffers();
  return (
    <PageShell title={t('landing.title')} intro={t('landing.intro')} testId="mnp-landing">
      <section className="mnp-ways" aria-label={t('landing.waysTitle')}>
        {(['one_step', 'two_step'] as const).map((mode) => (
          <article key={mode} className="mnp-way" data-testid={`mnp-way-${mode}`}>
            <h2 className="mnp-subtitle">{t(`landing.${mode}.title`)}</h2>
            <ol className="mnp-way__steps">
              {[1, 2, 3].map((n) => (
                <li key={n}>{t(`landing.${mode}.step${n}`)}</li>
              ))}
            </ol>
            <p className="mnp-note">{t(`landing.${mode}.best`)}</p>
          </article>
        ))}
      </section>
      <h2 className="mnp-subtitle mnp-section-title">{t('landing.plans')}</h2>
      {offers.isError ? (
        <NotFound error={offers.error} />
      ) : !offers.data ? (
        <Loading text={t('loading')} />
      ) : offers.data.length ? (
        <div className="mnp-plans" data-testid="mnp-offers">
          {offers.data.map((offer) => (
            <OfferCard key={offer.nas_code} offer={offer} />
          ))}
        </div>
      ) : (
        <p className="mnp-note">{t('plan.none')}</p>
      )}
      <section className="mnp-more">
        <article className="mnp-box">
          <h2 className="mnp-subtitle">{t('landing.bundlesTitle')}</h2>
          <p className="mnp-note">{t('landing.bundlesText')}</p>
          <Link className="mnp-btn mnp-btn--ghost" to="/online-store/list/mnp-bundle" data-testid="mnp-bundles-link">
            {t('landing.bundlesLink')}
          </Link>
        </article>
        <article className="mnp-box">
          <h2 className="mnp-subtitle">{t('landing.activateTitle')}</h2>
          <p className="mnp-note">{t('landing.activateText')}</p>
          <Link className="mnp-btn mnp-btn--ghost" to="/mnp/activate" data-testid="mnp-activate-link">
            {t('landing.activateLink')}
          </Link>
        </article>
      </section>
      <Questions />
    </PageShell>
  );
}
