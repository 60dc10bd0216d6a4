import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { MnpBundle } from '@store/domain/mnp';
import { formatPrice } from '@store/domain/money';
import { parseLang, pickText } from '@store/domain/lang';
import { useAutoBundle, useBundle } from '../api/get-bundle';
import { BundleSummary } from '../components/bundle-summary';
import { NotFound } from '../components/not-found';
import { Loading, PageShell } from '../components/page-shell';
import { Questions } from '../components/questions';
import { TempNumberNote } from '../components/temp-number-note';
import '../mnp.css';

const positive = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : 0);
const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * /online-store/mnp-bundle/:id/:inventory/:bundle (route online-store-mnp-bundle): a device at the
 * bundle price with porting in and a contract (product, variant, bundle): the device, the variant
 * (another one can be picked), its price, the bundle price and the saving, the plan, the contract, the
 * advance payment; "Move with this phone" goes to the verify steps.
 */
export function BundlePage() {
  const { t } = useTranslation('mnp');
  const navigate = useNavigate();
  const { id, inventory, bundle: bundleId = '' } = useParams();
  const bundle = useBundle(bundleId, positive(id), positive(inventory) || undefined);
  return (
    <PageShell title={t('bundle.title')} intro={t('bundle.intro')} testId="mnp-bundle-page">
      {bundle.isError ? (
        <NotFound error={bundle.error} />
      ) : !bundle.data ? (
        <Loading text={t('loading')} />
      ) : (
        <>
          <BundleSummary bundle={bundle.data} />
          <VariantPicker
            bundle={bundle.data}
            onPick={(variantId) => navigate(`/online-store/mnp-bundle/${seg(bundle.data.product.id)}/${seg(variantId)}/${seg(bundle.data.id)}`, { replace: true })}
          />
          <p className="mnp-actions">
            {bundle.data.variant.in_stock ? (
              <Link
                className="mnp-btn mnp-btn--wide"
                to={`/mnp-bundle/verify/${seg(bundle.data.product.id)}/${seg(bundle.data.variant.id)}/${seg(bundle.data.id)}`}
                data-testid="mnp-bundle-start"
              >
                {t('bundle.start')}
              </Link>
            ) : (
              <Link className="mnp-btn mnp-btn--ghost" to="/online-store/list/mnp-bundle">
                {t('order.allBundles')}
              </Link>
            )}
            <Link className="mnp-btn mnp-btn--ghost" to={bundle.data.product.href}>
              {t('bundle.device')}
            </Link>
          </p>
        </>
      )}
      <Questions />
    </PageShell>
  );
}

/** The device's variants the bundle applies to (capacity, colour, price, in stock). */
function VariantPicker({ bundle, onPick }: { bundle: MnpBundle; onPick: (variantId: number) => void }) {
  const { t, i18n } = useTranslation('mnp');
  const lang = parseLang(i18n.language);
  if (bundle.variants.length < 2) return null;
  return (
    <fieldset className="mnp-picker mnp-variants" data-testid="mnp-variants">
      <legend className="mnp-subtitle">{t('bundle.variant')}</legend>
      {bundle.variants.map((v) => (
        <label key={v.id} className={`mnp-choice${v.id === bundle.variant.id ? ' is-chosen' : ''}`}>
          <input type="radio" name="mnp-variant" checked={v.id === bundle.variant.id} onChange={() => onPick(v.id)} disabled={!v.in_stock && v.id !== bundle.variant.id} />
          <span className="mnp-choice__body">
            <span className="mnp-choice__name">{[v.capacity, v.colour_name ? pickText(v.colour_name, lang) : v.colour].filter(Boolean).join(' · ') || t('bundle.variant')}</span>
            <span className="mnp-choice__price">
              {t('baht', { amount: formatPrice(Math.max(0, v.price - bundle.discount)) })}
              {!v.in_stock && ` · ${t('bundle.outOfStockShort')}`}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * /online-store/mnp-auto/:id/:nas_code/:bundle_id (route online-store-mnp-auto): the auto bundle, the
 * device's bundle chosen from the plan's NAS code, with the temporary number the SIM arrives with
 * (spec GET /mnp/bundling/random/mobile/nas) and what it is for; then the verify steps.
 */
export function AutoPage() {
  const { t } = useTranslation('mnp');
  const { id, nas_code: nas = '' } = useParams();
  const bundle = useAutoBundle(positive(id), nas);
  return (
    <PageShell title={t('auto.title')} intro={t('auto.intro')} testId="mnp-auto-page">
      {bundle.isError ? (
        <NotFound error={bundle.error} />
      ) : !bundle.data ? (
        <Loading text={t('loading')} />
      ) : (
        <>
          <BundleSummary bundle={bundle.data} />
          <TempNumberNote nasCode={bundle.data.offer.nas_code} />
          <p className="mnp-actions">
            {bundle.data.variant.in_stock ? (
              <Link
                className="mnp-btn mnp-btn--wide"
                to={`/mnp-auto/verify/${seg(bundle.data.product.id)}/${seg(bundle.data.offer.nas_code)}/${seg(bundle.data.id)}`}
                data-testid="mnp-auto-start"
              >
                {t('bundle.start')}
              </Link>
            ) : (
              <Link className="mnp-btn mnp-btn--ghost" to="/online-store/list/mnp-bundle">
                {t('order.allBundles')}
              </Link>
            )}
          </p>
        </>
      )}
      <Questions />
    </PageShell>
  );
}
