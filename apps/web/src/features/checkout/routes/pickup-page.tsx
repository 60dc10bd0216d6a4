import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseLang, type Lang } from '@store/domain/lang';
import { errorKeys } from '@/lib/error-code';
import { usePickupShops, type PickupShop, type ShopQuery } from '../api/get-pickup-shops';
import { checkoutState } from '../checkout-state';
import { CheckoutSteps, DeliveryTabs } from '../components/delivery-tabs';
import '../checkout.css';

type Locating = 'idle' | 'locating' | 'denied' | 'unavailable' | 'unsupported';

const text = (value: PickupShop['name'] | PickupShop['area'], lang: Lang) => (!value ? '' : typeof value === 'string' ? value : value[lang]);

/** /pickup (route pickup): the partner stores, searched by area or sorted by distance from the shopper. */
export function PickupPage() {
  const { t, i18n } = useTranslation('checkout');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<ShopQuery>({ q: '', near: null });
  const [locating, setLocating] = useState<Locating>('idle');
  const [chosen, setChosen] = useState(() => checkoutState.pickupShop()?.id ?? null);
  const [missing, setMissing] = useState(false);
  const shops = usePickupShops(query, lang);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: typed, near: query.near });
  };
  const nearMe = () => {
    if (!('geolocation' in navigator)) return setLocating('unsupported');
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        setQuery({ q: typed, near: { lat: position.coords.latitude, lng: position.coords.longitude } });
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };
  const list = shops.data ?? [];
  const chosenShop = list.find((s) => String(s.id) === chosen);
  const next = () => {
    const shop = chosenShop ?? null;
    if (!shop && !chosen) return setMissing(true);
    if (shop) checkoutState.choosePickup(String(shop.id), text(shop.name, lang));
    void navigate('/payment');
  };

  return (
    <div className="page ck">
      <CheckoutSteps at="delivery" />
      <h1 className="ck__title">{t('pickup.title')}</h1>
      <DeliveryTabs current="pickup" />
      <section className="ck-box">
        <form className="ck-search" role="search" onSubmit={search}>
          <label htmlFor="shop-q">{t('pickup.search')}</label>
          <div className="ck-search__row">
            <input id="shop-q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={80} />
            <button type="submit" className="ck-btn">
              {t('pickup.searchButton')}
            </button>
            <button type="button" className="ck-btn" onClick={nearMe} disabled={locating === 'locating'}>
              {t('pickup.nearMe')}
            </button>
          </div>
        </form>
        <p className={`ck-note${['denied', 'unavailable', 'unsupported'].includes(locating) ? ' ck-note--error' : ''}`} role="status" data-testid="pickup-status">
          {locating === 'locating' ? t('pickup.locating') : locating !== 'idle' ? t(`pickup.${locating}`) : query.near ? t('pickup.sortedByDistance') : ''}
        </p>
        {shops.isError ? (
          <p className="ck-note ck-note--error" role="alert">
            {t(errorKeys(shops.error))}
          </p>
        ) : !shops.data ? (
          <p role="status">{t('loading')}</p>
        ) : list.length === 0 ? (
          <p>{t('pickup.none', { q: query.q })}</p>
        ) : (
          <ul className="ck-shops" aria-busy={shops.isFetching || undefined}>
            {list.map((shop) => {
              const on = String(shop.id) === chosen;
              return (
                <li key={shop.id} className={`ck-shop${on ? ' is-on' : ''}`} data-testid="pickup-shop">
                  <div>
                    <h2 className="ck-shop__name">{text(shop.name, lang)}</h2>
                    <p className="ck-shop__text">{text(shop.address, lang) || text(shop.area, lang)}</p>
                    {shop.opening_hours && <p className="ck-shop__text">{shop.opening_hours}</p>}
                    {typeof shop.distance_m === 'number' && <p className="ck-shop__distance">{t('pickup.distance', { km: (shop.distance_m / 1000).toFixed(1) })}</p>}
                  </div>
                  <button
                    type="button"
                    className={`ck-btn${on ? ' ck-btn--on' : ''}`}
                    aria-pressed={on}
                    onClick={() => {
                      setChosen(String(shop.id));
                      setMissing(false);
                      checkoutState.choosePickup(String(shop.id), text(shop.name, lang));
                    }}
                  >
                    {on ? t('pickup.chosen') : t('pickup.choose')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {chosenShop && (
          <p className="ck-note" role="status">
            {t('pickup.choice', { name: text(chosenShop.name, lang) })}
          </p>
        )}
        {missing && (
          <p className="ck-field__error" role="alert">
            {t('pickup.required')}
          </p>
        )}
        <div className="ck-actions">
          <button type="button" className="ck-btn ck-btn--primary" onClick={next}>
            {t('delivery.continue')}
          </button>
        </div>
      </section>
    </div>
  );
}
