import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { composeDiy, DiyError, diySummary, type DiyChoice, type DiyOption } from '@store/domain/sim-diy';
import { useSession } from '@/lib/session';
import { useSimDiy } from '../api/get-sim-diy';
import type { NumberSearchParams } from '../api/search-numbers';
import { NumberResults } from '../components/number-results';
import { NumberSearchForm } from '../components/number-search';
import { PackageHero } from '../components/package-hero';
import { cancelHold, forgetHold } from '@/lib/number-holds';
import { VerifyPanel } from './verify-page';
import { CHOOSE_PARAM, useChooseNumber } from '../use-choose-number';
import { SignInToChooseNotice } from '../components/sign-in-to-choose';
import '../numbers.css';

const PATH = '/online-store/sim-diy/postpaid';

/** The choice kept in the address (so a reload or a shared link keeps it): ?data=&calls=&extras=a,b&number=. */
function choiceOf(params: URLSearchParams, options: DiyOption[]): DiyChoice {
  const first = (kind: DiyOption['kind']) => options.find((o) => o.kind === kind)?.id ?? '';
  const valid = (id: string | null, kind: DiyOption['kind']) => (id && options.some((o) => o.id === id && o.kind === kind) ? id : first(kind));
  const extras = (params.get('extras') ?? '').split(',').filter((id) => options.some((o) => o.id === id && o.kind === 'extra'));
  return { data: valid(params.get('data'), 'data'), calls: valid(params.get('calls'), 'calls'), extras: [...new Set(extras)] };
}

/**
 * /online-store/sim-diy/postpaid (spec 2, 7 sim-diy/package): build a monthly package from the
 * configured data, call and extra options with the price updating as you choose, then pick a number,
 * verify and go to the cart like the postpaid flow.
 */
export function SimDiyPage() {
  const { t, i18n } = useTranslation('numbers');
  const l = i18n.language === 'en' ? 'en' : 'th';
  const diy = useSimDiy();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  // The choice answers at once (the address follows it, for a reload or a shared link).
  const [picked, setPicked] = useState<DiyChoice | null>(null);
  const [search, setSearch] = useState<NumberSearchParams | null>(null);
  const { choose, busy, error, signIn } = useChooseNumber(
    'sim-diy',
    (h) => {
      const p = new URLSearchParams(params);
      p.delete(CHOOSE_PARAM);
      p.set('number', h.number);
      setParams(p);
    },
    diy.data?.plan.id,
  );

  if (diy.isError) {
    return (
      <div className="page num-page">
        <p role="alert" className="num-error">
          {t('planNotFound')}
        </p>
      </div>
    );
  }
  if (!diy.data) {
    return (
      <div className="page num-page">
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  const { plan, options } = diy.data;
  const choice = picked ?? choiceOf(params, options);
  let composed: ReturnType<typeof composeDiy> | null = null;
  try {
    composed = composeDiy(options, choice);
  } catch (e) {
    if (!(e instanceof DiyError)) throw e;
  }
  const number = params.get('number');

  const update = (next: DiyChoice) => {
    setPicked(next);
    const p = new URLSearchParams({ data: next.data, calls: next.calls });
    if (next.extras.length) p.set('extras', next.extras.join(','));
    setParams(p, { replace: true });
  };
  const toggleExtra = (id: string, on: boolean) => update({ ...choice, extras: on ? [...choice.extras, id] : choice.extras.filter((x) => x !== id) });

  const group = (kind: 'data' | 'calls') => (
    <fieldset className="diy-group">
      <legend>{t(kind === 'data' ? 'diyData' : 'diyCalls')}</legend>
      <div className="diy-options">
        {options
          .filter((o) => o.kind === kind)
          .map((o) => (
            <label key={o.id} className={`diy-option${choice[kind] === o.id ? ' is-on' : ''}`}>
              <input type="radio" name={`diy-${kind}`} value={o.id} checked={choice[kind] === o.id} onChange={() => update({ ...choice, [kind]: o.id })} disabled={!!number} />
              <span>{o.label[l]}</span>
              <small>+{t('baht', { price: formatPrice(o.price) })}</small>
            </label>
          ))}
      </div>
    </fieldset>
  );

  return (
    <div className="page num-page">
      <PackageHero pkg={plan} from />
      <h2 className="num-subtitle">{t('diyTitle')}</h2>
      <div className="diy">
        <form className="diy-builder" aria-label={t('diyTitle')} onSubmit={(e) => e.preventDefault()}>
          {group('data')}
          {group('calls')}
          <fieldset className="diy-group">
            <legend>{t('diyExtras')}</legend>
            <div className="diy-options">
              {options
                .filter((o) => o.kind === 'extra')
                .map((o) => (
                  <label key={o.id} className={`diy-option${choice.extras.includes(o.id) ? ' is-on' : ''}`}>
                    <input type="checkbox" value={o.id} checked={choice.extras.includes(o.id)} onChange={(e) => toggleExtra(o.id, e.target.checked)} disabled={!!number} />
                    <span>{o.label[l]}</span>
                    <small>+{t('baht', { price: formatPrice(o.price) })}</small>
                  </label>
                ))}
            </div>
          </fieldset>
        </form>
        <aside className="diy-total" aria-labelledby="diy-total-title">
          <h3 id="diy-total-title" className="diy-total__title">
            {t('diyYourPackage')}
          </h3>
          {composed ? (
            <>
              <ul className="diy-total__parts">
                {composed.parts.map((p) => (
                  <li key={p.id}>
                    <span>{p.label[l]}</span>
                    <span>{t('baht', { price: formatPrice(p.price) })}</span>
                  </li>
                ))}
              </ul>
              <p className="diy-total__price" aria-live="polite" data-testid="diy-price">
                <strong>{t('baht', { price: formatPrice(composed.monthly_price) })}</strong>
                {t('perMonth')}
              </p>
              <p className="num-small">{t('diyAdvance', { price: formatPrice(composed.monthly_price), count: plan.contract })}</p>
            </>
          ) : (
            <p className="num-error" role="alert">
              {t('errors.diy_option_unknown')}
            </p>
          )}
        </aside>
      </div>

      {number && composed ? (
        <>
          <p className="num-note">
            <button
              type="button"
              className="num-link"
              onClick={() => {
                // The number is given back (the shopper may hold only a few at a time).
                void cancelHold(number).catch(() => undefined);
                forgetHold(number);
                update(choice);
              }}
            >
              {t('diyChangeNumber')}
            </button>
          </p>
          <VerifyPanel flow="sim-diy" packageId={plan.id} number={number} backTo={PATH} diy={{ choice, summary: diySummary(composed, l), monthly: composed.monthly_price }} />
        </>
      ) : (
        <>
          <h2 className="num-subtitle">{t('pickNumber')}</h2>
          {!session.user && <p className="num-note">{t('loginToChoose')}</p>}
          <NumberSearchForm onSearch={setSearch} />
          {error && (
            <p className="num-error" role="alert">
              {error}
            </p>
          )}
          <SignInToChooseNotice signIn={signIn} />
          <NumberResults params={search} busy={busy} onChoose={(item) => void choose(item, plan.id)} />
        </>
      )}
    </div>
  );
}
